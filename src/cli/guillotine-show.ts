/**
 * `parlour guillotine show <deal>`: a deal drawn in text — the four hands around the table (N at
 * the top, W left, E right, S at the bottom), each by suit and sorted for the game, the trick on
 * the table or the Dominoes rows in the middle; the game, the dealer and whose turn above; the
 * tricks, the captured cards and, once the deal is over, the points below.
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import {
  availableGames,
  type Card,
  canPass,
  type DealState,
  GAME_RULES,
  legalCards,
  rankOf,
  SEAT_NAMES,
  type Seat,
  SUIT_SYMBOLS,
  SUITS,
  sortHand,
  suitOf,
} from '../games/guillotine';
import { orderOf, readDeal } from './guillotine-deal';
import { InputError } from './json-lines';

/** The width of the left column (W's hand) and of the middle one (N, the table, S). */
const LEFT = 22;
const MIDDLE = 24;

const cardText = (c: Card) => `${rankOf(c)}${SUIT_SYMBOLS[suitOf(c)]}`;
const title = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A seat's name and what is special about it now. */
function seatLabel(deal: DealState, seat: Seat): string {
  const notes: string[] = [];
  if (deal.dealer === seat) notes.push('dealer');
  const place = deal.out.indexOf(seat);
  if (place >= 0) notes.push(place === 0 ? 'out first' : 'out second');
  if (deal.toMove === seat) notes.push(deal.game === null ? 'to call' : 'to play');
  return [SEAT_NAMES[seat], ...notes].join(' · ');
}

/** A seat's block: its label, then a line a suit ("♠ 7 9 Q", or "♠ —" for none). */
function handBlock(deal: DealState, seat: Seat): string[] {
  const hand = sortHand(deal.hands[seat]!, orderOf(deal));
  const lines = SUITS.map((suit) => {
    const ranks = hand.filter((c) => suitOf(c) === suit).map(rankOf);
    return `${SUIT_SYMBOLS[suit]} ${ranks.length > 0 ? ranks.join(' ') : '—'}`;
  });
  return [seatLabel(deal, seat), ...lines];
}

const centred = (text: string, width: number) => {
  const left = Math.max(0, Math.floor((width - text.length) / 2));
  return `${' '.repeat(left)}${text}`.padEnd(width);
};

/** The middle of the table (two columns narrower than its place, to keep E's hand apart). */
function tableBlock(deal: DealState): string[] {
  const inner = MIDDLE - 4;
  if (deal.game === null) return ['', centred('(no game yet)', inner), '', '', ''];
  if (deal.game === 'dominoes') {
    const head = deal.spinner === null ? 'no spinner yet' : `spinner ${deal.spinner}`;
    const rows = SUITS.map((suit) => {
      const row = deal.rows[suit];
      return `${SUIT_SYMBOLS[suit]} ${row.length > 0 ? row.map(rankOf).join(' ') : '·'}`;
    });
    return [head, ...rows];
  }
  const played = (seat: Seat) => {
    const p = deal.trick.find((t) => t.seat === seat);
    return p ? cardText(p.card) : '·';
  };
  const trickNo =
    deal.trickWinners.length + (deal.trick.length > 0 || deal.deltas === null ? 1 : 0);
  const head =
    deal.deltas !== null
      ? 'all 8 tricks played'
      : deal.trick.length === 0
        ? `trick ${trickNo}: ${SEAT_NAMES[deal.toMove!]} leads`
        : `trick ${trickNo}: ${SEAT_NAMES[deal.trick[0]!.seat]} led`;
  const w = played(3);
  const e = played(1);
  return [
    head,
    centred(played(0), inner),
    `${w}${' '.repeat(Math.max(1, inner - w.length - e.length))}${e}`,
    centred(played(2), inner),
    '',
  ];
}

/** The lines above the table: the game and the dealer, whose turn, the game's scoring. */
function heading(deal: DealState): string[] {
  const dealer = SEAT_NAMES[deal.dealer];
  if (deal.game === null) {
    const used = deal.used.length > 0 ? ` (called before: ${deal.used.join(', ')})` : '';
    return [
      `No game called yet: ${dealer} deals and calls it.`,
      `${dealer} may call: ${availableGames(deal).join(', ')}${used}.`,
    ];
  }
  const state =
    deal.deltas !== null
      ? 'The deal is over.'
      : `${SEAT_NAMES[deal.toMove!]} to play${deal.bonus ? ' (an ace bonus: may play on or pass)' : ''}.`;
  return [`${title(deal.game)}, dealt by ${dealer}. ${state}`, GAME_RULES[deal.game]];
}

