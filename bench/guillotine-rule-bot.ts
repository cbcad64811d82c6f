/**
 * The rule-of-thumb bot the strong level is measured against (bench only): a sensible human's
 * play, from its own seat's view alone (its hand, the cards played, who won which trick, which
 * suits each seat has shown it lacks). It shares no code with the strong level (src/.../ai).
 *
 * Trick games, avoiding (Spades, Queens, Royalty, Guillotine): lead low in a suit where others
 * still hold higher cards (and flush out a penalty card we do not hold; keep away from the suit
 * of one we do); follow with the highest card that still loses under the winner; forced over,
 * shed the highest card that is no penalty itself; void, dump the penalty cards, then the high
 * cards that could catch one, then the short suits. The king of hearts is a prize in Spades and
 * Queens: take a trick holding it when it is safe. Parliament: cash sure winners, win a trick as
 * cheaply as possible when last, keep the winners and the king of hearts.
 * Dominoes: play an ace for the extra turn and use the bonus to the full; otherwise the card
 * that opens the fewest new plays for the others and frees our own cards, holding back the
 * cards that block others' runs. The dealer's choice: each game's cost estimated from the hand
 * (weights fitted to this bot's own deals), less what a dealer scores there on average.
 */
import type { BotLevel } from '../src/core/game';
import {
  type Card,
  DECK,
  type GameId,
  type GuillotineMove,
  type GuillotineView,
  rankOf,
  SUITS,
  type Suit,
  scoreTricks,
  sequenceValue,
  suitOf,
  trickStrength,
} from '../src/games/guillotine';

const cardPoints = (game: GameId, card: Card): number =>
  scoreTricks(game, [[card], [], [], []], [])[0]!;

const trickPoints = (game: GameId, k: number): number =>
  scoreTricks(
    game,
    [[], [], [], []],
    Array.from({ length: 8 }, (_, j) => (j === k ? 0 : 1)),
  )[0]!;

const byStrength = (a: Card, b: Card) => trickStrength(a) - trickStrength(b);

interface Seen {
  readonly game: GameId;
  readonly hand: readonly Card[];
  readonly gone: ReadonlySet<Card>;
  /** Per seat, the suits it has shown it lacks. */
  readonly voids: readonly ReadonlySet<Suit>[];
  readonly me: number;
}

/** The deal's tricks as the view shows them: the captures in the order won, the dealer led first. */
function seen(view: GuillotineView): Seen {
  const taken = [0, 0, 0, 0];
  let leader: number = view.dealer;
  const voids = [0, 1, 2, 3].map(() => new Set<Suit>());
  const gone = new Set<Card>();
  const note = (cards: readonly { seat: number; card: Card }[]) => {
    const led = cards[0] ? suitOf(cards[0].card) : null;
    for (const p of cards) {
      gone.add(p.card);
      if (led !== null && suitOf(p.card) !== led) voids[p.seat]!.add(led);
    }
  };
  for (const winner of view.trickWinners) {
    const k = taken[winner]!++;
    const cards = view.captured[winner]!.slice(4 * k, 4 * k + 4);
    note(cards.map((card, i) => ({ seat: (leader + i) % 4, card })));
    leader = winner;
  }
  note(view.trick);
  return { game: view.game!, hand: view.hand ?? [], gone, voids, me: view.you ?? 0 };
}

/** The cards of c's suit that someone else may still hold, above (or below) c in trick order. */
function out(s: Seen, c: Card, above: boolean): Card[] {
  return DECK.filter(
    (d) =>
      suitOf(d) === suitOf(c) &&
      (above ? trickStrength(d) > trickStrength(c) : trickStrength(d) < trickStrength(c)) &&
      !s.gone.has(d) &&
      !s.hand.includes(d),
  );
}

/** How many others have not shown a void in the suit: who could still follow it. */
const followers = (s: Seen, suit: Suit) =>
  [0, 1, 2, 3].filter((x) => x !== s.me && !s.voids[x]!.has(suit)).length;

/** The penalty cards (for an avoider) of a suit that are still out, not in our hand. */
function dangersOut(s: Seen, suit: Suit): Card[] {
  return DECK.filter(
    (d) =>
      suitOf(d) === suit && cardPoints(s.game, d) >= 10 && !s.gone.has(d) && !s.hand.includes(d),
  );
}

function trickCard(view: GuillotineView): Card {
  const s = seen(view);
  const legal = [...view.legalCards].sort(byStrength);
  if (legal.length === 1) return legal[0]!;
  if (s.game === 'parliament') return parliamentCard(view, s, legal);
  if (view.trick.length === 0) return avoidLead(view, s, legal);
  const led = suitOf(view.trick[0]!.card);
  if (suitOf(legal[0]!) !== led) return avoidDiscard(s, legal);
  return avoidFollow(view, s, legal);
}

