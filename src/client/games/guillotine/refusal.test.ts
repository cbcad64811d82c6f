import { describe, expect, it } from 'vitest';
import { suitOf } from '../../../games/guillotine/cards';
import { setLanguage } from '../../i18n';
import { errorText } from './errorText';
import { cardRefusal, passRefusal } from './refusal';
import { act, playUntil, series, viewOf } from './testTable';

describe('refusing a card in the browser', () => {
  setLanguage('en');

  it('says what the server would: follow suit, with the suit in words', () => {
    let s = act(series(), { type: 'choose', game: 'spades' });
    // Find a follower who holds the suit led and something else besides.
    s = playUntil(s, (x) => {
      const seat = x.deal.toMove!;
      const v = viewOf(x, seat);
      return v.trick.length > 0 && v.legalCards.length < v.hand!.length;
    });
    const v = viewOf(s, s.deal.toMove!);
    const wrong = v.hand!.find((c) => !v.legalCards.includes(c))!;
    const err = cardRefusal(v, wrong);
    expect(err?.code).toBe('guillotine.follow-suit');
    expect(err?.params?.suit).toBe(suitOf(v.trick[0]!.card));
    expect(errorText(err!, v)).toMatch(
      /^You must follow suit: you hold (spades|hearts|clubs|diamonds)\.$/,
    );
    for (const card of v.legalCards) expect(cardRefusal(v, card)).toBeNull();
  });

  it('explains a Dominoes card from the layout, and refuses a pass while a card fits', () => {
    let s = act(series('dominoes'), { type: 'choose', game: 'dominoes' });
    s = playUntil(s, (x) => {
      const v = viewOf(x, x.deal.toMove!);
      return (
        x.deal.spinner !== null &&
        v.legalCards.length > 0 &&
        v.legalCards.length < v.hand!.length &&
        !v.bonus
      );
    });
    const v = viewOf(s, s.deal.toMove!);
    const wrong = v.hand!.find((c) => !v.legalCards.includes(c))!;
    const err = cardRefusal(v, wrong)!;
    expect(err.code).toBe('guillotine.not-playable');
    expect(errorText(err, v)).toMatch(
      /cannot be played: (\w+ are opened only with the \w+|a card must be next to one at either end of its row)\.$/,
    );
    expect(passRefusal(v)?.code).toBe('guillotine.must-play');
  });

  it('refuses anything once the series is over', () => {
    const v = { ...viewOf(series(), 0), over: true };
    expect(cardRefusal(v, v.hand![0]!)?.code).toBe('game-over');
  });
});
