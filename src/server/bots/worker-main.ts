import { parentPort } from 'node:worker_threads';
import { chooseMove } from './choose';
import type { BotRequest } from './protocol';

// Bots keep their caches (e.g. the knights analyser's memo) in module state of this thread,
// so they stay warm from one move to the next.
parentPort?.on('message', (req: BotRequest) => {
  parentPort?.postMessage(chooseMove(req));
});
parentPort?.postMessage({ ready: true });
