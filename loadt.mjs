import { chromium } from 'playwright-core';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
const extra = (process.env.X_FLAGS ?? '').split(' ').filter(Boolean);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run', ...extra] });
const cpuAll = () => {
  const out = {};
  for (const pid of execSync('pgrep -f playwright_chromiumdev').toString().trim().split('\n')) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const st = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop().trim().split(' ');
      const type = /--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser';
      out[type] = (out[type] ?? 0) + (Number(st[11]) + Number(st[12])) / 100;
    } catch {}
  }
  return out;
};
const U = 'http://127.0.0.1:3999';
const before = cpuAll();
const t = performance.now();
for (let i = 0; i < 10; i++) {
  const c = await b.newContext({ viewport: { width: 1100, height: 850 } });
  const p = await c.newPage();
  await p.goto(U + '/junqi');
  await p.locator('h1, h2').first().waitFor();
  await p.waitForTimeout(300);
  await c.close();
}
const after = cpuAll();
console.log('wall per page', ((performance.now() - t) / 10).toFixed(0));
for (const k of Object.keys(after)) console.log(k, ((after[k] - (before[k] ?? 0))).toFixed(2), 's cpu (live processes only)');
await b.close();
