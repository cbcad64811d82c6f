/**
 * The challenge generator. From a random solution (seeded), it puts pegs under holes of matching
 * colour (and, for the easier levels, keeps one piece on the board), then removes clues one by
 * one, in random order, as long as the full solver still proves the solution unique. The result
 * is graded by clue count, start piece, and the effort of the human-style solver (human.ts).
 */
import { Rng } from '../../core/rng';
import { cellsOf, cellX, cellY } from './board';
import { placementMasks } from './cells';
import { humanEffort } from './human';
import { COLOUR_PEG, PEG_LIMIT, PIECE_COLOUR } from './pieces';
import {
  EMPTY_POSITION,
  formatPosition,
  type PegPlacement,
  type PiecePlacement,
  type Position,
} from './placement';
import { solvePosition } from './solutions';
import { countSolutions } from './solver';
import { checkPlacementString } from './validity';

export const LEVELS = ['starter', 'junior', 'expert', 'master', 'wizard'] as const;
export type Level = (typeof LEVELS)[number];

export interface Challenge {
  readonly id: string;
  readonly level: Level;
  /** The start: zero or one piece, then pegs. */
  readonly start: string;
  /** Its unique solution. */
  readonly solution: string;
}

export interface Grade {
  readonly level: Level;
  readonly pegs: number;
  readonly startPiece: boolean;
  readonly forced: number;
  readonly guesses: number;
  /** Higher is harder. */
  readonly score: number;
}

let pool: PiecePlacement[][] | null = null;

/** The 5,992 empty-board solutions, enumerated once: random solutions are drawn from them. */
function solutionPool(): PiecePlacement[][] {
  if (!pool) {
    pool = solvePosition(EMPTY_POSITION).map((s) => {
      const r = checkPlacementString(s);
      if (!r.ok) throw new Error(r.error.message);
      return [...r.value.pieces];
    });
  }
  return pool;
}

/** Every peg the solution allows: one per hole, in the colour of the piece over it. */
function pegSpots(solution: readonly PiecePlacement[]): PegPlacement[] {
  return solution.flatMap((p) =>
    cellsOf(placementMasks(p)!.holes).map((cell) => ({
      peg: COLOUR_PEG[PIECE_COLOUR[p.piece]],
      x: cellX(cell),
      y: cellY(cell),
    })),
  );
}

function isUnique(position: Position): boolean {
  return countSolutions(position, 2) === 1;
}

export function gradeChallenge(position: Position): Grade {
  const effort = humanEffort(position);
  const pegs = position.pegs.length;
  const startPiece = position.pieces.length > 0;
  return {
    level: levelOf(startPiece, effort.guesses),
    pegs,
    startPiece,
    forced: effort.forced,
    guesses: effort.guesses,
    score: difficultyScore(pegs, startPiece, effort.guesses),
  };
}

/** A single number for sorting challenges within a level: search first, then fewer clues. */
function difficultyScore(pegs: number, startPiece: boolean, guesses: number): number {
  return guesses * 10 + (7 - pegs) * 3 + (startPiece ? 0 : 20);
}

/**
 * What each level means. A start piece marks the two easy levels; beyond that the human-style
 * solver's guesses decide (0 = pure logic). `maxGuesses` also steers clue removal: a clue is only
 * taken away if the challenge stays within the level's effort, so easy levels keep more pegs.
 */
export const LEVEL_RULES: Readonly<
  Record<Level, { startPiece: boolean; minGuesses: number; maxGuesses: number }>
> = {
  starter: { startPiece: true, minGuesses: 0, maxGuesses: 0 },
  junior: { startPiece: true, minGuesses: 1, maxGuesses: 8 },
  expert: { startPiece: false, minGuesses: 0, maxGuesses: 8 },
  master: { startPiece: false, minGuesses: 9, maxGuesses: 24 },
  wizard: { startPiece: false, minGuesses: 25, maxGuesses: Number.POSITIVE_INFINITY },
};

export function levelOf(startPiece: boolean, guesses: number): Level {
  if (startPiece) return guesses === 0 ? 'starter' : guesses <= 8 ? 'junior' : 'expert';
  return guesses <= 8 ? 'expert' : guesses <= 24 ? 'master' : 'wizard';
}

interface Attempt {
  readonly position: Position;
  readonly solution: string;
  readonly grade: Grade;
}

/**
 * One attempt at a challenge of `level`: a random solution, pegs under its holes (and a start
 * piece for easy levels), then pegs removed in random order while the solution stays unique and
 * the effort stays within the level. Null when the attempt does not land in the level.
 */
export function attempt(rng: Rng, level: Level): Attempt | null {
  const rules = LEVEL_RULES[level];
  const all = solutionPool();
  const solution = all[rng.int(all.length)]!;
  const spots = rng.shuffle(pegSpots(solution));
  const pegs: PegPlacement[] = [];
  for (const spot of spots) {
    if (pegs.filter((p) => p.peg === spot.peg).length < PEG_LIMIT[spot.peg]) pegs.push(spot);
  }
  const pieces = rules.startPiece ? [solution[rng.int(solution.length)]!] : [];
  let position: Position = { pieces, pegs };
  if (!isUnique(position)) return null;
  let grade = gradeChallenge(position);
  if (grade.guesses > rules.maxGuesses) return null;
  for (const peg of rng.shuffle([...pegs])) {
    const fewer = { pieces, pegs: position.pegs.filter((p) => p !== peg) };
    if (fewer.pegs.length === 0 || !isUnique(fewer)) continue;
    const fewerGrade = gradeChallenge(fewer);
    if (fewerGrade.guesses > rules.maxGuesses) continue;
    position = fewer;
    grade = fewerGrade;
  }
  if (grade.level !== level) return null;
  const solutions = solvePosition(position);
  return { position, solution: solutions[0]!, grade };
}

export interface GeneratedChallenge extends Challenge {
  readonly grade: Grade;
}

/** Enough attempts that a level is always found; each attempt costs a few milliseconds. */
const MAX_ATTEMPTS = 100_000;

/**
 * `count` new challenges of one level, deterministic from the seed. Ids are `level-seed-n`.
 * Starts are distinct.
 */
export function generateChallenges(level: Level, seed: string, count = 1): GeneratedChallenge[] {
  const rng = new Rng(`${level}:${seed}`);
  const out: GeneratedChallenge[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < count && tries < MAX_ATTEMPTS; tries++) {
    const a = attempt(rng, level);
    if (!a) continue;
    const start = formatPosition(a.position);
    if (seen.has(start)) continue;
    seen.add(start);
    out.push({
      id: `${level}-${seed}-${out.length + 1}`,
      level,
      start,
      solution: a.solution,
      grade: a.grade,
    });
  }
  return out;
}

/** One new challenge of a level, deterministic from the seed. */
export function generate(level: Level, seed: string): GeneratedChallenge {
  const [challenge] = generateChallenges(level, seed, 1);
  if (!challenge) throw new Error(`no ${level} challenge found for seed ${seed}`);
  return challenge;
}

export function isLevel(s: string): s is Level {
  return (LEVELS as readonly string[]).includes(s);
}
