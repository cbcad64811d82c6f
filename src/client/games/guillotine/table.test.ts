import { describe, expect, it } from 'vitest';
import { checkedSetup, defaultSetup } from './setupChoices';
import { FRIEND, type GuillotineSetup, guillotineTable } from './start';

const friends: GuillotineSetup = {
  ...defaultSetup(['random', 'strong']),
  others: { W: FRIEND, N: FRIEND, E: FRIEND },
  listed: true,
};

describe('the table a Guillotine form asks for', () => {
  it('is casual by default', () => {
    expect(defaultSetup(['random']).rated).toBe(false);
    expect(guillotineTable(friends)).toEqual({
      listed: true,
      graceSeconds: 60,
      moveSeconds: null,
      onTimeout: 'bot',
      rated: false,
    });
  });

  it('is rated when chosen with a person at every seat', () => {
    expect(guillotineTable({ ...friends, rated: true }).rated).toBe(true);
  });

  it('is never rated with a computer at the table, nor while the player may not open one', () => {
    const withBot = { ...friends, rated: true, others: { W: FRIEND, N: 'strong', E: FRIEND } };
    expect(guillotineTable(withBot).rated).toBe(false);
    expect(guillotineTable({ ...friends, rated: true }, false).rated).toBe(false);
  });

  it('remembers the choice', () => {
    expect(checkedSetup({ rated: true }, ['random'])).toEqual({ rated: true });
    expect(checkedSetup({ rated: 'yes' as unknown as boolean }, ['random'])).toEqual({});
  });
});
