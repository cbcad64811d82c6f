#!/usr/bin/env -S node --max-semi-space-size=64
// The parlour command: registers the TypeScript loader, then runs the CLI from source.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
