/**
 * What the tests of secrets check in everything a client was sent: the Junqi ranks of the other
 * side before the end, and whose Guillotine views a client was given.
 */
import type { GuillotineView } from '../../src/games/guillotine';
import type { JunqiView } from '../../src/games/junqi';
import type { Received, TestClient } from './client';

/** Ranks of the other side a client was shown (in views or setup events) before the end. */
export function junqiLeaks(c: TestClient, mine: 'blue' | 'red' | null): string[] {
  const problems: string[] = [];
  const check = (view: JunqiView | undefined) => {
    if (!view || view.phase === 'over') return;
    for (const p of view.pieces) {
      if (p.side !== mine && p.rank !== null) problems.push(`${p.side} ${p.rank} on ${p.square}`);
    }
  };
  for (const r of c.received as Received[]) {
    if (r.event === 'state') check(r.msg.view as JunqiView);
    if (r.event === 'steps') {
      check(r.msg.view as JunqiView | undefined);
      for (const step of r.msg.steps) {
        for (const e of (step.events ?? []) as { type: string; side?: string }[]) {
          if (e.type === 'setup' && e.side !== mine) problems.push(`told of ${e.side}'s setup`);
        }
      }
    }
  }
  return problems;
}

/** Whose Guillotine views a client was sent: only ever its own seat's (null: a spectator's). */
export function guillotineViewers(c: TestClient): Set<number | null> {
  const seen = new Set<number | null>();
  for (const r of c.received as Received[]) {
    if (r.event !== 'state' && r.event !== 'steps') continue;
    const view = r.msg.view as GuillotineView | undefined;
    if (view) seen.add(view.you);
  }
  return seen;
}
