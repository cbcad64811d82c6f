/**
 * The 25 pieces of a side. Ranks are the usual encoding: among ranks 1–9 a lower number beats a
 * higher one (1 field marshal … 9 engineer); 0 is a bomb, 10 a landmine, 11 the flag.
 */
import type { Side } from './board';

export type Rank = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export const BOMB = 0;
export const MARSHAL = 1;
export const ENGINEER = 9;
export const LANDMINE = 10;
export const FLAG = 11;

/** How many of each rank a side has, by rank. */
export const COUNTS: readonly number[] = [2, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 1];
export const PIECES_PER_SIDE = 25;

export const RANKS: readonly Rank[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

export const isRank = (n: unknown): n is Rank =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 11;

/** Landmines and the flag never move. */
export const canMove = (rank: Rank): boolean => rank !== LANDMINE && rank !== FLAG;

/** English names, for messages and the command line (the web client has its own texts). */
export const RANK_NAMES: readonly string[] = [
  'Bomb',
  'Field Marshal',
  'General',
  'Major General',
  'Brigadier',
  'Colonel',
  'Major',
  'Captain',
  'Lieutenant',
  'Engineer',
  'Landmine',
  'Flag',
];

export const SIDE_NAMES = ['blue', 'red'] as const;
export type SideName = (typeof SIDE_NAMES)[number];
export const SIDE_LETTERS = ['b', 'r'] as const;

export const sideNamed = (name: string): Side | null =>
  name === 'blue' ? 0 : name === 'red' ? 1 : null;

/** A piece on the board: whose it is, its rank, and the square it started on (a public name for it). */
export interface Piece {
  readonly side: Side;
  readonly rank: Rank;
  readonly origin: number;
  /** It has moved at least once: everyone saw that, so it is no landmine and no flag. */
  readonly moved: boolean;
}

/** A piece code as players write it: the side's letter and the rank, e.g. "b9", "r11". */
export function pieceCode(side: Side, rank: Rank): string {
  return `${SIDE_LETTERS[side]}${rank}`;
}

export function parsePieceCode(code: string): { side: Side; rank: Rank } | null {
  const m = /^([br])(1[01]|[0-9])$/.exec(code);
  if (!m) return null;
  return { side: m[1] === 'b' ? 0 : 1, rank: Number(m[2]) as Rank };
}
