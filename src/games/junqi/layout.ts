/**
 * Setup: where a side's 25 pieces may start, whole layouts checked once into trusted ones, the
 * swap of two pieces (both checked on their new squares), the default layout and random ones.
 */
import { fail, ok, type Result, type RuleError, ruleError } from '../../core/errors';
import type { Rng } from '../../core/rng';
import {
  HALF,
  halfOf,
  isCamp,
  isHeadquarters,
  parseSquare,
  rowFromFront,
  SETUP_SQUARES,
  type Side,
  type Square,
  squareName,
} from './board';
import { BOMB, COUNTS, FLAG, isRank, LANDMINE, RANK_NAMES, type Rank, SIDE_NAMES } from './pieces';

/** One side's starting pieces: a rank on each of the 25 setup squares of its half. */
export type Layout = ReadonlyMap<Square, Rank>;

const rowsLabel = (side: Side, fromFront: number[]) =>
  fromFront
    .map((k) => (side === 0 ? 7 - k : k + 6))
    .sort((a, b) => a - b)
    .join('–');

const headquartersOf = (side: Side) => HALF[side]!.filter(isHeadquarters).map(squareName);

/** The setup rules, by name: for a message in the player's own language. */
export type PlacementRule = 'half' | 'camp' | 'flag' | 'landmine' | 'bomb';

/** Which rule forbids `rank` on `s` for `side`, first that applies; null when none does. */
export function placementRule(side: Side, rank: Rank, s: Square): PlacementRule | null {
  if (halfOf(s) !== side) return 'half';
  if (isCamp(s)) return 'camp';
  if (rank === FLAG && !isHeadquarters(s)) return 'flag';
  if (rank === LANDMINE && rowFromFront(s, side) < 5) return 'landmine';
  if (rank === BOMB && rowFromFront(s, side) === 1) return 'bomb';
  return null;
}

/** Why `rank` may not start on `s` for `side`, or null when it may. */
export function placementError(side: Side, rank: Rank, s: Square): string | null {
  const rule = placementRule(side, rank, s);
  if (rule === null) return null;
  const name = squareName(s);
  const piece = `The ${RANK_NAMES[rank]!.toLowerCase()}`;
  if (rule === 'half') return `${name} is not in ${SIDE_NAMES[side]}'s half.`;
  if (rule === 'camp') return `${name} is a camp: every piece starts outside the camps.`;
  if (rule === 'flag') {
    return `${piece} cannot stand on ${name}: it must stand in a headquarters (${headquartersOf(side).join(' or ')}).`;
  }
  if (rule === 'landmine') {
    return `${piece} cannot stand on ${name}: landmines go in the back two rows (rows ${rowsLabel(side, [5, 6])}).`;
  }
  return `${piece} cannot stand on ${name}: bombs may not stand in the front row (row ${rowsLabel(side, [1])}).`;
}

/** The code of each setup rule's refusal: which rule a placement breaks, not only that it does. */
const PLACEMENT_CODES = {
  half: 'junqi.placement-half',
  camp: 'junqi.placement-camp',
  flag: 'junqi.placement-flag',
  landmine: 'junqi.placement-landmine',
  bomb: 'junqi.placement-bomb',
} as const satisfies Record<PlacementRule, string>;

/**
 * The refusal of `rank` starting on `s` for `side` — the rule it breaks in its code, the square
 * in its params, placementError's sentence — or null when it may start there.
 */
export function placementRefusal(side: Side, rank: Rank, s: Square): RuleError | null {
  const rule = placementRule(side, rank, s);
  if (rule === null) return null;
  return ruleError(PLACEMENT_CODES[rule], placementError(side, rank, s)!, {
    square: squareName(s),
  });
}

/**
 * Checks a whole layout given as square names and ranks (from a player, a file, the command
 * line) into a trusted one, or names the first rule it breaks.
 */
