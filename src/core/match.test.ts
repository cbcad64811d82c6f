import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KnightsState, knights } from '../games/knights';
import type { GameEvent } from './game';
import {
  applyEntry,
  type LogEntry,
  type MatchState,
  matchOutcome,
  replay,
  seatsToMove,
  startMatch,
} from './match';
import { Rng } from './rng';
import { unannouncedChanges } from './step-check';

const spec = { game: 'knights', options: { files: 6, ranks: 5 }, seats: 2, seed: 'seed' };

function must(
  match: MatchState,
  entry: LogEntry,
): { match: MatchState; events: readonly GameEvent[] } {
  const r = applyEntry(knights, match, entry);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('a match is its log', () => {
  it('replaying the log of any game reproduces its state, version and last steps', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 40 }), (seed, cut) => {
        const rng = new Rng(seed);
        let m = startMatch(knights, spec);
        const log: LogEntry[] = [];
        const steps: { v: number; events: readonly GameEvent[] }[] = [];
        while (log.length < cut && !matchOutcome(knights, m)) {
          const state = m.state as KnightsState;
          const seat = knights.toMove(state)[0]!;
          const entry: LogEntry =
            rng.next() < 0.02
              ? { kind: 'resign', seat }
              : { kind: 'move', seat, move: rng.pick(knights.legalMoves(state, seat)) };
          const step = must(m, entry);
          expect(unannouncedChanges(knights, m, step)).toEqual([]);
          m = step.match;
          log.push(entry);
          steps.push({ v: m.version, events: step.events });
        }
        const again = replay(knights, spec, JSON.parse(JSON.stringify(log)), { keepSteps: 3 });
        expect(again.ok && again.value.match).toEqual(m);
        expect(again.ok && again.value.recent).toEqual(JSON.parse(JSON.stringify(steps.slice(-3))));
        expect(m.version).toBe(log.length);
      }),
      { numRuns: 200 },
    );
  });

  it('a move of a game with nothing to hide is one event for everyone, carrying the move', () => {
    const { events } = must(startMatch(knights, spec), {
      kind: 'move',
      seat: 0,
      move: { square: 'c3' },
    });
    expect(events).toEqual([
      { to: 'all', event: { type: 'move', seat: 0, move: { square: 'c3' } } },
    ]);
  });

  it('a resignation ends a two-player game for the other seat, and nothing applies after', () => {
    const { match, events } = must(startMatch(knights, spec), { kind: 'resign', seat: 1 });
    expect(events).toEqual([{ to: 'all', event: { type: 'resigned', seat: 1 } }]);
    expect(matchOutcome(knights, match)).toEqual({ winners: [0], reason: 'resigned' });
    expect(seatsToMove(knights, match)).toEqual([]);
    const after = applyEntry(knights, match, { kind: 'move', seat: 0, move: { square: 'a1' } });
    expect(after.ok || after.error.code).toBe('game-over');
  });

  it('a clock running out loses the game where the game leaves it to the platform', () => {
    const { match } = must(startMatch(knights, spec), { kind: 'timeout', seat: 0 });
    expect(matchOutcome(knights, match)).toEqual({ winners: [1], reason: 'timeout' });
  });

  it('records who plays a seat: leaving, a bot taking over, the player coming back', () => {
    const m0 = startMatch(knights, spec, [{ kind: 'human' }, { kind: 'bot', level: 'casual' }]);
    expect(m0.seats.map((s) => [s.player, s.bot])).toEqual([
      [true, null],
      [false, 'casual'],
    ]);
    const left = must(m0, { kind: 'leave', seat: 0 });
    expect(left.match.seats[0]).toMatchObject({ away: true, bot: null });
    const taken = must(left.match, { kind: 'takeover', seat: 0, level: 'strong' });
    expect(taken.events).toEqual([
      { to: 'all', event: { type: 'takeover', seat: 0, level: 'strong' } },
    ]);
    expect(taken.match.seats[0]).toMatchObject({ away: true, bot: 'strong' });
    // The bot's moves are the seat's moves.
    const moved = must(taken.match, { kind: 'move', seat: 0, move: { square: 'a1' } });
    const back = must(moved.match, { kind: 'return', seat: 0 });
    expect(back.match.seats[0]).toMatchObject({ away: false, bot: null });
    expect(back.match.version).toBe(4);
    expect(matchOutcome(knights, back.match)).toBeNull();
  });

  it('refuses platform actions that make no sense, changing nothing', () => {
    const m0 = startMatch(knights, spec, [{ kind: 'human' }, { kind: 'bot', level: 'casual' }]);
    const refused: [LogEntry, string][] = [
      [{ kind: 'return', seat: 0 }, 'not-away'],
      [{ kind: 'leave', seat: 1 }, 'not-a-player-seat'],
      [{ kind: 'takeover', seat: 0, level: 'god' }, 'unknown-level'],
      [{ kind: 'resign', seat: 2 }, 'no-such-seat'],
    ];
    for (const [entry, code] of refused) {
      const r = applyEntry(knights, m0, entry);
      expect(r.ok || r.error.code, JSON.stringify(entry)).toBe(code);
    }
    const left = must(m0, { kind: 'leave', seat: 0 });
    const again = applyEntry(knights, left.match, { kind: 'leave', seat: 0 });
    expect(again.ok || again.error.code).toBe('already-away');
    expect(m0.version).toBe(0);
  });

  it('refuses a malformed move and a seat that does not exist, changing nothing', () => {
    const m0 = startMatch(knights, spec);
    for (const entry of [
      { kind: 'move', seat: 0, move: { square: 42 } },
      { kind: 'move', seat: 0, move: 'a1' },
      { kind: 'move', seat: 5, move: { square: 'a1' } },
    ] as LogEntry[]) {
      const r = applyEntry(knights, m0, entry);
      expect(r.ok).toBe(false);
    }
    expect(m0.version).toBe(0);
  });

  it('a log entry that no longer applies makes replay fail with the entry number', () => {
    const r = replay(knights, spec, [
      { kind: 'move', seat: 0, move: { square: 'c3' } },
      { kind: 'move', seat: 1, move: { square: 'd5' } },
    ]);
    expect(r.ok || r.error.message).toBe(
      'Log entry 2 no longer applies: d5 is attacked by the knight on c3.',
    );
  });
});
