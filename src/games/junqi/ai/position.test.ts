import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { isCamp, isHeadquarters } from '../board';
import { hasMove, movesOf } from '../moves';
import { canMove, type Piece } from '../pieces';
import { playMove } from '../state';
import {
  BOTH,
  generateMoves,
  hasAnyMove,
  LOST,
  MOVE_BUFFER,
  makeMove,
  moveFrom,
  moveTo,
  NO_COMBAT,
  positionOf,
  reachesInOne,
  reachesInTwo,
  WON,
} from './position';
import { randomGame } from './random-game.fixture';

const listed = (buf: Uint16Array, n: number) =>
  Array.from(buf.subarray(0, n), (m) => `${moveFrom(m)}-${moveTo(m)}`).sort();

describe('the search board', () => {
  it('lists exactly the rules’ moves, for both sides, through random games', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 300 }), (seed, plies) => {
        const state = randomGame(seed, plies);
        const p = positionOf(state.board);
        const buf = new Uint16Array(MOVE_BUFFER);
        for (const side of [0, 1] as const) {
          const rules = movesOf(state.board, side).map((m) => `${m.from}-${m.to}`);
          expect(listed(buf, generateMoves(p, side, buf))).toEqual(rules.sort());
          expect(hasAnyMove(p, side)).toBe(hasMove(state.board, side));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('knows in one move exactly the squares the rules let a piece enter or attack', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 300 }), (seed, plies) => {
        const state = randomGame(seed, plies);
        const p = positionOf(state.board);
        for (const side of [0, 1] as const) {
          const legal = new Set(movesOf(state.board, side).map((m) => `${m.from}-${m.to}`));
          state.board.forEach((piece, from) => {
            if (piece?.side !== side || !canMove(piece.rank) || isHeadquarters(from)) return;
            state.board.forEach((there, to) => {
              // Where the rules forbid the move for what stands there, not for the way to it.
              if (to === from || there?.side === side || (there && isCamp(to))) return;
              expect(reachesInOne(p, from, to), `${from}-${to}`).toBe(legal.has(`${from}-${to}`));
            });
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('knows in two moves exactly where a piece gets by a first move to an empty square', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 300 }), (seed, plies) => {
        const state = randomGame(seed, plies);
        const p = positionOf(state.board);
        const side = state.toMove;
        const moves = movesOf(state.board, side);
        const pieces = [...new Set(moves.map((m) => m.from))];
        for (const from of pieces.slice(0, 6)) {
          // By the rules: one move, or a first move to an empty square and a second from there.
          const reach = new Set(moves.filter((m) => m.from === from).map((m) => m.to));
          for (const first of moves.filter((m) => m.from === from && !state.board[m.to])) {
            const board = [...state.board];
            board[first.to] = { ...board[from]!, moved: true };
            board[from] = null;
            for (const m of movesOf(board, side)) if (m.from === first.to) reach.add(m.to);
          }
          state.board.forEach((there, to) => {
            if (to === from || there?.side === side || (there && isCamp(to))) return;
            expect(reachesInTwo(p, from, to), `${from}-${to}`).toBe(reach.has(to));
          });
        }
      }),
      { numRuns: 120 },
    );
  });

  it('plays a move as the rules do, and reports the combat', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 200 }), (seed, plies) => {
        const state = randomGame(seed, plies);
        if (state.phase !== 'play') return;
        const rng = new Rng(seed ^ 7);
        const m = rng.pick(movesOf(state.board, state.toMove));
        const r = playMove(state, state.toMove, m.from, m.to);
        if (!r.ok) throw new Error(r.error.message);
        const p = positionOf(state.board);
        const result = makeMove(p, m.from, m.to, state.options);
        const expected = { won: WON, lost: LOST, both: BOTH }[r.value.result ?? 'won'];
        expect(result).toBe(r.value.result === null ? NO_COMBAT : expected);
        const after = positionOf(r.value.state.board as (Piece | null)[]);
        expect(Array.from(p.rank)).toEqual(Array.from(after.rank));
        expect(Array.from(p.side)).toEqual(Array.from(after.side));
      }),
      { numRuns: 150 },
    );
  });
});
