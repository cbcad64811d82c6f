import { describe, expect, it } from 'vitest';
import { jsonLines, runParlour } from './run-parlour';

const guillotine = (args: string[], input?: string) => runParlour(['guillotine', ...args], input);

/**
 * Every test runs `parlour` in processes of its own, about a second each on an idle machine: the
 * timeout leaves room for a machine many times slower.
 */
const SPAWNING = { timeout: 120_000 };

/** Answers each deal given, one line each, through `deal -`. */
async function deals(...lines: unknown[]) {
  const input = lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
  const r = await guillotine(['deal', '-'], `${input}\n`);
  return { ...r, answers: jsonLines(r.out) };
}

const KEYS = [
  'game',
  'toMove',
  'dealOver',
  'legalCards',
  'canPass',
  'bonus',
  'spinner',
  'out',
  'trickWinners',
  'captured',
  'hands',
  'deltas',
];

const suit = (s: string) => ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => `${r}${s}`);
/** Deal A of the rules: N all hearts, E spades, S clubs, W diamonds. */
const DEAL_A = { N: suit('H'), E: suit('S'), S: suit('C'), W: suit('D') };
/** Deal B of the rules (shuffled). */
const DEAL_B = {
  N: ['QS', '7H', '9H', '9C', '10C', 'AC', '7D', 'KD'],
  E: ['10S', '8H', 'QH', '8C', 'JC', 'QC', '8D', '9D'],
  S: ['7S', 'AS', 'AH', '7C', '10D', 'JD', 'QD', 'AD'],
  W: ['8S', '9S', 'JS', 'KS', '10H', 'JH', 'KH', 'KC'],
};

const call = (seat: string, game: string) => ({ seat, type: 'choose', game });
const play = (seat: string, card: string) => ({ seat, type: 'play', card });

/** Deal A's Dominoes up to W's king of diamonds: four rounds of 10, J, Q, K from spinner 10. */
const UP_TO_KINGS = ['10', 'J', 'Q', 'K'].flatMap((r) =>
  ['H', 'S', 'C', 'D'].map((s, i) => play('NESW'[i]!, `${r}${s}`)),
);

