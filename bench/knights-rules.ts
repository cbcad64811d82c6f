/** Rules speed of the knight placement game: legal-move generation and random play-outs. */
import { Rng } from '../src/core/rng';
import {
  type KnightsState,
  legalCount,
  legalMoves,
  legalSquares,
  playSquare,
  setup,
} from '../src/games/knights';
import { round } from './stats';

function randomPosition(rng: Rng, plies: number): KnightsState {
  let s = setup({ seats: 2, seed: 'bench', options: { files: 8, ranks: 8 } });
  for (let i = 0; i < plies && legalCount(s) > 0; i++) {
    const r = playSquare(s, i % 2, rng.pick(legalSquares(s)));
    if (r.ok) s = r.value;
  }
  return s;
}

function timeLoop(seconds: number, body: () => number): { perSecond: number; total: number } {
  const end = performance.now() + seconds * 1000;
  let total = 0;
  const t0 = performance.now();
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) total += body();
  }
  return { perSecond: Math.round(total / ((performance.now() - t0) / 1000)), total };
}

export async function run(opts: { seconds?: number } = {}) {
  const seconds = opts.seconds ?? 2;
  const rng = new Rng('rules-bench');
  const positions = Array.from({ length: 256 }, (_, i) => randomPosition(rng, i % 12));
  let k = 0;
  const squares = timeLoop(seconds, () => {
    k = (k + 1) & 255;
    return legalSquares(positions[k]!).length > 0 ? 1 : 1;
  });
  const moves = timeLoop(seconds, () => {
    k = (k + 1) & 255;
    const s = positions[k]!;
    return legalMoves(s, s.placed.length % 2).length >= 0 ? 1 : 1;
  });
  let plies = 0;
  const playouts = timeLoop(seconds, () => {
    let s = setup({ seats: 2, seed: 'p', options: { files: 8, ranks: 8 } });
    while (s.legalLo !== 0 || s.legalHi !== 0) {
      const legal = legalSquares(s);
      const r = playSquare(s, s.placed.length % 2, legal[rng.int(legal.length)]!);
      if (!r.ok) break;
      s = r.value;
      plies++;
    }
    return 1;
  });
  return {
    legalSquareSetsPerSecond: squares.perSecond,
    legalMoveListsPerSecond: moves.perSecond,
    randomPlayoutsPerSecond: playouts.perSecond,
    meanPlayoutLength: round(plies / playouts.total, 2),
    note: 'legal move lists carry chess square names; play-outs use the immutable rules API',
  };
}
