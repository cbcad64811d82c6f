/**
 * The opening book: exact answers, computed offline by scripts/knights-book.ts, for the early
 * positions where an exact solve is too slow to run during a move. Entries are looked up by the
 * position's canonical legal-square set under the board's symmetries, so one entry serves every
 * symmetric copy of its position.
 */
import { type BoardSize, parseSquare } from '../board';
import book from './book.json';
import { canonicalPosition, inverseSymmetry, symmetriesOf } from './geometry';
import { parsePosition } from './notation';

export interface BookEntry {
  /** The position in the analyser's notation, e.g. "8x8:c7,a8". */
  readonly position: string;
  /** For the side to move. */
  readonly verdict: 'win' | 'loss';
  /** Every winning move (empty in a lost position), sorted by square index. */
  readonly winningMoves: readonly string[];
  /** The moves the Perfect level chooses from: the winning moves, or the best traps. */
  readonly play: readonly string[];
  /** "w/l": winning replies / legal replies left by a `play` move (informative). */
  readonly replies?: string;
}

export interface BookFile {
  readonly about: string;
  readonly entries: readonly BookEntry[];
}

/** A book entry with its moves as square indices in the canonical frame. */
interface Canonical {
  readonly entry: BookEntry;
  readonly winning: number[];
  readonly play: number[];
}

let index: Map<string, Canonical> | null = null;

function keyOf(size: BoardSize, lo: number, hi: number): string {
  return `${size.files}x${size.ranks}:${lo}:${hi}`;
}

function buildIndex(entries: readonly BookEntry[]): Map<string, Canonical> {
  const map = new Map<string, Canonical>();
  for (const entry of entries) {
    const p = parsePosition(entry.position);
    if (!p.ok) throw new Error(`bad book entry ${entry.position}: ${p.error}`);
    const { size, legalLo, legalHi } = p.value;
    const canon = canonicalPosition(legalLo, legalHi, size);
    const map0 = symmetriesOf(size)[canon.symmetry]!;
    const toCanon = (name: string) => {
      const s = parseSquare(name, size);
      if (s === null) throw new Error(`bad square ${name} in book entry ${entry.position}`);
      return map0[s]!;
    };
    map.set(keyOf(size, canon.lo, canon.hi), {
      entry,
      winning: entry.winningMoves.map(toCanon),
      play: entry.play.map(toCanon),
    });
  }
  return map;
}

export interface BookAnswer {
  readonly verdict: 'win' | 'loss';
  /** Square indices in the asked position's own frame. */
  readonly winningMoves: number[];
  readonly play: number[];
  readonly entry: BookEntry;
}

/** The book's answer for a position given by its legal squares, or null if it has none. */
export function lookupBook(size: BoardSize, lo: number, hi: number): BookAnswer | null {
  if (!index) index = buildIndex((book as BookFile).entries);
  const canon = canonicalPosition(lo, hi, size);
  const hit = index.get(keyOf(size, canon.lo, canon.hi));
  if (!hit) return null;
  const back = symmetriesOf(size)[inverseSymmetry(size, canon.symmetry)]!;
  const toHere = (s: number) => back[s]!;
  return {
    verdict: hit.entry.verdict,
    winningMoves: hit.winning.map(toHere).sort((a, b) => a - b),
    play: hit.play.map(toHere).sort((a, b) => a - b),
    entry: hit.entry,
  };
}

/** Every entry, as shipped (for tests and tools). */
export function bookEntries(): readonly BookEntry[] {
  return (book as BookFile).entries;
}