function avoidLead(view: GuillotineView, s: Seen, legal: Card[]): Card {
  const game = s.game;
  const trickNo = view.trickWinners.length;
  const value = (c: Card) => {
    const suit = suitOf(c);
    const higher = out(s, c, true).length;
    const lower = out(s, c, false).length;
    const able = followers(s, suit);
    if (higher === 0 || able === 0) {
      // This lead wins the trick: its own points, the trick's, and what the void seats dump.
      const dump = (3 - able) * 6;
      return 100 + cardPoints(game, c) * 3 + trickPoints(game, trickNo) * 2 + dump - lower;
    }
    let v = trickStrength(c) - 2 * Math.min(higher, 4);
    // A penalty card of our own in this suit: keep the suit quiet. One we lack: flush it out.
    const mine = s.hand.filter((d) => suitOf(d) === suit && cardPoints(game, d) >= 10);
    if (mine.length > 0 && !mine.includes(c)) v += 6;
    for (const d of dangersOut(s, suit)) if (trickStrength(c) < trickStrength(d)) v -= 3;
    // Giving away a penalty card on a trick we lose is good; leading a prize (the king of hearts
    // in Spades and Queens) away is not.
    v += cardPoints(game, c) / 2;
    // A void seat would dump its penalties on the winner, who is likely not us: no matter.
    return v;
  };
  return [...legal].sort((a, b) => value(a) - value(b) || byStrength(a, b))[0]!;
}

function avoidFollow(view: GuillotineView, s: Seen, legal: Card[]): Card {
  const game = s.game;
  const led = suitOf(view.trick[0]!.card);
  const best = view.trick
    .filter((p) => suitOf(p.card) === led)
    .reduce((x, p) => (trickStrength(p.card) > trickStrength(x) ? p.card : x), view.trick[0]!.card);
  const cost =
    view.trick.reduce((sum, p) => sum + cardPoints(game, p.card), 0) +
    trickPoints(game, view.trickWinners.length);
  const last = view.trick.length === 3;
  const winners = legal.filter((c) => trickStrength(c) > trickStrength(best));
  const losers = legal.filter((c) => trickStrength(c) < trickStrength(best));
  const clean = (c: Card) => cardPoints(game, c) <= 0;
  // A prize in the trick (the king of hearts in Spades and Queens): take it when it is safe.
  if (cost < 0 && winners.length > 0) {
    const safe = winners.filter((c) => last || out(s, c, true).length === 0);
    const take = (safe.length > 0 ? safe : last ? winners : []).filter(clean);
    if (take.length > 0) return take.at(-1)!;
  }
  if (last && cost === 0 && winners.length > 0 && view.trickWinners.length < 5) {
    // Nothing to lose on this trick: part with the highest card that is no penalty itself,
    // unless the lead would then hand us the danger.
    const safe = winners.filter(clean);
    if (safe.length > 0) return safe.at(-1)!;
  }
  if (losers.length > 0) return losers.at(-1)!;
  // Forced over: we very likely win it, so shed the highest card that is no penalty.
  const safe = legal.filter(clean);
  if (last || view.trick.length === 2) return safe.at(-1) ?? legal[0]!;
  // Second to play: a later card may still go over ours; the highest clean card if nobody
  // after us can, else the lowest, hoping to be overtaken.
  const afterUs = 3 - view.trick.length;
  const canOvertake = out(s, legal[0]!, true).length > 0 && afterUs > 0;
  return canOvertake ? legal[0]! : (safe.at(-1) ?? legal[0]!);
}

function avoidDiscard(s: Seen, legal: Card[]): Card {
  const game = s.game;
  const value = (c: Card) => {
    const suit = suitOf(c);
    const len = s.hand.filter((d) => suitOf(d) === suit).length;
    let v = cardPoints(game, c) * 16 + trickStrength(c) * 2 - len;
    // A high card that could catch a penalty card still out is dangerous to keep.
    for (const d of dangersOut(s, suit)) if (trickStrength(c) > trickStrength(d)) v += 8;
    return v;
  };
  return [...legal].sort((a, b) => value(b) - value(a))[0]!;
}

