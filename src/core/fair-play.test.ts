import { describe, expect, it } from 'vitest';
import { betweenPeople, engineHelpAllowed } from './fair-play';

const human = { kind: 'human' } as const;
const bot = { kind: 'bot' } as const;

describe('engine help', () => {
  it('is off while a match between people is live, whatever the bots at the table', () => {
    expect(engineHelpAllowed({ seats: [human, human], over: false })).toBe(false);
    expect(engineHelpAllowed({ seats: [human, bot, human, bot], over: false })).toBe(false);
  });

  it('is allowed in the replay of such a match once it is over', () => {
    expect(engineHelpAllowed({ seats: [human, human], over: true })).toBe(true);
  });

  it('is allowed against the computer only, and in solo play', () => {
    expect(engineHelpAllowed({ seats: [human, bot], over: false })).toBe(true);
    expect(engineHelpAllowed({ seats: [human, bot, bot, bot], over: false })).toBe(true);
    expect(engineHelpAllowed({ seats: [human], over: false })).toBe(true);
    expect(engineHelpAllowed({ seats: [bot, bot], over: false })).toBe(true);
  });

  it('counts the seats made for people, not who plays them now', () => {
    expect(betweenPeople({ seats: [human, human] })).toBe(true);
    expect(betweenPeople({ seats: [human, bot] })).toBe(false);
  });
});
