/**
 * A player's notes on the enemy's pieces, kept in this browser per match and side, so a reload
 * (or a page that opens on the game later) keeps them: what was learned (knowledge.ts `Kept`)
 * and the player's own marks, a rank they suspect a piece to be. Pieces are named by their
 * origin. What comes back from storage is checked, and dropped where it is not well formed.
 */
import { parseSquare } from '../../../games/junqi/board';
import { isRank, type Rank, type SideName } from '../../../games/junqi/pieces';
import type { Fact, Kept } from './knowledge';

export interface Notes extends Kept {
  /** By origin: the rank the player marked the piece as. */
  readonly marks: Readonly<Record<string, Rank>>;
}

export const NO_NOTES: Notes = { possible: {}, facts: {}, marks: {} };

export const notesKey = (matchId: string, side: SideName) =>
  `parlour:junqi:notes:${matchId}:${side}`;

const ALL = (1 << 12) - 1;
const isSquare = (name: string) => parseSquare(name) !== null;

function isFact(f: unknown): f is Fact {
  if (typeof f !== 'object' || f === null) return false;
  const x = f as Record<string, unknown>;
  switch (x.kind) {
    case 'moved':
    case 'flag':
      return true;
    case 'engineer':
      return typeof x.from === 'string' && typeof x.to === 'string';
    case 'beat':
      return (
        isRank(x.rank) &&
        (x.role === 'attacker' || x.role === 'defender') &&
        typeof x.square === 'string'
      );
    default:
      return false;
  }
}

const entries = (x: unknown): [string, unknown][] =>
  typeof x === 'object' && x !== null && !Array.isArray(x)
    ? Object.entries(x).filter(([k]) => isSquare(k))
    : [];

/** Only well-formed notes survive. */
export function parseNotes(raw: unknown): Notes {
  if (typeof raw !== 'object' || raw === null) return NO_NOTES;
  const r = raw as Record<string, unknown>;
  const possible: Record<string, number> = {};
  for (const [k, v] of entries(r.possible)) {
    if (Number.isInteger(v) && (v as number) > 0 && (v as number) <= ALL) possible[k] = v as number;
  }
  const facts: Record<string, Fact[]> = {};
  for (const [k, v] of entries(r.facts)) {
    if (Array.isArray(v)) facts[k] = v.filter(isFact);
  }
  const marks: Record<string, Rank> = {};
  for (const [k, v] of entries(r.marks)) if (isRank(v)) marks[k] = v;
  return { possible, facts, marks };
}

export function loadNotes(matchId: string, side: SideName): Notes {
  try {
    const raw = localStorage.getItem(notesKey(matchId, side));
    return raw ? parseNotes(JSON.parse(raw)) : NO_NOTES;
  } catch {
    return NO_NOTES;
  }
}

export function saveNotes(matchId: string, side: SideName, notes: Notes): void {
  try {
    localStorage.setItem(notesKey(matchId, side), JSON.stringify(notes));
  } catch {
    // Without storage the notes last as long as this page.
  }
}

/** Once the game is over every rank is shown: the notes have done their work. */
export function forgetNotes(matchId: string, side: SideName): void {
  try {
    localStorage.removeItem(notesKey(matchId, side));
  } catch {
    // Nothing to forget.
  }
}
