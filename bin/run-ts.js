#!/usr/bin/env node
import { resolve } from 'node:path';
// Runs a TypeScript entry point of the repository (benchmarks, scripts) without a build step.
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: run-ts.js <file.ts> [args...]');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(entry), ...rest];
register();
await import(pathToFileURL(resolve(entry)).href);
