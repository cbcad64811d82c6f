/**
 * Three opponent styles for the bench, each a sensible player of its own temper deciding from its
 * own seat's view alone (bench/guillotine-style-view.ts), written apart from the strong level's
 * models of the others and sharing no code with them or with the rule-of-thumb bot: strong has
 * never studied them, so they measure how well it reads players it does not know.
 *
 * - cautious: never wins what it can duck, and ducks as low as it can; leads its lowest card.
 * - aggressive: bleeds its high cards early, leading the top of its shortest suit to make voids
 *   and winning tricks while they are cheap; in Parliament it goes over whenever it can.
 * - dumper: plays for the points: flushes out penalty cards it lacks, and when void hands its
 *   worst card to the series leader, keeping it back from anyone else.
 */
import type { BotLevel } from '../src/core/game';
import {
  type Card,
  DECK,
  type GameId,
  type GuillotineMove,
  type GuillotineView,
  rankOf,
  sequenceValue,
  suitOf,
  trickStrength,
} from '../src/games/guillotine';
import {
  count,
  isQueen,
  readTable,
  stronger,
  type Table,
  topCard,
  unseen,
  worth,
} from './guillotine-style-view';

type Style = 'cautious' | 'aggressive' | 'dumper';

const low = (cards: readonly Card[]) =>
  [...cards].sort((a, b) => trickStrength(a) - trickStrength(b));

/** What each game would roughly cost this hand (lower is better), the style's own guesses. */
function callCost(game: GameId, hand: readonly Card[], style: Style): number {
  const n = (p: (c: Card) => boolean) => hand.filter(p).length;
  const high = n((c) => trickStrength(c) >= 5);
  const aces = n((c) => rankOf(c) === 'A');
  switch (game) {
    case 'parliament':
      return -4 * aces - 2 * n((c) => rankOf(c) === '10') - (hand.includes('KH') ? 6 : 0) + 10;
    case 'spades':
      return 3 * n((c) => suitOf(c) === 'S' && trickStrength(c) >= 4) + count(hand, 'S') - 2;
    case 'queens':
      return 5 * n(isQueen) + 2 * n((c) => isQueen(c) && count(hand, suitOf(c)) <= 2) - 4;
    case 'royalty':
      return (hand.includes('QS') ? 8 : 0) + (hand.includes('KH') ? 12 : 0) - 4;
    case 'dominoes': {
      let runs = 0;
      for (const c of hand)
        if (hand.some((d) => suitOf(d) === suitOf(c) && sequenceValue(d) === sequenceValue(c) + 1))
          runs++;
      return 4 - 3 * aces - 2 * runs + (style === 'aggressive' ? -2 : 0);
    }
    case 'guillotine':
      return 2 * high + 3 * n(isQueen) + count(hand, 'S') + (style === 'cautious' ? -3 : 0);
  }
}

function trickCard(view: GuillotineView, style: Style): Card {
  const t = readTable(view);
  const legal = low(view.legalCards);
  if (t.game === 'parliament') return parliament(t, legal, style);
  if (t.trick.length === 0) return lead(t, legal, style);
  if (suitOf(legal[0]!) !== suitOf(t.trick[0]!.card)) return discard(view, t, legal, style);
  return follow(t, legal, style);
}

function lead(t: Table, legal: Card[], style: Style): Card {
  if (style === 'aggressive' && t.tricksDone < 4) {
    // The top of the shortest suit: high cards go while the tricks are cheap, voids come sooner.
    const short = [...legal].sort(
      (a, b) =>
        count(t.hand, suitOf(a)) - count(t.hand, suitOf(b)) || trickStrength(b) - trickStrength(a),
    );
    const clean = short.filter((c) => worth(t.game, c) <= 0);
    return (clean[0] ?? short[0])!;
  }
  if (style === 'dumper') {
    // Under a penalty card we lack, so that its holder must take it.
    for (const c of legal) {
      const above = unseen(t, suitOf(c), DECK).filter((d) => stronger(d, c));
      if (above.some((d) => worth(t.game, d) > 0) && worth(t.game, c) <= 0) return c;
    }
  }
  // The lowest card, from the suit with the most unseen cards above it.
  const cover = (c: Card) => unseen(t, suitOf(c), DECK).filter((d) => stronger(d, c)).length;
  return [...legal].sort((a, b) => trickStrength(a) - trickStrength(b) || cover(b) - cover(a))[0]!;
}

