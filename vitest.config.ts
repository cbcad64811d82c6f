import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The run's own temporary folder, deleted at its end (test/temp-folder.ts).
    globalSetup: ['test/temp-folder.ts'],
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
    // Two files at a time, not vitest's default of one fewer than the cores (one, on the two cores
    // CI has): much of the suite waits on child processes, sockets and disks, and every test is
    // written to pass with both cores busy, so the second worker only shortens the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
