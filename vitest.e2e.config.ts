import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The run's own temporary folder, deleted at its end (test/temp-folder.ts).
    globalSetup: ['test/temp-folder.ts'],
    include: ['test/e2e/**/*.test.ts'],
    // Every wait in a browser test is on a condition with a deadline of its own, 60 s by default
    // (PATIENCE_MS in test/e2e/browser.ts, and this expect.poll's): a test comes near this
    // timeout only when it hangs, or when many waits in a row run out.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 60_000 } },
    // Each file starts its own server (its own data folder, a free port) and its own Chromium, so
    // two files run side by side: most of a browser test is waiting on the page, not the cores.
    maxWorkers: 2,
  },
});
