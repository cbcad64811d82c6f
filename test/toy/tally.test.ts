import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/core/events';
import type { Seat } from '../../src/core/game';
import {
  applyEntry,
  type LogEntry,
  type MatchState,
  matchOutcome,
  replay,
  seatsToMove,
  startMatch,
} from '../../src/core/match';
import { Rng } from '../../src/core/rng';
import { unannouncedChanges, viewersOf } from '../../src/core/step-check';
import { type TallyState, type TallyView, tally } from './tally';

const spec = (seed: string) => ({ game: 'tally', options: {}, seats: 4, seed });

/** Cards a viewer may know: its own hand and stake, and every stake once all are revealed. */
function secretsOf(state: TallyState, viewer: Seat | 'spectator'): Set<number> {
  const hidden = new Set<number>();
  state.hands.forEach((hand, seat) => {
    if (seat !== viewer) for (const c of hand) hidden.add(c);
  });
  if (state.phase === 'pick') {
    state.stakes.forEach((s, seat) => {
      if (s !== null && seat !== viewer) hidden.add(s);
    });
  }
  return hidden;
}

/** Every card a value mentions: the numbers in it, except those naming a seat. */
function cardsIn(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (Array.isArray(value)) for (const v of value) cardsIn(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (k !== 'seat') cardsIn(v, into);
  }
  return into;
}

/** A random entry: mostly a legal move, sometimes a platform action. */
function randomEntry(rng: Rng, m: MatchState<TallyState>): LogEntry {
  const seats = seatsToMove(tally, m);
  const seat = rng.pick(seats);
  const roll = rng.next();
  if (roll < 0.03) return { kind: 'resign', seat };
  if (roll < 0.06) return { kind: 'timeout', seat };
  if (roll < 0.09) return { kind: m.seats[seat]!.away ? 'return' : 'leave', seat };
  return { kind: 'move', seat, move: rng.pick(tally.legalMoves(m.state, seat)) };
}

describe('Tally, the toy game of the platform tests', () => {
  it('never shows a seat a card it may not know, in a view or an event', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (seed, playSeed) => {
        const rng = new Rng(playSeed);
        let m = startMatch(tally, spec(seed)) as MatchState<TallyState>;
        while (!matchOutcome(tally, m)) {
          const step = applyEntry(tally, m, randomEntry(rng, m));
          if (!step.ok) continue; // e.g. a return by a seat that never left
          for (const viewer of viewersOf(m)) {
            // Secrets before the step: an event must not reveal what the viewer could not know.
            const before = secretsOf(m.state, viewer);
            const after = secretsOf(step.value.match.state as TallyState, viewer);
            for (const card of cardsIn(eventsFor(step.value.events, viewer))) {
              expect(after.has(card) && before.has(card), `${viewer} is told of ${card}`).toBe(
                false,
              );
            }
            const view = tally.view(step.value.match.state as TallyState, viewer) as TallyView;
            const shown = cardsIn([view.hand, view.stakes, view.played]);
            for (const card of after) expect(shown.has(card), `${viewer} sees ${card}`).toBe(false);
          }
          expect(unannouncedChanges(tally, m, step.value)).toEqual([]);
          m = step.value.match as MatchState<TallyState>;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every game ends, and replaying its log gives the same state', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (seed, playSeed) => {
        const rng = new Rng(playSeed);
        let m = startMatch(tally, spec(seed)) as MatchState<TallyState>;
        const log: LogEntry[] = [];
        for (let guard = 0; guard < 200 && !matchOutcome(tally, m); guard++) {
          const entry = randomEntry(rng, m);
          const step = applyEntry(tally, m, entry);
          if (!step.ok) continue;
          log.push(entry);
          m = step.value.match as MatchState<TallyState>;
        }
        expect(matchOutcome(tally, m)).not.toBeNull();
        const again = replay(tally, spec(seed), log);
        expect(again.ok && again.value.match).toEqual(m);
      }),
      { numRuns: 200 },
    );
  });

  it('lets all four seats stake at once, in any order, and reveals the stakes together', () => {
    let m = startMatch(tally, spec('order')) as MatchState<TallyState>;
    expect(seatsToMove(tally, m)).toEqual([0, 1, 2, 3]);
    for (const seat of [2, 0, 3]) {
      const card = m.state.hands[seat]![0]!;
      const step = applyEntry(tally, m, { kind: 'move', seat, move: { type: 'pick', card } });
      if (!step.ok) throw new Error(step.error.message);
      expect(eventsFor(step.value.events, seat)).toContainEqual({ type: 'staked', seat, card });
      expect(eventsFor(step.value.events, (seat + 1) % 4)).toEqual([{ type: 'ready', seat }]);
      m = step.value.match as MatchState<TallyState>;
    }
    expect(seatsToMove(tally, m)).toEqual([1]);
    const last = applyEntry(tally, m, {
      kind: 'move',
      seat: 1,
      move: { type: 'pick', card: m.state.hands[1]![0]! },
    });
    if (!last.ok) throw new Error(last.error.message);
    expect(eventsFor(last.value.events, 'spectator').at(-1)).toMatchObject({ type: 'revealed' });
    expect((last.value.match.state as TallyState).phase).toBe('play');
  });

  it('a seat that resigns at a table of four is out, and the others play on', () => {
    let m = startMatch(tally, spec('resign')) as MatchState<TallyState>;
    const step = applyEntry(tally, m, { kind: 'resign', seat: 1 });
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match as MatchState<TallyState>;
    expect(matchOutcome(tally, m)).toBeNull();
    expect(seatsToMove(tally, m)).toEqual([0, 2, 3]);
    expect(tally.legalMoves(m.state, 1)).toEqual([]);
  });
});
