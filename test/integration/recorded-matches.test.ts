import { describe, expect, it } from 'vitest';
import { type LogEntry, type MatchSpec, matchOutcome, replay } from '../../src/core/match';
import { findGame } from '../../src/games';
import recorded from '../fixtures/recorded-matches.json';

interface Recorded {
  spec: MatchSpec;
  log: LogEntry[];
  expected: { version: number; outcome: unknown; view: unknown };
}

/**
 * Matches recorded with an earlier version of the rules. Every stored match must replay to the
 * same state after a code change; a change that breaks one of these must say why.
 */
describe('recorded matches still replay to the same end', () => {
  for (const [i, m] of (recorded as Recorded[]).entries()) {
    it(`#${i + 1}: ${m.spec.game} ${JSON.stringify(m.spec.options)}, ${m.log.length} entries`, () => {
      const game = findGame(m.spec.game)!;
      const r = replay(game, m.spec, m.log);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.version).toBe(m.expected.version);
      expect(matchOutcome(game, r.value, m.spec.seats)).toEqual(m.expected.outcome);
      expect(game.view(r.value.state, 'spectator')).toEqual(m.expected.view);
    });
  }
});
