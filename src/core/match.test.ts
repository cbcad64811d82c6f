import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KnightsState, knights } from '../games/knights';
import { applyEntry, type LogEntry, matchOutcome, replay, startMatch } from './match';
import { Rng } from './rng';

const spec = { game: 'knights', options: { files: 6, ranks: 5 }, seats: 2, seed: 'seed' };

describe('a match is its log', () => {
  it('replaying the log of any game reproduces its state and version', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 40 }), (seed, cut) => {
        const rng = new Rng(seed);
        let m = startMatch(knights, spec);
        const log: LogEntry[] = [];
        while (log.length < cut && !matchOutcome(knights, m, 2)) {
          const state = m.state as KnightsState;
          const seat = knights.toMove(state)[0]!;
          const entry: LogEntry =
            rng.next() < 0.02
              ? { kind: 'resign', seat }
              : { kind: 'move', seat, move: rng.pick(knights.legalMoves(state, seat)) };
          const r = applyEntry(knights, m, 2, entry);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          m = r.value;
          log.push(entry);
        }
        const again = replay(knights, spec, JSON.parse(JSON.stringify(log)));
        expect(again.ok && again.value).toEqual(m);
        expect(m.version).toBe(log.length);
      }),
      { numRuns: 200 },
    );
  });

  it('a resignation ends a two-player game for the other seat, and nothing applies after', () => {
    const m0 = startMatch(knights, spec);
    const r = applyEntry(knights, m0, 2, { kind: 'resign', seat: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(matchOutcome(knights, r.value, 2)).toEqual({ winners: [0], reason: 'resigned' });
    const after = applyEntry(knights, r.value, 2, {
      kind: 'move',
      seat: 0,
      move: { square: 'a1' },
    });
    expect(after.ok || after.error.code).toBe('game-over');
  });

  it('refuses a malformed move and a seat that does not exist, changing nothing', () => {
    const m0 = startMatch(knights, spec);
    for (const entry of [
      { kind: 'move', seat: 0, move: { square: 42 } },
      { kind: 'move', seat: 0, move: 'a1' },
      { kind: 'move', seat: 5, move: { square: 'a1' } },
    ] as LogEntry[]) {
      const r = applyEntry(knights, m0, 2, entry);
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
