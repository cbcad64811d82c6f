/**
 * Priors for drawing worlds: what players tend to do, as weights on top of what the beliefs
 * allow — never a certainty. A piece that has stood still all game is likelier a bomb, a landmine
 * or the flag as the game goes on (players move what can move); a square that guards a
 * headquarters is likelier mined (that is where landmines do their work), and far likelier when
 * that headquarters holds the flag in the world being drawn (players shut their flag in: drawn
 * alike at both headquarters, the worlds sent generals into landmines round a flag already
 * shown); a piece that has come deep into our half, up to our landmines, is likelier an engineer
 * (only an engineer gains by walking up to a landmine, and it is the piece players send raiding
 * along the railroads); a piece that has attacked and taken our pieces is likelier one of the big
 * ones (players attack with the pieces they trust: read as any rank that beats what it took, it
 * was taken for a captain and a general was sent against what was the marshal); the flag is
 * likelier in the headquarters whose doors are still held by pieces that never moved (players
 * shut their flag in with landmines; the other headquarters' doors are manned by pieces that go
 * off to fight); a piece that has just stepped up to one of ours is likelier a bomb or a piece
 * that beats or ties it (players walk up to what they mean to take: read as any piece, the bomb
 * that had just walked up to our marshal was a one-in-seven chance, and the marshal stayed).
 */
import type { Square } from '../board';
import { BOMB, ENGINEER, FLAG, LANDMINE, RANKS, type Rank } from '../pieces';
import { VALUE } from './evaluate';
import { ENTRIES, HEADQUARTERS_OF } from './geometry';
import type { Prior } from './sample';

export interface PriorOptions {
  /** For a piece that never moved: how much likelier a bomb, landmine or flag per ply, at most. */
  readonly stillPerPly: number;
  readonly stillMax: number;
  /** How much likelier a landmine is on a square that guards a headquarters. */
  readonly doorMine: number;
  /** And how much likelier again when that headquarters holds the flag. */
  readonly flagDoorMine: number;
  /** How much likelier an engineer is a piece that stands deep in our half (a raider). */
  readonly raiderEngineer: number;
  /** How much likelier the flag is in a headquarters, for each of its doors held by a piece that never moved. */
  readonly guardedFlag: number;
  /**
   * For a piece that has attacked and taken our pieces: each rank is weighed by (its value / a
   * major general's) to this power, once for each piece taken (up to three): 0 reads nothing into it.
   */
  readonly bold: number;
  /**
   * For a piece that has just stepped where it can attack one of ours: how much likelier a bomb,
   * or a rank that beats or ties that piece (players walk up to what they mean to take).
   */
  readonly approach: number;
}

/** Pieces taken beyond this many say nothing more about the taker's rank. */
const BOLD_MAX = 3;
const MAJOR_GENERAL = 3;

const HQ = new Set(HEADQUARTERS_OF.flat());
const DOORS = new Set([...HQ].flatMap((hq) => ENTRIES[hq]!));

/**
 * `unmoved`: the origins of the enemy pieces still on the board that have never moved;
 * `raiders`: those of the enemy pieces that stand deep in our half; `guardedDoors`: for each
 * unmoved piece in a headquarters (by origin), how many of that headquarters' doors are held by
 * unmoved enemy pieces; `taken`: by origin, how many of our pieces each enemy piece has attacked
 * and taken; `approached`: the piece that has just stepped up to one of ours, with that piece's
 * rank (evidence's approachOf). The prior it returns reads the flag's square of the world being
 * drawn, once placed.
 */
export function priorFor(
  ply: number,
  unmoved: ReadonlySet<Square>,
  opts: PriorOptions,
  raiders: ReadonlySet<Square> = new Set(),
  guardedDoors: ReadonlyMap<Square, number> = new Map(),
  taken: readonly number[] = [],
  approached: ReadonlyMap<Square, Rank> = new Map(),
): Prior {
  const still = 1 + Math.min(opts.stillMax, ply * opts.stillPerPly);
  const boldness = RANKS.map((r) => (VALUE[r]! / VALUE[MAJOR_GENERAL]!) ** opts.bold);
  const base: Prior = (origin, rank, flag) => {
    const t = Math.min(BOLD_MAX, taken[origin] ?? 0);
    const bold = t > 0 && rank < LANDMINE ? boldness[rank]! ** t : 1;
    if (raiders.has(origin)) return rank === ENGINEER ? opts.raiderEngineer * bold : bold;
    if (!unmoved.has(origin)) return bold;
    if (rank === LANDMINE) {
      if (!DOORS.has(origin)) return still;
      return flag >= 0 && ENTRIES[flag]!.includes(origin)
        ? still * opts.doorMine * opts.flagDoorMine
        : still * opts.doorMine;
    }
    if (rank === FLAG) return still * opts.guardedFlag ** (guardedDoors.get(origin) ?? 0);
    return rank === BOMB ? still : 1;
  };
  if (approached.size === 0 || opts.approach === 1) return base;
  return (origin, rank, flag) => {
    const w = base(origin, rank, flag);
    const target = approached.get(origin);
    if (target === undefined) return w;
    // Ranks run from the bomb (0) and the marshal (1) down: these beat or tie the piece.
    return rank <= target ? w * opts.approach : w;
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
