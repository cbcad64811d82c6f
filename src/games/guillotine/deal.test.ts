/** The scenarios of the rules' §17, card by card, and the legality checks around them. */
import { describe, expect, it } from 'vitest';
import type { Card } from './cards';
import {
  canPass,
  choose,
  type DealState,
  legalCards,
  pass,
  playCard,
  type Seat,
  startDeal,
} from './deal';
import type { GameId } from './games';

const N = 0;
const E = 1;
const S = 2;
const W = 3;

const suit = (s: string) =>
  ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => `${r}${s}` as Card);
/** Deal A: N all hearts, E spades, S clubs, W diamonds. */
const DEAL_A = [suit('H'), suit('S'), suit('C'), suit('D')];
/** Deal B of the rules (shuffled). */
const DEAL_B: Card[][] = [
  ['QS', '7H', '9H', '9C', '10C', 'AC', '7D', 'KD'],
  ['10S', '8H', 'QH', '8C', 'JC', 'QC', '8D', '9D'],
  ['7S', 'AS', 'AH', '7C', '10D', 'JD', 'QD', 'AD'],
  ['8S', '9S', 'JS', 'KS', '10H', 'JH', 'KH', 'KC'],
];

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function called(
  hands: Card[][],
  game: GameId,
  options: { aceBonus: 'any' | 'one' } = { aceBonus: 'any' },
): DealState {
  return must(choose(startDeal(N, hands, [], options), N, game));
}

/** Plays "N ♥10" style steps: [seat, card] or [seat, 'pass']. */
function run(deal: DealState, steps: [Seat, Card | 'pass'][]): DealState {
  let d = deal;
  for (const [seat, what] of steps) {
    expect(d.toMove, `${seat} ${what}`).toBe(seat);
    d = what === 'pass' ? must(pass(d, seat)) : must(playCard(d, seat, what)).deal;
  }
  return d;
}

/** Deal A's trick play: N leads hearts A 10 K Q J 9 8 7; the others follow with their suit. */
function dealATricks(): [Seat, Card][] {
  const order = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
  return order.flatMap((r) =>
    (['H', 'S', 'C', 'D'] as const).map((s, seat): [Seat, Card] => [
      seat as Seat,
      `${r}${s}` as Card,
    ]),
  );
}

describe('scenario 1: deal A, the five trick games', () => {
  const expected: [GameId, number[]][] = [
    ['parliament', [-50, 0, 0, 0]],
    ['spades', [30, 0, 0, 0]],
    ['queens', [30, 0, 0, 0]],
    ['royalty', [30, 0, 0, 0]],
    ['guillotine', [100, 0, 0, 0]],
  ];
  for (const [game, deltas] of expected) {
    it(`${game}: N wins all eight tricks and scores ${deltas[0]}`, () => {
      const end = run(called(DEAL_A, game), dealATricks());
      expect(end.trickWinners).toEqual([N, N, N, N, N, N, N, N]);
      expect(end.deltas).toEqual(deltas);
    });
  }
});

/** Deal A's dominoes up to W ♦K: four rounds of 10, J, Q, K from spinner 10. */
const upToKings: [Seat, Card][] = ['10', 'J', 'Q', 'K'].flatMap((r) =>
  (['H', 'S', 'C', 'D'] as const).map((s, seat): [Seat, Card] => [
    seat as Seat,
    `${r}${s}` as Card,
  ]),
);

