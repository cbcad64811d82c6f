import { parentPort, workerData } from 'node:worker_threads';
import { loadGameModules } from '../../games';
import { chooseMove, ponderSlice } from './choose';
import { Minds } from './minds';
import type { BotRequest, BotTask } from './protocol';

// Levels keep their shared caches (e.g. the knights analyser's memo, which holds nothing secret)
// in module state of this thread, so they stay warm from one move to the next; whatever a bot
// remembers of its own seat lives in that seat's mind.
const minds = new Minds();

/** The position being thought about on the opponents' time, if any. */
let pondering: BotTask | null = null;
let scheduled = false;

function ponderOn(): void {
  scheduled = false;
  const task = pondering;
  if (!task) return;
  if (ponderSlice(minds, task) && pondering === task) pondering = null;
  // Slices yield to the event loop, so a decision that arrives meanwhile is answered at once.
  schedule();
}

function schedule(): void {
  if (pondering && !scheduled) {
    scheduled = true;
    setImmediate(ponderOn);
  }
}

await loadGameModules((workerData as { gameModules?: string[] } | null)?.gameModules ?? []);

parentPort?.on('message', (req: BotRequest) => {
  if (req.type === 'release') {
    minds.release(req.matchId);
    if (pondering?.matchId === req.matchId) pondering = null;
    return;
  }
  if (req.type === 'ponder') {
    pondering = req;
    schedule();
    return;
  }
  // A decision to make: whatever was being pondered is stale now.
  pondering = null;
  parentPort?.postMessage(chooseMove(minds, req, req.id));
});
parentPort?.postMessage({ ready: true });