function parliamentCard(view: GuillotineView, s: Seen, legal: Card[]): Card {
  const sure = (c: Card) => out(s, c, true).length === 0 || followers(s, suitOf(c)) === 0;
  if (view.trick.length === 0) {
    const winners = legal.filter(sure);
    if (winners.length > 0) {
      // Cash a sure winner, the king of hearts first.
      return winners.includes('KH') ? 'KH' : winners.at(-1)!;
    }
    // Lose the lowest card of the longest suit, keeping the high ones.
    const len = (c: Card) => s.hand.filter((d) => suitOf(d) === suitOf(c)).length;
    return [...legal].sort((a, b) => len(b) - len(a) || byStrength(a, b))[0]!;
  }
  const led = suitOf(view.trick[0]!.card);
  if (suitOf(legal[0]!) !== led) {
    // Void: throw the lowest card of the shortest suit; keep the king of hearts and winners.
    const len = (c: Card) => s.hand.filter((d) => suitOf(d) === suitOf(c)).length;
    const value = (c: Card) =>
      (c === 'KH' ? 100 : 0) + (sure(c) ? 50 : 0) + trickStrength(c) * 3 + len(c);
    return [...legal].sort((a, b) => value(a) - value(b))[0]!;
  }
  const best = view.trick
    .filter((p) => suitOf(p.card) === led)
    .reduce((x, p) => (trickStrength(p.card) > trickStrength(x) ? p.card : x), view.trick[0]!.card);
  const winners = legal.filter((c) => trickStrength(c) > trickStrength(best));
  if (winners.length === 0) return legal[0]!;
  if (view.trick.length === 3) return winners[0]!;
  const sureWinners = winners.filter((c) => out(s, c, true).length === 0);
  if (sureWinners.length > 0) return sureWinners[0]!;
  const prize = view.trick.some((p) => p.card === 'KH');
  return prize ? winners.at(-1)! : legal[0]!;
}

// ---------------------------------------------------------------- Dominoes

function dominoMove(view: GuillotineView): GuillotineMove {
  const legal = view.legalCards;
  if (legal.length === 0) return { type: 'pass' };
  const hand = view.hand ?? [];
  const mine = new Set(hand);
  const played = new Set(Object.values(view.rows).flat());
  if (view.spinner === null) return { type: 'play', card: spinnerCard(hand) };
  const spinnerValue = RANK_VALUE[view.spinner]!;
  const bonusAce = (c: Card) => rankOf(c) === 'A' && view.spinner !== 'A';
  const value = (c: Card) => {
    const suit = suitOf(c);
    const row = view.rows[suit]!;
    const v = sequenceValue(c);
    const dirs: number[] = [];
    if (row.length === 0) dirs.push(1, -1);
    else dirs.push(v > sequenceValue(row.at(-1)!) ? 1 : -1);
    let gift = 0;
    let freed = 0;
    let blocked = 0;
    for (const d of dirs) {
      const nextCard = cardAt(suit, v + d);
      if (nextCard !== null && !mine.has(nextCard) && !played.has(nextCard)) gift++;
      // The cards beyond this one: ours are freed by playing it, the others' held back by keeping it.
      for (let w = v + d; w >= 7 && w <= 14; w += d) {
        const e = cardAt(suit, w)!;
        if (mine.has(e)) freed++;
        else blocked++;
      }
    }
    let score = -3 * gift + 1.5 * freed - 0.5 * blocked;
    if (bonusAce(c)) score += 8;
    // Opening a suit (a spinner-rank card) opens two ends for the others: hold it while we can.
    if (row.length === 0 && sequenceValue(c) === spinnerValue) score -= 1;
    return score;
  };
  const best = [...legal].sort((a, b) => value(b) - value(a))[0]!;
  return { type: 'play', card: best };
}

const RANK_VALUE: Readonly<Record<string, number>> = {
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
};

function cardAt(suit: Suit, value: number): Card | null {
  if (value < 7 || value > 14) return null;
  return DECK.find((c) => suitOf(c) === suit && sequenceValue(c) === value) ?? null;
}

