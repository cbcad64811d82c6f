import { describe, expect, it } from 'vitest';
import { parseSquare, type Side } from '../board';
import { initialState, type JunqiState, markReady, playMove } from '../state';
import { junqiView } from '../view';
import { approachOf } from './evidence';

const sq = (name: string) => parseSquare(name)!;
/** The general's rank (the marshal is 1). */
const GENERAL = 2;

function started(): JunqiState {
  let s = initialState();
  for (const side of [0, 1] as const) {
    const r = markReady(s, side);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

function play(s: JunqiState, side: Side, from: string, to: string): JunqiState {
  const r = playMove(s, side, sq(from), sq(to));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

// The default layouts: blue's general on b6, major general on d6, captain on c6, colonel on c5;
// red's captain on c7.
describe('a piece that walks up to one of ours', () => {
  const stepped = play(play(started(), 0, 'c6', 'd5'), 1, 'c7', 'c6');

  it('is named by its origin, with the strongest of our pieces it can now attack', () => {
    // From c6 it reaches the general (b6), the major general (d6) and the colonel (c5); not the
    // captain on d5, safe in a camp.
    expect(approachOf(junqiView(stepped, 0), 0)).toEqual(new Map([[sq('c7'), GENERAL]]));
  });

  it('is no news to the side that moved it, nor once it has attacked, nor after our own move', () => {
    expect(approachOf(junqiView(stepped, 1), 1).size).toBe(0);
    const attacked = play(stepped, 0, 'b6', 'c6');
    expect(approachOf(junqiView(attacked, 1), 1).size).toBe(0);
    const ours = play(stepped, 0, 'c5', 'b5');
    expect(approachOf(junqiView(ours, 0), 0).size).toBe(0);
  });
});