describe('Dominoes', () => {
  it('scenario 2: spinner 10, the ace bonus used to go out', () => {
    let d = called(DEAL_A, 'dominoes');
    d = run(d, [[N, '10H']]);
    expect(legalCards(d, E)).toEqual(['10S']);
    d = run(d, upToKings.slice(1));
    d = run(d, [
      [N, 'AH'],
      [N, '9H'],
      [N, '8H'],
      [N, '7H'],
      [E, 'AS'],
      [E, '9S'],
      [E, '8S'],
      [E, '7S'],
    ]);
    expect(d.out).toEqual([N, E]);
    expect(d.deltas).toEqual([-30, -10, 0, 0]);
  });

  it('scenario 3: a voluntary pass after an ace; no pass without one', () => {
    let d = run(called(DEAL_A, 'dominoes'), upToKings);
    d = run(d, [[N, 'AH']]);
    expect(canPass(d, N)).toBe(true);
    d = run(d, [
      [N, 'pass'],
      [E, 'AS'],
      [E, '9S'],
      [E, '8S'],
      [E, '7S'],
      [S, 'AC'],
      [S, '9C'],
      [S, '8C'],
      [S, '7C'],
    ]);
    expect(d.deltas).toEqual([0, -30, -10, 0]);
    // Without a bonus, a pass with a playable card is refused.
    const early = run(called(DEAL_A, 'dominoes'), upToKings.slice(0, 4));
    expect(early.toMove).toBe(N);
    const refused = pass(early, N);
    expect(refused.ok || refused.error.code).toBe('guillotine.must-play');
  });

  it('scenario 4: spinner ace, no bonuses, 30 plays', () => {
    let d = called(DEAL_A, 'dominoes');
    const steps: [Seat, Card][] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'].flatMap((r) =>
      (['H', 'S', 'C', 'D'] as const).map((s, seat): [Seat, Card] => [
        seat as Seat,
        `${r}${s}` as Card,
      ]),
    );
    d = run(d, steps.slice(0, 30));
    expect(d.deltas).toEqual([-30, -10, 0, 0]);
    expect(d.plays).toHaveLength(30);
  });

  it('scenario 5: spinner 7, out on an ace', () => {
    const steps: [Seat, Card][] = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((r) =>
      (['H', 'S', 'C', 'D'] as const).map((s, seat): [Seat, Card] => [
        seat as Seat,
        `${r}${s}` as Card,
      ]),
    );
    const d = run(called(DEAL_A, 'dominoes'), steps.slice(0, 30));
    expect(d.out).toEqual([N, E]);
    expect(d.deltas).toEqual([-30, -10, 0, 0]);
  });

  it('with "one extra card only", an ace gives one more turn; another ace one more again', () => {
    let d = run(called(DEAL_A, 'dominoes', { aceBonus: 'one' }), upToKings);
    d = run(d, [
      [N, 'AH'],
      [N, '9H'],
    ]);
    // The extra card was no ace: the turn passes.
    expect(d.toMove).toBe(E);
    expect(d.bonus).toBe(false);
  });

  it('scenario 7: a card never crosses a gap, and a suit opens only with the spinner rank', () => {
    let d = run(called(DEAL_A, 'dominoes'), [[N, '10H']]);
    expect(legalCards(d, E)).toEqual(['10S']);
    const gap = playCard(d, E, 'QS');
    expect(gap.ok || gap.error.message).toMatch(/opened only by the 10/);
    d = run(d, [[E, '10S']]);
    expect(legalCards(d, S)).toEqual(['10C']);
  });
});

describe('trick play', () => {
  it('scenario 6: deal B as Parliament', () => {
    // biome-ignore format: one trick a line
    const steps: [Seat, Card][] = [
      [N, '7H'], [E, '8H'], [S, 'AH'], [W, 'JH'],
      [S, '7S'], [W, '8S'], [N, 'QS'], [E, '10S'],
      [E, '8C'], [S, '7C'], [W, 'KC'], [N, '9C'],
      [W, '9S'], [N, '7D'], [E, '8D'], [S, 'AS'],
      [S, 'JD'], [W, 'JS'], [N, 'KD'], [E, '9D'],
      [N, '9H'], [E, 'QH'], [S, 'QD'], [W, 'KH'],
      [W, 'KS'], [N, '10C'], [E, 'JC'], [S, '10D'],
      [W, '10H'], [N, 'AC'], [E, 'QC'], [S, 'AD'],
    ];
    const d = run(called(DEAL_B, 'parliament'), steps);
    expect(d.trickWinners).toEqual([S, E, W, S, N, W, W, W]);
    expect(d.deltas).toEqual([-5, -5, -10, -30]);
  });

  it('scenario 7: the highest card of the suit led wins, in the order A 10 K Q J 9 8 7', () => {
    const hands: Card[][] = [
      ['KH', '7H', '8H', '9H', 'JH', 'QH', '7C', '8C'],
      ['10H', '7S', '8S', '9S', '10S', 'JS', '9C', '10C'],
      ['AH', 'QS', 'KS', 'JC', 'QC', 'KC', 'AC', '7D'],
      ['AS', '8D', '9D', '10D', 'JD', 'QD', 'KD', 'AD'],
    ];
    // Lead ♥K; ♥10, ♥A, ♠A: ♥A wins.
    const d = run(called(hands, 'spades'), [
      [N, 'KH'],
      [E, '10H'],
      [S, 'AH'],
      [W, 'AS'],
    ]);
    expect(d.trickWinners).toEqual([S]);
  });

  it('makes a player follow suit, naming the suit; refuses a card not in the hand or out of turn', () => {
    const d = called(DEAL_B, 'spades');
    const first = must(playCard(d, N, '7H')).deal;
    const discard = playCard(first, E, '10S');
    expect(discard.ok || discard.error).toMatchObject({
      code: 'guillotine.follow-suit',
      message: 'You must follow suit: you hold hearts (8H).',
    });
    const notHeld = playCard(first, E, 'AH');
    expect(notHeld.ok || notHeld.error.code).toBe('guillotine.not-in-hand');
    const outOfTurn = playCard(first, S, 'AH');
    expect(outOfTurn.ok || outOfTurn.error.code).toBe('not-your-turn');
    const noPass = pass(first, E);
    expect(noPass.ok || noPass.error.code).toBe('guillotine.no-pass');
  });

  it('refuses a game the dealer has already called, and a call by anyone else', () => {
    const deal = startDeal(N, DEAL_A, ['spades']);
    const again = choose(deal, N, 'spades');
    expect(again.ok || again.error.code).toBe('guillotine.used');
    const other = choose(deal, E, 'queens');
    expect(other.ok || other.error.code).toBe('not-your-turn');
  });
});
