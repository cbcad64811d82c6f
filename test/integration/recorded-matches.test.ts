import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/core/game';
import { matchOutcome, replay } from '../../src/core/match';
import { stateHash } from '../../src/core/state-hash';
import { findGame, loadGameModules } from '../../src/games';
import type { RecordedMatch } from '../fixtures/recorded';
import recorded from '../fixtures/recorded-matches.json';

beforeAll(async () => {
  await loadGameModules([new URL('../toy/index.ts', import.meta.url).href]);
});

/**
 * Matches recorded with earlier versions of the code (scripts/record-matches.ts): one or more of
 * every game and of the tests' toy game, platform actions included. Every stored match must
 * replay to the same state after a code change, every seat's view included and the hidden parts
 * too (the state hash); a change that breaks one of these must say why.
 */
describe('recorded matches still replay to the same end', () => {
  for (const [i, m] of (recorded as RecordedMatch[]).entries()) {
    it(`#${i + 1}: ${m.spec.game} ${JSON.stringify(m.spec.options)}, ${m.log.length} entries`, () => {
      const game = findGame(m.spec.game)!;
      const r = replay(game, m.spec, m.log, { plan: m.plan });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const { match } = r.value;
      expect(match.version).toBe(m.expected.version);
      expect(matchOutcome(game, match)).toEqual(m.expected.outcome);
      expect(game.view(match.state, 'spectator')).toEqual(m.expected.view);
      for (const [viewer, view] of Object.entries(m.expected.views)) {
        const who: Viewer = viewer === 'spectator' ? viewer : Number(viewer);
        expect(game.view(match.state, who), `the view of ${viewer}`).toEqual(view);
      }
      expect(stateHash(match)).toBe(m.expected.stateHash);
    });
  }
});
