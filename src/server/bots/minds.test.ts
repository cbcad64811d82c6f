import { beforeAll, describe, expect, it } from 'vitest';
import { loadGameModules } from '../../games';
import { Minds } from './minds';
import type { BotTask } from './protocol';

beforeAll(async () => {
  await loadGameModules([new URL('../../../test/toy/index.ts', import.meta.url).href]);
});

const task = (over: Partial<BotTask>): BotTask => ({
  matchId: 'm1',
  game: 'tally',
  level: 'careful',
  seat: 0,
  view: {},
  version: 0,
  seed: 'x',
  since: 0,
  events: [],
  ...over,
});

describe("the bots' minds of a worker", () => {
  it('gives every seat of a match its own mind, and keeps it from one decision to the next', () => {
    const minds = new Minds();
    const a = minds.prepare(task({ seat: 0 }), 'choose');
    const b = minds.prepare(task({ seat: 1 }), 'choose');
    const again = minds.prepare(task({ seat: 0, since: 0, version: 3 }), 'choose');
    if (typeof a === 'string' || typeof b === 'string' || typeof again === 'string') {
      throw new Error('no mind');
    }
    expect(a.mind).not.toBe(b.mind);
    expect(again.mind).toBe(a.mind);
    expect(minds.prepare(task({ matchId: 'm2' }), 'choose')).not.toMatchObject({ mind: a.mind });
  });

  it('tells a mind what its seat saw only when it follows on from what it was told before', () => {
    const minds = new Minds();
    const steps = [{ v: 1, events: [{ type: 'ready', seat: 2 }] }];
    const first = minds.prepare(task({ version: 1, since: 0, events: steps }), 'choose');
    expect(typeof first !== 'string' && first.ctx.events).toEqual(steps);
    // Told up to version 1; steps from version 1 follow on.
    const next = minds.prepare(task({ version: 2, since: 1, events: [] }), 'choose');
    expect(typeof next !== 'string' && next.ctx.events).toEqual([]);
    // Steps from version 5 do not: something was missed, so the mind relies on the view alone.
    const gap = minds.prepare(task({ version: 6, since: 5, events: [] }), 'choose');
    expect(typeof gap !== 'string' && gap.ctx.events).toBeNull();
    // A new mind for a match under way knows nothing of what came before.
    const late = minds.prepare(task({ seat: 3, version: 9, since: 8 }), 'choose');
    expect(typeof late !== 'string' && late.ctx.events).toBeNull();
  });

  it('forgets the minds of a match that is over', () => {
    const minds = new Minds();
    const a = minds.prepare(task({}), 'choose');
    minds.release('m1');
    const b = minds.prepare(task({}), 'choose');
    expect(typeof a !== 'string' && typeof b !== 'string' && a.mind !== b.mind).toBe(true);
  });

  it('names an unknown game or level instead of throwing', () => {
    const minds = new Minds();
    expect(minds.prepare(task({ game: 'chess' }), 'choose')).toBe('unknown game chess');
    expect(minds.prepare(task({ level: 'god' }), 'choose')).toBe('unknown bot level god');
  });
});
