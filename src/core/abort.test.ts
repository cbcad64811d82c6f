/**
 * No table waits forever: over the setup clock, with every combination of seats ready, ready and
 * then gone, never ready, or gone before the clock ran out, every table reaches an end or has
 * someone who can bring one about — and one that every player left is aborted, unrated by its
 * reason, and replays so. On the toy game (two to four seats, a leaver bot) and on Junqi (two
 * seats, none).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tally as tallyGame } from '../../test/toy/tally';
import { junqi as junqiGame } from '../games/junqi';
import { ABORTED, abortOf, isAborted } from './abort';
import type { AnyGame, Seat } from './game';
import {
  type LogEntry,
  type MatchState,
  matchOutcome,
  mayClaim,
  replay,
  seatsToMove,
  startMatch,
} from './match';
import type { SeatPlan } from './protocol';
import { stateHash } from './state-hash';
import { decide, type Table, type TableCommand } from './table';

const tally: AnyGame = tallyGame;
const junqi: AnyGame = junqiGame;

type Fate = 'ready' | 'ready-then-gone' | 'never-ready' | 'gone';
const FATES: readonly Fate[] = ['ready', 'ready-then-gone', 'never-ready', 'gone'];

/** The seat never got ready: its setup clock ran out, or it had left already. */
const unready = (fate: Fate) => fate === 'never-ready' || fate === 'gone';

/** The seat's setup move: a stake in the toy game, "ready" with the layout drawn in Junqi. */
function readyMove(game: AnyGame, state: unknown, seat: Seat): unknown {
  if (game === junqi) return { type: 'ready' };
  const hand = (tally.view(state, seat) as { hand: number[] }).hand;
  return { type: 'pick', card: hand[0] };
}

/** Someone can still act here: a seat to move that a player present or a bot plays, or a claim. */
function canGoOn(game: AnyGame, match: MatchState): boolean {
  if (matchOutcome(game, match)) return true;
  const here = (seat: Seat) => {
    const s = match.seats[seat]!;
    return s.bot !== null || (s.player && !s.away && !s.resigned);
  };
  return seatsToMove(game, match).some(here) || match.seats.some((_, s) => mayClaim(match, s));
}

function play(game: AnyGame, fates: readonly Fate[], order: readonly Seat[]) {
  const plan: SeatPlan[] = fates.map(() => ({ kind: 'human' }));
  const spec = { game: game.id, options: {}, seats: fates.length, seed: `abort-${fates.join()}` };
  let table: Table = { match: startMatch(game, spec, plan), drafts: fates.map(() => []) };
  const log: LogEntry[] = [];
  const run = (command: TableCommand) => {
    const done = decide(game, table, command, { standIn: true, onTimeout: 'forfeit' });
    // A command the table no longer takes (the match already ended) changes nothing.
    if (!done.ok) return;
    table = done.value.table;
    log.push(...done.value.steps.map((s) => s.entry));
  };
  for (const [seat, fate] of fates.entries()) {
    if (fate === 'ready' || fate === 'ready-then-gone') {
      run({ kind: 'move', seat, move: readyMove(game, table.match.state, seat), chosenAt: null });
    }
  }
  for (const [seat, fate] of fates.entries()) {
    if (fate === 'gone' || fate === 'ready-then-gone') run({ kind: 'grace-over', seat });
  }
  // The setup clock runs out, for every seat, in any order.
  for (const seat of order) run({ kind: 'clock-out', seat });
  const replayed = replay(game, spec, log, { plan });
  if (!replayed.ok) throw new Error(replayed.error.message);
  expect(stateHash(replayed.value.match)).toBe(stateHash(table.match));
  return table.match;
}

const tables = (seats: fc.Arbitrary<number>) =>
  seats.chain((n) =>
    fc.tuple(
      fc.array(fc.constantFrom(...FATES), { minLength: n, maxLength: n }),
      fc.shuffledSubarray(
        Array.from({ length: n }, (_, s) => s),
        { minLength: n, maxLength: n },
      ),
    ),
  );

describe('a table nobody stays at', () => {
  for (const [game, seats] of [
    [tally, fc.integer({ min: 2, max: 4 })],
    [junqi, fc.constant(2)],
  ] as const) {
    it(`reaches an end or can be ended, whoever was ready or gone (${game.id})`, () => {
      fc.assert(
        fc.property(tables(seats), ([fates, order]) => {
          // Every seat got ready: the setup ended as it should, and play is another matter.
          fc.pre(fates.some(unready));
          const match = play(game, fates, order);
          expect(canGoOn(game, match)).toBe(true);
          const stayed = fates.some((f) => f === 'ready');
          const outcome = matchOutcome(game, match);
          // Everyone gone before play began: aborted, nobody won; anyone still here: not aborted.
          expect(isAborted(outcome)).toBe(!stayed);
          if (!stayed) expect(outcome).toMatchObject({ winners: [], reason: ABORTED });
        }),
        { numRuns: 150 },
      );
    });
  }

  it('checks every combination of two Junqi seats exhaustively', () => {
    for (const a of FATES) {
      for (const b of FATES) {
        if (!unready(a) && !unready(b)) continue;
        const match = play(junqi, [a, b], [0, 1]);
        expect(canGoOn(junqi, match)).toBe(true);
        const stayed = a === 'ready' || b === 'ready';
        expect(matchOutcome(junqi, match)?.reason === ABORTED).toBe(!stayed);
      }
    }
  });

  it('keeps waiting for the one person at a table of bots, and goes on once play began', () => {
    const spec = { game: 'tally', options: {}, seats: 2, seed: 'one-person' };
    const alone = startMatch(tally, spec, [{ kind: 'human' }, { kind: 'bot', level: 'random' }]);
    const gone = { ...alone, seats: [{ ...alone.seats[0]!, away: true }, alone.seats[1]!] };
    expect(abortOf(tally, gone)).toBeNull();
    const people = startMatch(tally, spec, [{ kind: 'human' }, { kind: 'human' }]);
    const bothGone = { ...people, seats: people.seats.map((s) => ({ ...s, away: true })) };
    expect(abortOf(tally, bothGone)?.reason).toBe(ABORTED);
    // In play, after a move, a table everyone left is not aborted (a result stands to be claimed).
    const inPlay = {
      ...bothGone,
      state: { ...(bothGone.state as object), phase: 'play' },
      moved: [3, 0],
    };
    expect(abortOf(tally, inPlay)).toBeNull();
  });
});