export function checkLayout(side: Side, pieces: Readonly<Record<string, unknown>>): Result<Layout> {
  const layout = new Map<Square, Rank>();
  for (const [name, rank] of Object.entries(pieces)) {
    const s = parseSquare(name);
    if (s === null)
      return fail('junqi.bad-square', `"${name}" is not a square of the board.`, { square: name });
    if (!isRank(rank)) {
      return fail('junqi.bad-rank', `${name}: ${JSON.stringify(rank)} is not a rank (0–11).`, {
        square: name,
      });
    }
    const refused = placementRefusal(side, rank, s);
    if (refused) return { ok: false, error: refused };
    layout.set(s, rank);
  }
  const counts = Array.from({ length: 12 }, () => 0);
  for (const rank of layout.values()) counts[rank]!++;
  for (const [rank, want] of COUNTS.entries()) {
    if (counts[rank] !== want) {
      return fail(
        'junqi.count',
        `${SIDE_NAMES[side]} needs exactly ${want} ${RANK_NAMES[rank]!.toLowerCase()}${want === 1 ? '' : 's'}, not ${counts[rank]}.`,
        { rank },
      );
    }
  }
  const empty = SETUP_SQUARES[side]!.find((s) => !layout.has(s));
  if (empty !== undefined) {
    return fail(
      'junqi.empty',
      `${squareName(empty)} is empty: all 25 squares outside the camps are filled.`,
    );
  }
  return ok(layout);
}

/** A layout as square names and ranks, the way players and files write it. */
export function layoutRecord(layout: Layout): Record<string, Rank> {
  const out: Record<string, Rank> = {};
  for (const [s, rank] of layout) out[squareName(s)] = rank;
  return out;
}

/** The default layouts every side starts from (online-junqi's): square, rank. */
// biome-ignore format: each line is a row of the board, from the front row back
const DEFAULTS: readonly Readonly<Record<string, Rank>>[] = [
  {
    a6: 7, b6: 2, c6: 7, d6: 3, e6: 7,
    a5: 4, c5: 5, e5: 4,
    a4: 8, b4: 3, d4: 1, e4: 8,
    a3: 6, c3: 8, e3: 5,
    a2: 9, b2: 10, c2: 10, d2: 9, e2: 9,
    a1: 0, b1: 11, c1: 10, d1: 0, e1: 6,
  },
  {
    a12: 10, b12: 11, c12: 10, d12: 0, e12: 0,
    a11: 9, b11: 10, c11: 9, d11: 2, e11: 9,
    a10: 6, c10: 6, e10: 5,
    a9: 1, b9: 3, d9: 3, e9: 5,
    a8: 8, c8: 8, e8: 8,
    a7: 7, b7: 7, c7: 7, d7: 4, e7: 4,
  },
];

export function defaultLayout(side: Side): Layout {
  const layout = new Map<Square, Rank>();
  for (const [name, rank] of Object.entries(DEFAULTS[side]!)) layout.set(parseSquare(name)!, rank);
  return layout;
}

/**
 * A random layout that keeps the rules and some sense: the flag in a headquarters, the
 * landmines in the back two rows, the bombs behind the front row, the rest anywhere.
 */
export function randomLayout(side: Side, rng: Rng): Layout {
  const free = [...SETUP_SQUARES[side]!];
  const layout = new Map<Square, Rank>();
  const place = (rank: Rank, allowed: (s: Square) => boolean) => {
    const choices = free.filter(allowed);
    const s = rng.pick(choices);
    layout.set(s, rank);
    free.splice(free.indexOf(s), 1);
  };
  place(FLAG, isHeadquarters);
  for (let i = 0; i < COUNTS[LANDMINE]!; i++) place(LANDMINE, (s) => rowFromFront(s, side) >= 5);
  for (let i = 0; i < COUNTS[BOMB]!; i++) place(BOMB, (s) => rowFromFront(s, side) > 1);
  const rest: Rank[] = [];
  for (let rank = 1; rank <= 9; rank++)
    for (let i = 0; i < COUNTS[rank]!; i++) rest.push(rank as Rank);
  rng.shuffle(rest);
  for (const [i, s] of free.entries()) layout.set(s, rest[i]!);
  return layout;
}
