#!/usr/bin/env node
// The parlour command: registers the TypeScript loader, then runs the CLI from source.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
