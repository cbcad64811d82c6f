import { parentPort } from 'node:worker_threads';
import { chooseMove, ponderSlice } from './choose';
import type { BotRequest, BotTask } from './protocol';

// Bots keep their caches (e.g. the knights analyser's memo) in module state of this thread,
// so they stay warm from one move to the next.

/** The position being thought about on the opponent's time, if any. */
let pondering: BotTask | null = null;
let scheduled = false;

function ponderOn(): void {
  scheduled = false;
  const task = pondering;
  if (!task) return;
  if (ponderSlice(task) && pondering === task) pondering = null;
  // Slices yield to the event loop, so a decision that arrives meanwhile is answered at once.
  schedule();
}

function schedule(): void {
  if (pondering && !scheduled) {
    scheduled = true;
    setImmediate(ponderOn);
  }
}

parentPort?.on('message', (req: BotRequest) => {
  if (req.type === 'ponder') {
    pondering = req;
    schedule();
    return;
  }
  // A decision to make: whatever was being pondered is stale now.
  pondering = null;
  parentPort?.postMessage(chooseMove(req, req.id));
});
parentPort?.postMessage({ ready: true });
