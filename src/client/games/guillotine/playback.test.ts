import { describe, expect, it } from 'vitest';
import { applyEvent, type Shown, shownOf } from './playback';
import { act, series, viewOf } from './testTable';

type RulesSeat = 0 | 1 | 2 | 3;
const seatOf = (n: number) => n as RulesSeat;
const base = (): Shown => shownOf(viewOf(act(series(), { type: 'choose', game: 'queens' }), 0));

describe('playing events on the table', () => {
  it('lays cards one by one, holds a finished trick, and gathers it with the next event', () => {
    let s = base();
    const seats = [0, 1, 2, 3].map((i) => (s.dealer + i) % 4);
    const cards = ['7S', '9S', 'AS', '8S'] as const;
    for (const [i, seat] of seats.entries()) {
      const { shown, pause } = applyEvent(s, {
        type: 'played',
        seat: seatOf(seat),
        card: cards[i]!,
      });
      expect(pause).toBeGreaterThan(0);
      s = shown;
    }
    expect(s.trick.map((p) => p.card)).toEqual(cards);
    const winner = seatOf(seats[2]!);
    const held = applyEvent(s, {
      type: 'trick',
      winner,
      cards: s.trick.map((p) => ({ seat: seatOf(p.seat), card: p.card })),
    });
    expect(held.pause).toBeGreaterThanOrEqual(900);
    expect(held.shown.taken).toBe(winner);
    expect(held.shown.trick).toHaveLength(4);
    const next = applyEvent(held.shown, { type: 'played', seat: winner, card: 'KH' }).shown;
    expect(next.trick).toEqual([{ seat: winner, card: 'KH' }]);
    expect(next.taken).toBeNull();
    expect(next.trickWinners.at(-1)).toBe(winner);
  });

  it('waits for nothing but a finished trick when motion is reduced', () => {
    const s = base();
    expect(applyEvent(s, { type: 'played', seat: seatOf(s.dealer), card: '7S' }, true).pause).toBe(
      0,
    );
    expect(
      applyEvent(s, { type: 'trick', winner: seatOf(s.dealer), cards: [] }, true).pause,
    ).toBeGreaterThan(0);
  });

  it('grows Dominoes rows in order and sets the spinner from the first card', () => {
    let s: Shown = { ...base(), game: 'dominoes' };
    s = applyEvent(s, { type: 'played', seat: 0, card: '9H' }).shown;
    s = applyEvent(s, { type: 'played', seat: 1, card: '8H' }).shown;
    s = applyEvent(s, { type: 'bonus', seat: 1 }).shown;
    expect(s.spinner).toBe('9');
    expect(s.rows.H).toEqual(['8H', '9H']);
    expect(s.bonusSeat).toBe(1);
    expect(s.note).toEqual({ seat: 1, kind: 'again' });
    s = applyEvent(s, { type: 'passed', seat: 1 }).shown;
    expect(s.bonusSeat).toBeNull();
    expect(s.handSizes[0]).toBe(7);
  });

  it('starts the next deal afresh', () => {
    const s = applyEvent(base(), { type: 'dealt', dealNo: 1, dealer: 3 }).shown;
    expect(s).toMatchObject({
      dealNo: 1,
      dealer: 3,
      game: null,
      trick: [],
      handSizes: [8, 8, 8, 8],
    });
  });

  it('keeps the viewer’s hand in step with the table: a card goes when it is laid', () => {
    let s = base();
    const mine = s.hand!;
    s = applyEvent(s, { type: 'played', seat: 0, card: mine[0]! }).shown;
    expect(s.hand).toEqual(mine.slice(1));
    // Another seat's card leaves the hand as it is; a new deal brings the seat's own cards.
    s = applyEvent(s, { type: 'played', seat: 1, card: '7S' }).shown;
    expect(s.hand).toEqual(mine.slice(1));
    s = applyEvent(s, { type: 'dealt', dealNo: 1, dealer: 1 }).shown;
    expect(s.hand).toEqual(mine.slice(1));
    s = applyEvent(s, { type: 'dealt', dealNo: 1, dealer: 1, cards: ['10H', 'AS', 'KH'] }).shown;
    expect(s.hand).toEqual(['AS', 'KH', '10H']);
    s = applyEvent(s, { type: 'chose', seat: 1, game: 'dominoes', auto: false }).shown;
    expect(s.hand).toEqual(['AS', '10H', 'KH']);
  });

  it('has no hand to keep for a spectator', () => {
    const s = shownOf(viewOf(series(), 'spectator' as unknown as number));
    expect(
      applyEvent(s, { type: 'dealt', dealNo: 1, dealer: 1, cards: ['AS'] }).shown.hand,
    ).toBeNull();
  });
});
