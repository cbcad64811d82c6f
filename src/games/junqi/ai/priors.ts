/**
 * Priors for drawing worlds: what players tend to do, as weights on top of what the beliefs
 * allow — never a certainty. A piece that has stood still all game is likelier a bomb, a landmine
 * or the flag as the game goes on (players move what can move); a square that guards a
 * headquarters is likelier mined (that is where landmines do their work); a piece that has come
 * deep into our half, up to our landmines, is likelier an engineer (only an engineer gains by
 * walking up to a landmine, and it is the piece players send raiding along the railroads); the
 * flag is likelier in the headquarters whose doors are still held by pieces that never moved
 * (players shut their flag in with landmines; the other headquarters' doors are manned by pieces
 * that go off to fight).
 */
import type { Square } from '../board';
import { BOMB, ENGINEER, FLAG, LANDMINE } from '../pieces';
import { ENTRIES, HEADQUARTERS_OF } from './geometry';
import type { Prior } from './sample';

export interface PriorOptions {
  /** For a piece that never moved: how much likelier a bomb, landmine or flag per ply, at most. */
  readonly stillPerPly: number;
  readonly stillMax: number;
  /** How much likelier a landmine is on a square that guards a headquarters. */
  readonly doorMine: number;
  /** How much likelier an engineer is a piece that stands deep in our half (a raider). */
  readonly raiderEngineer: number;
  /** How much likelier the flag is in a headquarters, for each of its doors held by a piece that never moved. */
  readonly guardedFlag: number;
}

const HQ = new Set(HEADQUARTERS_OF.flat());
const DOORS = new Set([...HQ].flatMap((hq) => ENTRIES[hq]!));

/**
 * `unmoved`: the origins of the enemy pieces still on the board that have never moved;
 * `raiders`: those of the enemy pieces that stand deep in our half; `guardedDoors`: for each
 * unmoved piece in a headquarters (by origin), how many of that headquarters' doors are held by
 * unmoved enemy pieces.
 */
export function priorFor(
  ply: number,
  unmoved: ReadonlySet<Square>,
  opts: PriorOptions,
  raiders: ReadonlySet<Square> = new Set(),
  guardedDoors: ReadonlyMap<Square, number> = new Map(),
): Prior {
  const still = 1 + Math.min(opts.stillMax, ply * opts.stillPerPly);
  return (origin, rank) => {
    if (raiders.has(origin)) return rank === ENGINEER ? opts.raiderEngineer : 1;
    if (!unmoved.has(origin)) return 1;
    if (rank === LANDMINE) return DOORS.has(origin) ? still * opts.doorMine : still;
    if (rank === FLAG) return still * opts.guardedFlag ** (guardedDoors.get(origin) ?? 0);
    return rank === BOMB ? still : 1;
  };
}

/**
 * For each enemy piece that never moved and stands in a headquarters: how many of that
 * headquarters' doors hold an enemy piece that never moved (by the piece's origin).
 */
export function guardedDoorsOf(
  pieces: readonly { readonly square: Square; readonly origin: Square; readonly moved: boolean }[],
): Map<Square, number> {
  const still = new Set(pieces.filter((p) => !p.moved).map((p) => p.square));
  const out = new Map<Square, number>();
  for (const p of pieces) {
    if (p.moved || !HQ.has(p.square)) continue;
    out.set(p.origin, ENTRIES[p.square]!.filter((e) => still.has(e)).length);
  }
  return out;
}
