import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BotContext, BotMind } from '../../../core/game';
import { Rng } from '../../../core/rng';
import { parseSquare, type Side, type Square, squareName } from '../board';
import { boardFromView, viewerSide } from '../from-view';
import type { JunqiMove } from '../game';
import { layoutRecord, randomLayout } from '../layout';
import { movesOf } from '../moves';
import { ENGINEER, type Rank } from '../pieces';
import type { JunqiState } from '../state';
import { type JunqiView, junqiView } from '../view';
import { playMatch } from './arena';
import { allows, type Beliefs, bit, originsOf } from './beliefs';
import { plainMove } from './evidence';
import { Memory } from './memory';
import { consistent, sampleAssignment } from './sample';

const sq = (name: string) => parseSquare(name)!;

describe('how a move was made', () => {
  const occupied = (names: string[]) => (s: Square) => names.includes(squareName(s));
  it('a road step or a clear straight run is open to any piece', () => {
    expect(plainMove(occupied([]), sq('c3'), sq('c4'))).toBe(true);
    expect(plainMove(occupied([]), sq('a2'), sq('a9'))).toBe(true);
    expect(plainMove(occupied([]), sq('a6'), sq('e6'))).toBe(true);
  });

  it('turning a corner, or running past a piece, takes an engineer', () => {
    expect(plainMove(occupied([]), sq('a3'), sq('b2'))).toBe(false);
    expect(plainMove(occupied([]), sq('a6'), sq('c7'))).toBe(false);
    expect(plainMove(occupied(['a5']), sq('a2'), sq('a9'))).toBe(false);
  });
});

/** A bot that plays at random from a random layout, and keeps beliefs the way the strong one does. */
interface Watcher extends BotMind<JunqiView, JunqiMove> {
  beliefs: Beliefs | null;
  rebuilds(): number;
}

function watcher(): Watcher {
  let memory: Memory | null = null;
  let laidOut = false;
  const mind: Watcher = {
    beliefs: null,
    rebuilds: () => memory?.rebuilds ?? 0,
    choose(view: JunqiView, ctx: BotContext): JunqiMove {
      const me = viewerSide(view)!;
      memory ??= new Memory(me);
      mind.beliefs = memory.update(view, ctx.events);
      const rng = new Rng(ctx.seed);
      if (view.phase === 'setup') {
        if (laidOut) return { type: 'ready' };
        laidOut = true;
        return { type: 'layout', pieces: layoutRecord(randomLayout(me, rng)) };
      }
      const m = rng.pick(movesOf(boardFromView(view), me));
      return { type: 'move', from: squareName(m.from), to: squareName(m.to) };
    },
  };
  return mind;
}

const level = { id: 'watcher', create: watcher, choose: () => ({ type: 'ready' }) as const };

/** The enemy's true ranks by origin: the test knows them, the bot does not. */
function truthOf(state: JunqiState, enemy: Side): Map<Square, Rank> {
  const truth = new Map<Square, Rank>();
  for (const [name, rank] of Object.entries(state.layouts![enemy])) truth.set(sq(name), rank);
  return truth;
}

describe('beliefs kept through random games', () => {
  it('never rule out the truth, from the events or from the view alone, and samples agree with them', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (seed, mineKillsBoth) => {
        playMatch([level, level], seed, {
          maxPlies: 250,
          options: { mineKillsBoth },
          seedFor: (seat, v) => `${seed}/${seat}/${v}`,
          onDecision: ({ seat, mind, match }) => {
            const state = match.state;
            if (state.phase !== 'play') return;
            const enemy = (1 - seat) as Side;
            const truth = truthOf(state, enemy);
            const kept = (mind as Watcher).beliefs!;
            expect(allows(kept, truth)).toBe(true);
            expect((mind as Watcher).rebuilds()).toBe(0);
            const view = junqiView(match.state, seat);
            const fresh = new Memory(seat as Side).update(view, null);
            expect(allows(fresh, truth)).toBe(true);
            const rng = new Rng(`${seed}/${state.ply}`);
            for (const b of [kept, fresh])
              expect(consistent(b, sampleAssignment(b, rng))).toBe(true);
          },
        });
      }),
      { numRuns: 30 },
    );
  });

  it('learn something: engineers found by their runs, fallen pieces pinned down', () => {
    let engineers = 0;
    let narrowed = 0;
    for (let g = 0; g < 6; g++) {
      playMatch([level, level], `learn-${g}`, {
        maxPlies: 400,
        seedFor: (seat, v) => `learn-${g}/${seat}/${v}`,
        onDecision: ({ mind, match }) => {
          const b = (mind as Watcher).beliefs;
          if (!b || match.state.phase !== 'play') return;
          for (const s of originsOf(b.enemy)) {
            if (b.possible[s] === bit(ENGINEER)) engineers++;
            if (b.possible[s]! !== 0 && (b.possible[s]! & (b.possible[s]! - 1)) === 0) narrowed++;
          }
        },
      });
    }
    expect(engineers).toBeGreaterThan(0);
    expect(narrowed).toBeGreaterThan(engineers);
  });
});