describe('parlour guillotine deal', SPAWNING, () => {
  it('before the call: the dealer to move, no game, no legal cards', async () => {
    const { answers, code } = await deals({ dealer: 'E', hands: DEAL_B, moves: [] });
    expect(code).toBe(0);
    const [a] = answers;
    expect(Object.keys(a)).toEqual(KEYS);
    expect(a).toEqual({
      game: null,
      toMove: 'E',
      dealOver: false,
      legalCards: [],
      canPass: false,
      bonus: false,
      spinner: null,
      out: [],
      trickWinners: [],
      captured: { N: [], E: [], S: [], W: [] },
      hands: expect.any(Object),
      deltas: null,
    });
    for (const [seat, hand] of Object.entries(DEAL_B)) {
      expect([...a.hands[seat]].sort()).toEqual([...hand].sort());
    }
  });

  it('mid-trick: the seat to move may play only the cards following suit', async () => {
    const { answers } = await deals({
      dealer: 'N',
      hands: DEAL_B,
      moves: [call('N', 'spades'), play('N', '7H')],
    });
    const [a] = answers;
    expect(Object.keys(a)).toEqual(KEYS);
    expect(a.game).toBe('spades');
    expect(a.toMove).toBe('E');
    expect([...a.legalCards].sort()).toEqual(['8H', 'QH']);
    expect(a.canPass).toBe(false);
    expect(a.spinner).toBeNull();
    expect(a.hands.N).toHaveLength(7);
    expect(a.hands.N).not.toContain('7H');
    expect(a.deltas).toBeNull();
  });

  it('a whole trick game: winners in play order, captures, deltas once over', async () => {
    // Deal A as Parliament: N leads hearts A 10 K Q J 9 8 7 and wins every trick.
    const moves: object[] = [call('N', 'parliament')];
    for (const r of ['A', '10', 'K', 'Q', 'J', '9', '8', '7']) {
      for (const [i, s] of ['H', 'S', 'C', 'D'].entries()) moves.push(play('NESW'[i]!, `${r}${s}`));
    }
    const [a] = (await deals({ dealer: 'N', hands: DEAL_A, moves })).answers;
    expect(a).toMatchObject({ toMove: null, dealOver: true, legalCards: [], canPass: false });
    expect(a.trickWinners).toEqual(['N', 'N', 'N', 'N', 'N', 'N', 'N', 'N']);
    expect(a.captured.N).toHaveLength(32);
    expect(a.hands).toEqual({ N: [], E: [], S: [], W: [] });
    expect(a.deltas).toEqual({ N: -50, E: 0, S: 0, W: 0 });
  });

  it('refuses a card that does not follow suit, with its index, code and the reason', async () => {
    const { answers, code } = await deals({
      dealer: 'N',
      hands: DEAL_B,
      moves: [call('N', 'spades'), play('N', '7H'), play('E', '10S')],
    });
    expect(answers[0]).toEqual({
      error: {
        index: 2,
        code: 'guillotine.follow-suit',
        message: 'You must follow suit: you hold hearts (8H).',
      },
    });
    expect(code).toBe(1);
  });

  it('refuses a pass in a trick game, and a move by a seat not to move', async () => {
    const start = [call('N', 'spades'), play('N', '7H')];
    const { answers } = await deals(
      { dealer: 'N', hands: DEAL_B, moves: [...start, { seat: 'E', type: 'pass' }] },
      { dealer: 'N', hands: DEAL_B, moves: [...start, play('S', 'AH')] },
      { dealer: 'N', hands: DEAL_B, moves: [...start, { seat: 'W', type: 'pass' }] },
      { dealer: 'N', hands: DEAL_B, moves: [call('E', 'spades')] },
    );
    expect(answers[0].error).toMatchObject({ index: 2, code: 'guillotine.no-pass' });
    expect(answers[0].error.message).toMatch(/no passing in spades/);
    expect(answers[1].error).toMatchObject({ index: 2, code: 'not-your-turn' });
    expect(answers[2].error).toMatchObject({ index: 2, code: 'not-your-turn' });
    expect(answers[3].error).toEqual({
      index: 0,
      code: 'not-your-turn',
      message: 'N deals and chooses the game.',
    });
  });

  it('refuses a game the dealer has called before, and a move of no known shape', async () => {
    const { answers } = await deals(
      { dealer: 'N', hands: DEAL_A, used: ['spades'], moves: [call('N', 'spades')] },
      { dealer: 'N', hands: DEAL_A, moves: [call('N', 'spades'), play('N', 'ZZ')] },
      { dealer: 'N', hands: DEAL_A, moves: [call('N', 'spades'), { seat: 'N', type: 'discard' }] },
    );
    expect(answers[0].error).toMatchObject({ index: 0, code: 'guillotine.used' });
    expect(answers[0].error.message).toMatch(/called spades already/);
    expect(answers[1].error).toMatchObject({ index: 1, code: 'bad-move' });
    expect(answers[2].error).toMatchObject({ index: 1, code: 'bad-move' });
  });

  it('Dominoes, scenario 2: spinner 10, the ace bonus, N out then E', async () => {
    const moves = [
      call('N', 'dominoes'),
      ...UP_TO_KINGS,
      play('N', 'AH'),
      play('N', '9H'),
      play('N', '8H'),
      play('N', '7H'),
      play('E', 'AS'),
      play('E', '9S'),
      play('E', '8S'),
      play('E', '7S'),
    ];
    const { answers } = await deals(
      { dealer: 'N', hands: DEAL_A, moves: moves.slice(0, 2) },
      { dealer: 'N', hands: DEAL_A, moves: moves.slice(0, 18) },
      { dealer: 'N', hands: DEAL_A, moves: moves.slice(0, 21) },
      { dealer: 'N', hands: DEAL_A, moves: moves.slice(0, 22) },
      { dealer: 'N', hands: DEAL_A, moves },
    );
    const [first, bonus, nOut, eBonus, over] = answers;
    expect(Object.keys(first)).toEqual(KEYS);
    expect(first).toMatchObject({ toMove: 'E', spinner: '10', legalCards: ['10S'], bonus: false });
    expect(bonus).toMatchObject({
      toMove: 'N',
      bonus: true,
      canPass: true,
      legalCards: ['9H'],
      spinner: '10',
    });
    // Going out ends N's bonus; E's ace gives E one.
    expect(nOut).toMatchObject({ toMove: 'E', out: ['N'], bonus: false, dealOver: false });
    expect(eBonus).toMatchObject({ toMove: 'E', out: ['N'], bonus: true, canPass: true });
    expect(over).toMatchObject({
      game: 'dominoes',
      toMove: null,
      dealOver: true,
      legalCards: [],
      canPass: false,
      out: ['N', 'E'],
      trickWinners: [],
      deltas: { N: -30, E: -10, S: 0, W: 0 },
    });
    expect([...over.hands.S].sort()).toEqual(['7C', '8C', '9C', 'AC']);
  });

  it('aceBonus "one": an ace gives one extra card only; "any" plays on', async () => {
    const moves = [call('N', 'dominoes'), ...UP_TO_KINGS, play('N', 'AH'), play('N', '9H')];
    const { answers } = await deals(
      { dealer: 'N', hands: DEAL_A, moves, options: { aceBonus: 'one' } },
      { dealer: 'N', hands: DEAL_A, moves, options: { aceBonus: 'any' } },
      { dealer: 'N', hands: DEAL_A, moves },
    );
    expect(answers[0]).toMatchObject({ toMove: 'E', bonus: false, canPass: false });
    expect([...answers[0].legalCards].sort()).toEqual(['9S', 'AS']);
    expect(answers[1]).toMatchObject({ toMove: 'N', bonus: true, canPass: true });
    expect(answers[2]).toEqual(answers[1]);
  });

  it('a line that is not a deal gets an error without index', async () => {
    const seven = { ...DEAL_B, N: DEAL_B.N.slice(0, 7) };
    const twice = { ...DEAL_B, N: [...DEAL_B.N.slice(0, 7), '10S'] };
    const { W: _, ...noWest } = DEAL_B;
    const { answers, code } = await deals(
      { dealer: 'N', hands: seven, moves: [] },
      { dealer: 'N', hands: twice, moves: [] },
      { dealer: 'N', hands: noWest, moves: [] },
      { dealer: 'X', hands: DEAL_B, moves: [] },
      { dealer: 'N', hands: DEAL_B, used: ['poker'], moves: [] },
    );
    expect(code).toBe(1);
    expect(answers[0]).toEqual({ error: { message: "N's hand has 7 cards, not 8." } });
    expect(answers[1]).toEqual({ error: { message: '10S is dealt twice.' } });
    for (const a of answers) {
      expect(Object.keys(a)).toEqual(['error']);
      expect(Object.keys(a.error)).toEqual(['message']);
    }
    expect(answers[2].error.message).toMatch(/W/);
    expect(answers[4].error.message).toMatch(/poker/);
  });

  it('a malformed line gets {"error":{"message"}} and the next line is still answered', async () => {
    const { answers, code } = await deals('{"dealer":', {
      dealer: 'N',
      hands: DEAL_A,
      moves: [call('N', 'spades')],
    });
    expect(answers).toHaveLength(2);
    expect(Object.keys(answers[0].error)).toEqual(['message']);
    expect(answers[1]).toMatchObject({
      game: 'spades',
      toMove: 'N',
      legalCards: expect.any(Array),
    });
    expect([...answers[1].legalCards].sort()).toEqual([...DEAL_A.N].sort());
    expect(code).toBe(1);
  });

  it('takes the deal as the argument too', async () => {
    const r = await guillotine([
      'deal',
      JSON.stringify({ dealer: 'N', hands: DEAL_A, moves: [call('N', 'queens')] }),
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ game: 'queens', toMove: 'N' });
  });
});

