/**
 * zod compiles object schemas with `new Function` unless told not to, and first tries whether it
 * may: under the site's Content-Security-Policy (no 'unsafe-eval', src/server/security-headers.ts)
 * that try is a reported violation. Imported first by the entry point, before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
