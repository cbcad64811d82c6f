import { describe, expect, it } from 'vitest';
import { tableFor } from './friendTable';

const chosen = {
  clock: { moveSeconds: 30, onTimeout: 'bot' as const },
  graceSeconds: 120,
  listed: true,
  rated: false,
};

describe('tableFor', () => {
  it('asks for the clock, the grace and the lobby only for a game between friends', () => {
    expect(tableFor(chosen, true)).toEqual({
      listed: true,
      moveSeconds: 30,
      onTimeout: 'bot',
      graceSeconds: 120,
      rated: false,
    });
    expect(tableFor(chosen, false)).toEqual({ listed: false, moveSeconds: null });
    expect(tableFor({ ...chosen, clock: { moveSeconds: null, onTimeout: 'bot' } }, true)).toEqual({
      listed: true,
      moveSeconds: null,
      graceSeconds: 120,
      rated: false,
    });
  });

  it('asks for the time to get ready where the game has a setup, off included', () => {
    expect(tableFor({ ...chosen, setupSeconds: 120 }, true)).toMatchObject({ setupSeconds: 120 });
    expect(tableFor({ ...chosen, setupSeconds: null }, true)).toMatchObject({ setupSeconds: null });
    // A game without a setup leaves it to the server's default; nor is it asked for at home.
    expect(tableFor(chosen, true)).not.toHaveProperty('setupSeconds');
    expect(tableFor({ ...chosen, setupSeconds: 120 }, false)).toEqual({
      listed: false,
      moveSeconds: null,
    });
  });

  it('is casual unless rated is chosen, and rated only between friends', () => {
    expect(tableFor(chosen, true).rated).toBe(false);
    expect(tableFor({ ...chosen, rated: true }, true)).toEqual({
      listed: true,
      moveSeconds: 30,
      onTimeout: 'bot',
      graceSeconds: 120,
      rated: true,
    });
    // Against the computer or on one screen a table is never rated (the server's default).
    expect(tableFor({ ...chosen, rated: true }, false)).toEqual({
      listed: false,
      moveSeconds: null,
    });
  });

  it('is casual while the player may not open rated tables', () => {
    expect(tableFor({ ...chosen, rated: true }, true, false)).toMatchObject({ rated: false });
    expect(tableFor({ ...chosen, rated: false }, true, true)).toMatchObject({ rated: false });
  });
});
