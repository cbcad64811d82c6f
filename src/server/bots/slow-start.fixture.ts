/**
 * The looping game of pool.test.ts, served by a module that takes a while to load: a worker that
 * serves it starts as slowly as one on a machine busy with other work.
 */
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);

export { game } from './looping-game.fixture';