/** The spinner: the rank we hold most of, near which most of our cards lie; aces are worth extra turns. */
function spinnerCard(hand: readonly Card[]): Card {
  let best: Card = hand[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const c of hand) {
    const r = sequenceValue(c);
    const same = hand.filter((d) => sequenceValue(d) === r).length;
    let near = 0;
    for (const d of hand) {
      if (suitOf(d) !== suitOf(c)) continue;
      const gap = Math.abs(sequenceValue(d) - r);
      if (gap > 0) near += 1 / gap;
    }
    const aces = rankOf(c) === 'A' ? -2 : hand.filter((d) => rankOf(d) === 'A').length;
    const value = same * 4 + near * 2 + aces - Math.abs(r - 10.5) * 0.5;
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

// ---------------------------------------------------------------- the dealer's choice

/** Features of a hand, for the estimates of what each game costs the dealer. */
export function features(hand: readonly Card[]) {
  const n = (p: (c: Card) => boolean) => hand.filter(p).length;
  const has = (c: Card) => hand.includes(c);
  const len = (s: Suit) => n((c) => suitOf(c) === s);
  const high = n((c) => trickStrength(c) >= 5);
  const low = n((c) => trickStrength(c) <= 2);
  const aces = n((c) => rankOf(c) === 'A');
  // Sure-ish tricks: aces, tens behind an ace, long suits.
  let tricks = 0;
  for (const s of SUITS) {
    const a = has(`A${s}`);
    const t = has(`10${s}`);
    const k = has(`K${s}`);
    tricks += (a ? 1 : 0) + (t ? (a ? 0.9 : 0.4) : 0) + (k ? (a && t ? 0.8 : 0.2) : 0);
    tricks += Math.max(0, len(s) - 4) * 0.6;
  }
  const spades = len('S');
  const highSpades = n((c) => suitOf(c) === 'S' && trickStrength(c) >= 4);
  const queens = n((c) => rankOf(c) === 'Q');
  const bareQueens = SUITS.filter((s) => has(`Q${s}`) && len(s) <= 2).length;
  const qs = has('QS') ? (spades <= 3 ? 2 : 1) : 0;
  const kh = has('KH') ? (len('H') <= 3 ? 2 : 1) : 0;
  const heartsHigh = has('AH') || has('10H') ? 1 : 0;
  const ranks = [7, 8, 9, 10, 11, 12, 13, 14].map((r) => n((c) => sequenceValue(c) === r));
  const most = Math.max(...ranks);
  let runs = 0;
  for (const s of SUITS) {
    const vs = hand
      .filter((c) => suitOf(c) === s)
      .map(sequenceValue)
      .sort((a, b) => a - b);
    for (let i = 1; i < vs.length; i++) if (vs[i]! - vs[i - 1]! === 1) runs++;
  }
  return {
    high,
    low,
    aces,
    tricks,
    spades,
    highSpades,
    queens,
    bareQueens,
    qs,
    kh,
    heartsHigh,
    most,
    runs,
  };
}

/**
 * Each game's cost to the dealer above its average, from the hand (lower is better): a linear
 * estimate whose weights were fitted by least squares to 4000 deals of each game this bot played
 * against itself (bench/guillotine-fit.ts), the mean being what a dealer scores there on average.
 * Weights in the order of `features`, after a constant.
 */
const FITTED: Readonly<Record<GameId, { mean: number; w: readonly number[] }>> = {
  parliament: {
    mean: -11.97,
    w: [-0.88, 0.96, 0.14, 2.54, -9.09, 0.2, 0.2, -0.31, 0.3, -0.02, 0.01, -2.31, -0.28, 0.04],
  },
  spades: {
    mean: 8.12,
    w: [12.64, 0.67, -1.55, 0.1, 0.21, -4.5, 6.69, -0.94, 1.92, -1.01, -0.48, -0.94, 0.57, -0.12],
  },
  queens: {
    mean: 7.9,
    w: [-1.41, 2.97, -0.54, 0.56, -0.45, -0.17, 0.14, 1.6, 0.97, -0.16, -0.65, -0.82, 0.7, -0.32],
  },
  royalty: {
    mean: 7.95,
    w: [1.64, 2.04, -0.76, 0.03, 0.47, -0.2, 0.53, -0.01, 0.85, 0.64, 0.71, 0.93, 0.3, -0.42],
  },
  dominoes: {
    mean: -11.55,
    w: [-12.26, 2.11, 1.65, 4.1, -2.27, -0.45, 0.11, 0.25, 0.46, 0.19, 0.35, -0.52, -3.51, -1.42],
  },
  guillotine: {
    mean: 24.73,
    w: [9.47, 3.37, -2.65, 1.54, 2.78, -4.93, 7.82, 1.63, 2.48, -0.42, 0.94, 2.39, 2.04, -0.24],
  },
};

/** What each game would cost the dealer with this hand, above the game's average. */
export function estimates(hand: readonly Card[]): Record<GameId, number> {
  const x = [1, ...Object.values(features(hand))];
  return Object.fromEntries(
    Object.entries(FITTED).map(([g, { mean, w }]) => [
      g,
      x.reduce((sum, v, i) => sum + v * w[i]!, 0) - mean,
    ]),
  ) as Record<GameId, number>;
}

export const ruleOfThumb: BotLevel<GuillotineView, GuillotineMove> = {
  id: 'rule-of-thumb',
  choose(view) {
    if (view.game === null) {
      const est = estimates(view.hand ?? []);
      const game = [...view.available].sort((a, b) => est[a] - est[b])[0]!;
      return { type: 'choose', game };
    }
    if (view.game === 'dominoes') return dominoMove(view);
    return { type: 'play', card: trickCard(view) };
  },
};
