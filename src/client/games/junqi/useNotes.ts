/**
 * The player's notes on the enemy's pieces in a match: what the record and the view teach
 * (knowledge.ts), merged with what this browser kept from earlier visits, and the player's own
 * marks; kept in the browser as they change (notesStore.ts), forgotten once the game is over.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { parseSquare, type Square, squareName } from '../../../games/junqi/board';
import type { Rank, SideName } from '../../../games/junqi/pieces';
import type { JunqiView } from '../../../games/junqi/view';
import { language } from '../../i18n';
import type { BoardNote } from './Board';
import { type Knowledge, keep, learn, merge, type RankCount, rankCounts } from './knowledge';
import { forgetNotes, loadNotes, type Notes, saveNotes } from './notesStore';
import { noteLines, type PieceNote, tileNote } from './notesText';
import type { GameRecord } from './record';

export interface EnemyNotes {
  readonly knowledge: Knowledge;
  /** By the square each hidden enemy piece stands on. */
  readonly pieces: ReadonlyMap<Square, PieceNote>;
  /** The same, as the board shows them. */
  readonly board: ReadonlyMap<Square, BoardNote>;
  readonly counts: readonly RankCount[];
  /** Marks the piece that started on `origin` as `rank`, or takes its mark off. */
  mark(origin: Square, rank: Rank | null): void;
}

export function useNotes(
  matchId: string,
  view: JunqiView,
  record: GameRecord,
  version: number,
): EnemyNotes | null {
  const you = view.you;
  const key = `${matchId}:${you}`;
  const kept = useRef<{ key: string; notes: Notes } | null>(null);
  // Another match or side in the same component (a rematch) has notes of its own.
  if (you !== null && kept.current?.key !== key) {
    kept.current = { key, notes: loadNotes(matchId, you) };
  }
  const [, rerender] = useState(0);
  const marks = kept.current?.notes.marks ?? NO_MARKS;

  const knowledge = useMemo(() => {
    // The record is brought up to the view's version before the page draws it.
    if (record.version !== version || kept.current === null) return null;
    const fresh = learn(record, view);
    return fresh && merge(fresh, kept.current.notes, view);
  }, [record, view, version, key]);

  const over = view.phase === 'over';
  useEffect(() => {
    if (you === null) return;
    if (over) {
      forgetNotes(matchId, you);
      return;
    }
    const held = kept.current;
    if (!knowledge || !held) return;
    const notes: Notes = { ...keep(knowledge), marks: held.notes.marks };
    kept.current = { key: held.key, notes };
    saveNotes(matchId, you, notes);
  }, [knowledge, over, matchId, you]);

  // The board's notes are words: drawn again in another language.
  const lang = language.value;
  return useMemo(() => {
    void lang;
    if (!knowledge || you === null) return null;
    return notesOf(knowledge, view, you, marks, (origin, rank) => {
      const held = kept.current;
      if (!held) return;
      const next: Record<string, Rank> = { ...held.notes.marks };
      if (rank === null) delete next[squareName(origin)];
      else next[squareName(origin)] = rank;
      kept.current = { key: held.key, notes: { ...held.notes, marks: next } };
      saveNotes(matchId, you, kept.current.notes);
      rerender((n) => n + 1);
    });
  }, [knowledge, view, you, marks, matchId, lang]);
}

const NO_MARKS: Readonly<Record<string, Rank>> = {};

function notesOf(
  knowledge: Knowledge,
  view: JunqiView,
  you: SideName,
  marks: Readonly<Record<string, Rank>>,
  mark: EnemyNotes['mark'],
): EnemyNotes {
  const pieces = new Map<Square, PieceNote>();
  const board = new Map<Square, BoardNote>();
  for (const p of view.pieces) {
    if (p.side === you || p.rank !== null) continue;
    const s = parseSquare(p.square);
    const origin = parseSquare(p.origin);
    if (s === null || origin === null) continue;
    const note: PieceNote = {
      origin,
      possible: knowledge.beliefs.possible[origin] ?? 0,
      facts: knowledge.facts[p.origin] ?? [],
      mark: marks[p.origin] ?? null,
    };
    pieces.set(s, note);
    board.set(s, {
      tile: tileNote(note),
      moved: p.moved,
      lines: noteLines(note, knowledge.enemy),
    });
  }
  return { knowledge, pieces, board, counts: rankCounts(knowledge), mark };
}