function follow(t: Table, legal: Card[], style: Style): Card {
  const top = topCard(t);
  const losers = legal.filter((c) => !stronger(c, top));
  const last = t.trick.length === 3;
  const points = t.trick.reduce((s, p) => s + worth(t.game, p.card), 0);
  if (losers.length > 0) {
    if (style === 'cautious') return last ? losers.at(-1)! : losers[0]!;
    if (style === 'dumper' && points > 0) return losers[0]!;
    return losers.at(-1)!;
  }
  // Forced over.
  const clean = legal.filter((c) => worth(t.game, c) <= 0);
  if (style === 'aggressive' || last) return (clean.at(-1) ?? legal.at(-1))!;
  return legal[0]!;
}

function discard(view: GuillotineView, t: Table, legal: Card[], style: Style): Card {
  const byWorth = [...legal].sort(
    (a, b) => worth(t.game, b) - worth(t.game, a) || trickStrength(b) - trickStrength(a),
  );
  if (style === 'aggressive') return legal.at(-1)!;
  if (style === 'dumper') {
    // The worst card to the series leader; to anyone else the highest card, keeping the points.
    const winner = winnerSoFar(t);
    const leader = view.totals.indexOf(Math.min(...view.totals));
    if (winner === leader || worth(t.game, byWorth[0]!) <= 0) return byWorth[0]!;
    const plain = legal.filter((c) => worth(t.game, c) <= 0);
    return (plain.at(-1) ?? byWorth[0])!;
  }
  return byWorth[0]!;
}

function winnerSoFar(t: Table): number {
  const top = topCard(t);
  return t.trick.find((p) => p.card === top)!.seat;
}

function parliament(t: Table, legal: Card[], style: Style): Card {
  const sure = (c: Card) => unseen(t, suitOf(c), DECK).every((d) => !stronger(d, c));
  if (t.trick.length === 0) {
    const winners = legal.filter(sure);
    if (style === 'aggressive') return legal.at(-1)!;
    return (winners.at(-1) ?? legal[0])!;
  }
  const top = topCard(t);
  const over = legal.filter((c) => stronger(c, top));
  if (over.length === 0) {
    // Void or beaten: the lowest card, though never the king of hearts while another will do.
    const rest = legal.filter((c) => c !== 'KH');
    return (rest[0] ?? legal[0])!;
  }
  if (style === 'aggressive') return over.at(-1)!;
  if (t.trick.length === 3 || style === 'dumper') return over[0]!;
  return (over.filter(sure)[0] ?? legal[0])!;
}

function dominoMove(view: GuillotineView, style: Style): GuillotineMove {
  const legal = view.legalCards;
  if (legal.length === 0) return { type: 'pass' };
  const hand = view.hand ?? [];
  if (view.spinner === null) {
    // The rank held most often, so that its suits open near our cards.
    const best = [...hand].sort(
      (a, b) =>
        hand.filter((c) => rankOf(c) === rankOf(b)).length -
          hand.filter((c) => rankOf(c) === rankOf(a)).length || sequenceValue(a) - sequenceValue(b),
    );
    return { type: 'play', card: best[0]! };
  }
  const ace = legal.find((c) => rankOf(c) === 'A' && rankOf(c) !== view.spinner);
  if (ace !== undefined) return { type: 'play', card: ace };
  const spin = 7 + ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(view.spinner);
  const behind = (c: Card) =>
    hand.filter(
      (d) =>
        suitOf(d) === suitOf(c) &&
        Math.sign(sequenceValue(d) - sequenceValue(c)) === Math.sign(sequenceValue(c) - spin),
    ).length;
  const order = [...legal].sort((a, b) => {
    if (style === 'aggressive')
      return Math.abs(sequenceValue(b) - spin) - Math.abs(sequenceValue(a) - spin);
    if (style === 'dumper') return behind(b) - behind(a) || sequenceValue(a) - sequenceValue(b);
    return sequenceValue(a) - sequenceValue(b);
  });
  return { type: 'play', card: order[0]! };
}

function styled(style: Style): BotLevel<GuillotineView, GuillotineMove> {
  return {
    id: style,
    choose(view) {
      if (view.game === null) {
        const hand = view.hand ?? [];
        const game = [...view.available].sort(
          (a, b) => callCost(a, hand, style) - callCost(b, hand, style),
        )[0]!;
        return { type: 'choose', game };
      }
      if (view.game === 'dominoes') return dominoMove(view, style);
      return { type: 'play', card: trickCard(view, style) };
    },
  };
}

export const cautious = styled('cautious');
export const aggressive = styled('aggressive');
export const dumper = styled('dumper');
export const STYLES = [cautious, aggressive, dumper] as const;
