import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'test/integration/**/*.test.ts',
      'test/toy/**/*.test.ts',
    ],
    // A test asserts what happens, not how fast (speed is bench/'s business): these catch a hang.
    // Most tests take milliseconds; one that does heavy fixed work (random games, a solver, real
    // processes) says so with a timeout of its own, many times what it takes on an idle machine,
    // and every wait on a server or a socket has a deadline of its own (test/integration/harness).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