describe('parlour guillotine selfplay', SPAWNING, () => {
  const args = ['selfplay', '--bots', 'random,random,random,random', '--series', '2'];

  it('--json: a line per series, 24 deals, totals summing to 400, the same for the same seed', async () => {
    const r = await guillotine([...args, '--seed', 'x', '--json']);
    expect(r.code).toBe(0);
    const lines = jsonLines(r.out);
    expect(lines).toHaveLength(2);
    for (const [i, line] of lines.entries()) {
      expect(Object.keys(line)).toEqual(['seed', 'totals', 'places', 'deals']);
      expect(line.seed).toBe(`x:${i}`);
      expect(Object.keys(line.totals)).toEqual(['N', 'E', 'S', 'W']);
      const totals = Object.values(line.totals) as number[];
      expect(totals.reduce((a, b) => a + b, 0)).toBe(400);
      // Places: 1 for the lowest total, equal totals sharing one.
      for (const seat of ['N', 'E', 'S', 'W']) {
        const lower = totals.filter((t) => t < line.totals[seat]).length;
        expect(line.places[seat]).toBe(1 + lower);
      }
      expect(line.deals).toHaveLength(24);
      for (const d of line.deals) {
        expect(Object.keys(d)).toEqual(['dealer', 'game', 'deltas']);
        expect(Object.keys(d.deltas)).toEqual(['N', 'E', 'S', 'W']);
      }
      // Each dealer calls each of the six games once.
      for (const seat of ['N', 'E', 'S', 'W']) {
        const games = line.deals.filter((d: { dealer: string }) => d.dealer === seat);
        expect(new Set(games.map((d: { game: string }) => d.game)).size).toBe(6);
      }
    }
    const again = await guillotine([...args, '--seed', 'x', '--json']);
    expect(again.out).toBe(r.out);
  });

  it('prints a table per seat without --json; an unknown level is an error naming the levels', async () => {
    const r = await guillotine([...args, '--seed', 'y']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/2 series of 24 deals, seed "y"/);
    expect(r.out).toMatch(/avg place/);
    expect(r.out.trim().split('\n')).toHaveLength(6);
    const bad = await guillotine(['selfplay', '--bots', 'random,nobody,random,random']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/no bot level "nobody"; the levels are .*random/);
  });
});

