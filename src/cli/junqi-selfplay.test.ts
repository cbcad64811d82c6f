import { describe, expect, it } from 'vitest';
import type { BotLevel, SeenStep } from '../core/game';
import { type JunqiMove, type JunqiView, junqi } from '../games/junqi';
import { newTally, playGame } from './junqi-selfplay';

type Level = BotLevel<JunqiView, JunqiMove>;

const random = junqi.bots.find((b) => b.id === 'random')!;

describe('junqi selfplay', () => {
  it('gives each seat its own mind, told only what its seat saw', () => {
    const minds: { seat: number | null; events: SeenStep[] }[] = [];
    const remembering: Level = {
      id: 'remembering',
      choose: () => {
        throw new Error('the level itself is never asked');
      },
      create() {
        const mind = { seat: null as number | null, events: [] as SeenStep[] };
        minds.push(mind);
        return {
          choose(view, ctx) {
            mind.seat ??= ctx.seat;
            expect(ctx.seat).toBe(mind.seat);
            expect(view.you).toBe(ctx.seat === 0 ? 'blue' : 'red');
            mind.events.push(...(ctx.events ?? []));
            return random.choose(view, ctx);
          },
        };
      },
    };
    const tallies = [newTally('remembering'), newTally('random')] as const;
    const record = playGame([remembering, random], tallies, 1, 's', () => {});
    expect(record.red).toBe('remembering');
    expect(minds).toHaveLength(1);
    expect(minds[0]!.seat).toBe(1);
    const moved = minds[0]!.events.flatMap((s) => s.events as { type: string; role?: string }[]);
    expect(moved.some((e) => e.type === 'moved')).toBe(true);
    expect(tallies[0].wins + tallies[0].draws + tallies[0].losses).toBe(1);
  });

  it('a bot that chooses a refused move is reported and the fallback move played', () => {
    const broken: Level = { id: 'broken', choose: () => ({ type: 'move', from: 'a1', to: 'a2' }) };
    const warnings: string[] = [];
    const tallies = [newTally('broken'), newTally('random')] as const;
    const record = playGame([broken, random], tallies, 0, 's', (w) => warnings.push(w));
    expect(record.plies).toBeGreaterThan(0);
    expect(tallies[0].faults).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/^game 0, ply 0: broken \(blue\) chose/);
  });
});