/** The lines below the table: what may be played, tricks and captures, who is out, the points. */
function footer(deal: DealState): string[] {
  const lines: string[] = [];
  const seat = deal.toMove;
  if (deal.game !== null && seat !== null) {
    const legal = sortHand(legalCards(deal, seat), orderOf(deal)).map(cardText);
    const may = [...legal, ...(canPass(deal, seat) ? ['pass'] : [])];
    lines.push(`${SEAT_NAMES[seat]} may play: ${may.length > 0 ? may.join(' ') : '—'}`);
  }
  if (deal.game !== null && deal.game !== 'dominoes') {
    const winners = deal.trickWinners.map((s) => SEAT_NAMES[s]);
    lines.push(`Tricks won: ${winners.length > 0 ? winners.join(' ') : 'none yet'}`);
    const captured = SEAT_NAMES.map((name, s) => {
      const tricks = deal.trickWinners.filter((w) => w === s).length;
      return `${name} ${deal.captured[s]!.length} cards (${tricks} trick${tricks === 1 ? '' : 's'})`;
    });
    lines.push(`Captured: ${captured.join(' · ')}`);
  }
  if (deal.game === 'dominoes' && deal.out.length > 0) {
    lines.push(`Out: ${deal.out.map((s) => SEAT_NAMES[s]).join(', then ')}`);
  }
  if (deal.deltas !== null) {
    lines.push(
      `Points: ${SEAT_NAMES.map((n, s) => `${n} ${signed(deal.deltas![s]!)}`).join(' · ')}`,
    );
    const dealt = SEAT_NAMES.map(
      (n, s) => `${n} ${sortHand(deal.dealt[s]!, orderOf(deal)).map(cardText).join(' ')}`,
    );
    lines.push('Dealt:', ...dealt.map((l) => `  ${l}`));
  }
  return lines;
}

/** The whole drawing of a deal. */
export function showDeal(deal: DealState): string {
  const pad = ' '.repeat(LEFT);
  const north = handBlock(deal, 0).map((l) => `${pad}${l}`);
  const west = handBlock(deal, 3);
  const east = handBlock(deal, 1);
  const middle = tableBlock(deal);
  const rows = Math.max(west.length, middle.length, east.length);
  const around = Array.from({ length: rows }, (_, i) =>
    `${(west[i] ?? '').padEnd(LEFT)}${(middle[i] ?? '').padEnd(MIDDLE)}${east[i] ?? ''}`.trimEnd(),
  );
  const south = handBlock(deal, 2).map((l) => `${pad}${l}`);
  return [...heading(deal), '', ...north, '', ...around, '', ...south, '', ...footer(deal)].join(
    '\n',
  );
}

/** A deal's drawing, or the sentence saying why it cannot be drawn. */
function drawing(text: string): { ok: true; text: string } | { ok: false; message: string } {
  try {
    return { ok: true, text: showDeal(readDeal(text)) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const where = e.index === undefined ? '' : `move ${e.index} (counted from 0): `;
    return { ok: false, message: `${where}${e.message}` };
  }
}

export function registerGuillotineShow(cmd: Command): void {
  cmd
    .command('show')
    .description('draw a deal in text (the hands around the table, the trick or the Dominoes rows)')
    .argument('<deal>', 'the deal as for `deal` (a JSON object), or - for one a line')
    .action(async (arg: string) => {
      const say = (text: string, first: boolean) => {
        const d = drawing(text);
        if (d.ok) process.stdout.write(`${first ? '' : '\n'}${d.text}\n`);
        else {
          process.stderr.write(`parlour guillotine show: ${d.message}\n`);
          process.exitCode = 1;
        }
      };
      if (arg !== '-') return say(arg, true);
      let first = true;
      const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
      for await (const line of lines) {
        if (line.trim() === '') continue;
        say(line, first);
        first = false;
      }
    });
}
