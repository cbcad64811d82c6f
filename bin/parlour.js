#!/usr/bin/env -S node --max-semi-space-size=64
// The parlour command. The game commands and `ratings` run from a bundle of the source
// (bin/bundled-cli.js), the rest (`serve`, `store`, the command list) from the source itself
// through the TypeScript loader: the server and the match stores start worker threads from files
// beside their own, which only the source layout has (`ratings` opens only the player store,
// which starts none).
import { pathToFileURL } from 'node:url';

const BUNDLED = new Set(['knights', 'twist', 'junqi', 'guillotine', 'ratings']);

const entry = BUNDLED.has(process.argv[2])
  ? await (await import('./bundled-cli.js')).bundledCli()
  : null;
if (entry) {
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
