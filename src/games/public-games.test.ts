import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../core/game';
import { games } from './index';

/**
 * A game that says it hides nothing gets one message per version for all its watchers (see
 * `Game.hidesNothing`): this holds it to that, over random games from random seeds.
 */
const open = Object.values(games).filter((g) => g.hidesNothing === true);

function viewersOf(seats: number): Viewer[] {
  return [...Array.from({ length: seats }, (_, s) => s), 'spectator'];
}

function playRandomly(game: AnyGame, seats: number, seed: string, picks: number[]) {
  let state = game.setup({ seats, seed, options: game.optionsSchema.parse({}) });
  const seen: { state: unknown; events: readonly { to: unknown }[] }[] = [{ state, events: [] }];
  for (const pick of picks) {
    const [seat] = game.toMove(state);
    if (seat === undefined) break;
    const moves = game.legalMoves(state, seat);
    if (moves.length === 0) break;
    const played = game.play(state, seat, moves[pick % moves.length]);
    if (!played.ok) throw new Error(`a listed move was refused: ${played.error.message}`);
    state = played.value.state;
    seen.push({ state, events: played.value.events });
  }
  return seen;
}

describe('games that hide nothing', () => {
  it('are the games with nothing secret', () => {
    expect(open.map((g) => g.id).sort()).toEqual(['knights', 'twist']);
  });

  for (const game of open) {
    it(`${game.id}: every viewer sees the same view and every event`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: game.minSeats, max: game.maxSeats }),
          fc.string({ minLength: 1, maxLength: 8 }),
          fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
          (seats, seed, picks) => {
            for (const { state, events } of playRandomly(game, seats, seed, picks)) {
              for (const e of events) expect(e.to).toBe('all');
              const [first, ...rest] = viewersOf(seats).map((v) => game.view(state, v));
              for (const other of rest) expect(other).toEqual(first);
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
