/**
 * The replay of a finished game, frame by frame, from what this page recorded and the two
 * layouts the final view reveals. Every piece carries the square it started on, so a position
 * seen in the middle of the game gets its ranks from the layouts too. Applying a move needs no
 * rule: the result each move announced says who stayed.
 */
import type { Rank, SideName } from '../../../games/junqi/pieces';
import type { JunqiView } from '../../../games/junqi/view';
import type { GameRecord, RecordedMove } from './record';

export interface FramePiece {
  readonly square: string;
  readonly side: SideName;
  readonly rank: Rank | null;
}

export type Caption =
  | { readonly kind: 'layouts' }
  /** The page opened at this ply: what came before it was not seen here. */
  | { readonly kind: 'opened'; readonly ply: number }
  | {
      readonly kind: 'move';
      readonly move: RecordedMove;
      readonly attacker: Rank | null;
      readonly defender: Rank | null;
    }
  /** The page saw none of the moves: only the end. */
  | { readonly kind: 'final'; readonly ply: number };

export interface Frame {
  readonly pieces: readonly FramePiece[];
  readonly last: { readonly from: string; readonly to: string } | null;
  readonly caption: Caption;
}

interface Tracked {
  readonly side: SideName;
  readonly origin: string;
  readonly rank: Rank | null;
}

const piecesOf = (board: ReadonlyMap<string, Tracked>): FramePiece[] =>
  [...board].map(([square, p]) => ({ square, side: p.side, rank: p.rank }));

export function replayFrames(record: GameRecord, final: JunqiView): Frame[] {
  const layouts = final.layouts;
  const finalFrame: Frame = {
    pieces: final.pieces.map((p) => ({ square: p.square, side: p.side, rank: p.rank })),
    last: final.last && { from: final.last.from, to: final.last.to },
    caption: { kind: 'final', ply: final.ply },
  };
  if (!layouts) return [finalFrame];
  const rankOf = (side: SideName, origin: string, fallback: Rank | null) =>
    layouts[side][origin] ?? fallback;

  const board = new Map<string, Tracked>();
  for (const side of ['blue', 'red'] as const) {
    for (const [square, rank] of Object.entries(layouts[side])) {
      board.set(square, { side, origin: square, rank });
    }
  }
  const frames: Frame[] = [{ pieces: piecesOf(board), last: null, caption: { kind: 'layouts' } }];
  const base = record.base;
  if (base.kind === 'none') return [...frames, finalFrame];
  if (base.kind === 'midway') {
    board.clear();
    for (const p of base.pieces) {
      board.set(p.square, {
        side: p.side,
        origin: p.origin,
        rank: rankOf(p.side, p.origin, p.rank),
      });
    }
    frames.push({
      pieces: piecesOf(board),
      last: null,
      caption: { kind: 'opened', ply: base.ply },
    });
  }
  for (const move of record.moves) {
    const attacker = board.get(move.from);
    const defender = board.get(move.to);
    board.delete(move.from);
    if (attacker && (move.result === null || move.result === 'won')) board.set(move.to, attacker);
    if (move.result === 'both') board.delete(move.to);
    frames.push({
      pieces: piecesOf(board),
      last: { from: move.from, to: move.to },
      caption: {
        kind: 'move',
        move,
        attacker: attacker?.rank ?? null,
        defender: move.result === null ? null : (defender?.rank ?? null),
      },
    });
  }
  return frames;
}
