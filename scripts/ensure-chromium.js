#!/usr/bin/env node
// The browser tests drive Debian's chromium. Install it when it is missing and we may (root with
// apt-get), otherwise stop with a message that says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `The browser tests need Chromium at ${CHROMIUM}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(Parlour never downloads a browser of its own.)',
  );
  process.exit(1);
}

console.log('Installing Debian chromium for the browser tests (apt-get)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
  stdio: 'inherit',
  env,
});
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
