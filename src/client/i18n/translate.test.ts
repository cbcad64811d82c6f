import { afterEach, describe, expect, it } from 'vitest';
import { findChallenge } from '../../games/twist';
import { describeKnightsOptions } from '../games/knights/describeOptions';
import { describeTwistOptions } from '../games/twist/describeOptions';
import { botName, language, t, translateError } from './index';

afterEach(() => {
  language.value = 'en';
});

describe('botName', () => {
  it('names a level as its game does, else as the platform does, everywhere alike', () => {
    expect(botName('random', 'junqi')).toBe('Random moves');
    expect(botName('random', 'guillotine')).toBe('Random cards');
    expect(botName('casual', 'guillotine')).toBe('Casual');
    expect(botName('strong', 'junqi')).toBe('Strong');
    expect(botName('random')).toBe('Random');
    expect(botName('nosuchlevel', 'junqi')).toBe('nosuchlevel');
    language.value = 'zh';
    expect(botName('random', 'junqi')).toBe('随机走子');
    expect(botName('random', 'guillotine')).toBe('随机出牌');
    expect(botName('casual', 'guillotine')).toBe('休闲');
  });
});

describe('translateError', () => {
  const occupied = { code: 'knights.occupied', message: 'server text', params: { square: 'b3' } };

  it("words a game's own code as that game does, wherever it is shown", () => {
    expect(translateError(occupied, 'knights')).toBe('A knight already stands on b3.');
    expect(translateError(occupied)).toBe('A knight already stands on b3.');
    language.value = 'ja';
    expect(translateError(occupied, 'knights')).toBe('b3 にはもうナイトがいます。');
  });

  it("falls back to the platform's text, then to the server's", () => {
    expect(translateError({ code: 'not-your-turn', message: 'x' }, 'knights')).toBe(
      'It is not your turn.',
    );
    expect(translateError({ code: 'knights.unheard-of', message: 'server text' })).toBe(
      'server text',
    );
    expect(translateError({ code: 'unheard-of', message: 'server text' }, 'twist')).toBe(
      'server text',
    );
  });
});

describe('t with counts', () => {
  it('picks the plural form of the current language', () => {
    expect(t('lobby.seatsOpen', { count: 1 })).toBe('1 open seat');
    expect(t('lobby.seatsOpen', { count: 2 })).toBe('2 open seats');
    language.value = 'zh';
    expect(t('lobby.seatsOpen', { count: 1 })).toBe('空位 1');
  });
});

describe('describeOptions', () => {
  it('gives the knights board size', () => {
    expect(describeKnightsOptions({ files: 8, ranks: 6 })).toBe('8×6');
    expect(describeKnightsOptions(null)).toBe('');
    expect(describeKnightsOptions({ files: '8' })).toBe('');
  });

  it('names a shipped twist challenge, and nothing for the empty board', () => {
    const start = findChallenge('starter-01')!.start;
    expect(describeTwistOptions({ start })).toBe('Starter 1');
    // Two pegs of one colour may be written either way round.
    expect(start).toContain('k2C0k1C0');
    const swapped = start.replace('k2C0k1C0', 'k1C0k2C0');
    expect(describeTwistOptions({ start: swapped })).toBe('Starter 1');
    expect(describeTwistOptions({ start: '' })).toBe('');
    expect(describeTwistOptions({})).toBe('');
  });
});
