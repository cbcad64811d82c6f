/**
 * One decision in play: the worlds are drawn from the beliefs (with the priors), the moves are
 * searched in each, and the best over the worlds wins, with a little noise to vary play and a
 * penalty on undoing our own last move.
 */
import type { Rng } from '../../../core/rng';
import { rowFromFront, type Side, type Square } from '../board';
import type { Move } from '../moves';
import { FLAG, SIDE_NAMES } from '../pieces';
import type { JunqiView } from '../view';
import { type Beliefs, bit } from './beliefs';
import { approachOf, piecesOf } from './evidence';
import { HEADQUARTERS_OF } from './geometry';
import { guardedDoorsOf, priorFor } from './priors';
import { sampleAssignment } from './sample';
import {
  type SearchOptions,
  type SearchResult,
  searchMoves,
  type WorldPiece,
  worldOf,
} from './search';

/** An enemy piece this deep in our half (from our front row, 1, to our back row, 6) is a raider. */
const RAIDER_ROW = 4;
/** The race to the flags counts for more once the enemy flag is no longer a guess. */
const PRESS = 1.5;
const PRESS_SHOWN = 4;
/** Undoing our own last move gets us nowhere; this keeps a quiet position from see-sawing. */
const UNDO_PENALTY = 6;
/** Noise added to each move's score, to vary play between moves of about the same worth. */
const NOISE = 0.5;
/**
 * After this many plies without an attack the noise grows (by NOISE_GROWTH a ply, up to
 * NOISE_MAX): a search two plies deep can park its pieces where none of its moves looks better,
 * and a shake is what gets it going again.
 */
const QUIET_PLIES = 30;
const NOISE_GROWTH = 0.1;
const NOISE_MAX = 8;

export function decide(
  view: JunqiView,
  me: Side,
  beliefs: Beliefs,
  moves: readonly Move[],
  previous: Move | null,
  rng: Rng,
  opts: SearchOptions,
): { move: Move; search: SearchResult } {
  const seen = piecesOf(view);
  const enemy = (1 - me) as Side;
  const pieces: WorldPiece[] = seen.map((p) => ({
    square: p.square,
    side: p.side,
    rank: p.side === me ? (p.rank ?? 0) : -1,
    origin: p.origin,
  }));
  const squareOfOrigin = new Map<Square, Square>();
  for (const p of seen) if (p.side === enemy) squareOfOrigin.set(p.origin, p.square);
  const myFlag = seen.find((p) => p.side === me && p.rank === FLAG)?.square ?? 0;
  const unmoved = new Set(seen.filter((p) => p.side === enemy && !p.moved).map((p) => p.origin));
  const raiders = new Set(
    seen
      .filter((p) => p.side === enemy && p.moved && rowFromFront(p.square, me) >= RAIDER_ROW)
      .map((p) => p.origin),
  );
  const enemyPieces = seen.filter((p) => p.side === enemy);
  const prior = priorFor(
    view.ply,
    unmoved,
    opts,
    raiders,
    guardedDoorsOf(enemyPieces),
    beliefs.taken,
    approachOf(view, me),
  );
  const source = {
    draw(r: Rng) {
      const a = sampleAssignment(beliefs, r, prior);
      let enemyFlag = HEADQUARTERS_OF[enemy]![0]!;
      for (const [origin, square] of squareOfOrigin) if (a[origin] === FLAG) enemyFlag = square;
      return { position: worldOf(pieces, a), myFlag, enemyFlag };
    },
  };
  const shown = view.flagShown[SIDE_NAMES[enemy]];
  const flagSure = shown || beliefs.possible.some((m, o) => beliefs.alive[o] && m === bit(FLAG));
  const base = { me, press: shown ? PRESS_SHOWN : PRESS, rules: view.options, flagSure };
  const search = searchMoves(moves, source, base, rng, opts);
  const { scores } = search;
  const calm = opts.noise ?? NOISE;
  const noise = Math.max(
    calm,
    Math.min(NOISE_MAX, NOISE + NOISE_GROWTH * Math.max(0, view.quiet - QUIET_PLIES)),
  );
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    let s = scores[i]! + rng.next() * noise;
    if (previous && m.from === previous.to && m.to === previous.from) s -= UNDO_PENALTY;
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return { move: moves[best]!, search };
}
