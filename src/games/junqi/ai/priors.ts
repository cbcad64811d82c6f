/**
 * Priors for drawing worlds: what players tend to do, as weights on top of what the beliefs
 * allow — never a certainty. A piece that has stood still all game is likelier a bomb, a landmine
 * or the flag as the game goes on (players move what can move); a square that guards a
 * headquarters is likelier mined (that is where landmines do their work).
 */
import type { Square } from '../board';
import { BOMB, FLAG, LANDMINE } from '../pieces';
import { ENTRIES, HEADQUARTERS_OF } from './geometry';
import type { Prior } from './sample';

export interface PriorOptions {
  /** For a piece that never moved: how much likelier a bomb, landmine or flag per ply, at most. */
  readonly stillPerPly: number;
  readonly stillMax: number;
  /** How much likelier a landmine is on a square that guards a headquarters. */
  readonly doorMine: number;
}

const DOORS = new Set(HEADQUARTERS_OF.flat().flatMap((hq) => ENTRIES[hq]!));

/** `unmoved`: the origins of the enemy pieces still on the board that have never moved. */
export function priorFor(ply: number, unmoved: ReadonlySet<Square>, opts: PriorOptions): Prior {
  const still = 1 + Math.min(opts.stillMax, ply * opts.stillPerPly);
  return (origin, rank) => {
    if (!unmoved.has(origin)) return 1;
    if (rank === LANDMINE) return DOORS.has(origin) ? still * opts.doorMine : still;
    return rank === BOMB || rank === FLAG ? still : 1;
  };
}
