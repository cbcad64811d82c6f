import { describe, expect, it } from 'vitest';
import { humanEffort } from './human';
import { getSolutions } from './solutions';
import { checkBoard } from './validity';

const effort = (s: string) => {
  const r = checkBoard(s);
  if (!r.ok) throw new Error(r.error.message);
  return humanEffort(r.value);
};

describe('the human-style solver', () => {
  it('solves a two-piece gap by forced placements alone', () => {
    const e = effort('c1A0d1B0e1C2f3C2g4A7h6D0i6B0');
    expect(e).toMatchObject({ solutions: 1, guesses: 0 });
    expect(e.forced).toBe(2);
  });

  it('needs guesses on an open board and finds every solution', () => {
    const e = effort('c1A0d1B0e1C2f3C2');
    expect(e.guesses).toBeGreaterThan(0);
    expect(e.solutions).toBe(getSolutions('c1A0d1B0e1C2f3C2').length);
  });
});