describe('parlour guillotine show', SPAWNING, () => {
  it('draws the four hands around the table with suit symbols, the game and the dealer', async () => {
    const deal = { dealer: 'N', hands: DEAL_B, moves: [call('N', 'spades'), play('N', '7H')] };
    const r = await guillotine(['show', JSON.stringify(deal)]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Spades, dealt by N. E to play.');
    // N above W and E, S below; S's hand by suit, the trick order within each.
    const at = (label: string) => lines.findIndex((l) => l.includes(label));
    expect(at('N · dealer')).toBeLessThan(at('E · to play'));
    expect(at('E · to play')).toBeLessThan(lines.findIndex((l) => l.trim() === 'S'));
    expect(lines.find((l) => l.trimStart().startsWith('W'))).toMatch(/^W\b/);
    expect(r.out).toContain('♦ J Q 10 A');
    expect(r.out).toContain('7♥');
    expect(r.out).toMatch(/E may play: 8♥ Q♥/);
  });

  it('draws the Dominoes rows and the points once over; a refused move is an error', async () => {
    const moves = [call('N', 'dominoes'), ...UP_TO_KINGS, play('N', 'AH'), play('N', '9H')];
    moves.push(play('N', '8H'), play('N', '7H'), play('E', 'AS'), play('E', '9S'));
    moves.push(play('E', '8S'), play('E', '7S'));
    const r = await guillotine(['show', JSON.stringify({ dealer: 'N', hands: DEAL_A, moves })]);
    expect(r.out).toContain('spinner 10');
    expect(r.out).toContain('♥ 7 8 9 10 J Q K A');
    expect(r.out).toContain('Points: N −30 · E −10 · S 0 · W 0');
    const bad = await guillotine([
      'show',
      JSON.stringify({ dealer: 'N', hands: DEAL_B, moves: [call('N', 'spades'), play('E', '8H')] }),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/move 1 .*not your turn/);
  });
});
