import { describe, expect, it } from 'vitest';
import { jsonLines, runParlour } from './run-parlour';

const junqi = (args: string[], input?: string) => runParlour(['junqi', ...args], input);

/**
 * Every test runs `parlour` in processes of its own, about a second each on an idle machine: the
 * timeout leaves room for a machine many times slower.
 */
const SPAWNING = { timeout: 120_000 };

/** The start of a game (notation.ts), in play. */
const START =
  'r10,r11,r10,r0,r0/r9,r10,r9,r2,r9/r6,1,r6,1,r5/r1,r3,1,r3,r5/r8,1,r8,1,r8/r7,r7,r7,r4,r4/' +
  'b7,b2,b7,b3,b7/b4,1,b5,1,b4/b8,b3,1,b1,b8/b6,1,b8,1,b5/b9,b10,b10,b9,b9/b0,b11,b10,b0,b6 b play 0';

const SMALL = { pieces: { a2: 'b9', b1: 'b11', b12: 'r11' }, toMove: 'blue' };

/** Blue's default layout (layout.ts), square → rank. */
// biome-ignore format: a row of the board a line, front row first
const BLUE: Record<string, number> = {
  a6: 7, b6: 2, c6: 7, d6: 3, e6: 7,
  a5: 4, c5: 5, e5: 4,
  a4: 8, b4: 3, d4: 1, e4: 8,
  a3: 6, c3: 8, e3: 5,
  a2: 9, b2: 10, c2: 10, d2: 9, e2: 9,
  a1: 0, b1: 11, c1: 10, d1: 0, e1: 6,
};

const layoutLine = (changes: Record<string, unknown>, drop: string[] = []) => {
  const pieces: Record<string, unknown> = { ...BLUE, ...changes };
  for (const s of drop) delete pieces[s];
  return JSON.stringify({ side: 'blue', pieces });
};

describe('parlour junqi moves', SPAWNING, () => {
  it('lists the 32 moves of blue at the start, attacks written with x', async () => {
    const r = await junqi(['moves', START]);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.out);
    expect(Object.keys(answer)).toEqual(['toMove', 'moves']);
    expect(answer.toMove).toBe('blue');
    expect(answer.moves).toHaveLength(32);
    expect(answer.moves).toEqual(expect.arrayContaining(['a2-b3', 'a6xa7', 'c6xc7', 'e6xe7']));
  });

  it('takes a JSON position as the argument, and as a line of - (notation lines as JSON strings)', async () => {
    const arg = await junqi(['moves', JSON.stringify(SMALL)]);
    const answer = JSON.parse(arg.out);
    expect(answer.toMove).toBe('blue');
    // The engineer runs the whole railroad: 33 squares.
    expect(answer.moves).toHaveLength(33);
    expect(answer.moves).toEqual(expect.arrayContaining(['a2-a1', 'a2-e11', 'a2-c7']));
    const r = await junqi(['moves', '-'], `${JSON.stringify(SMALL)}\n${JSON.stringify(START)}\n`);
    expect(r.code).toBe(0);
    const [a, b] = jsonLines(r.out);
    expect(a).toEqual(answer);
    expect(b.moves).toHaveLength(32);
  });

  it('a malformed line gets {"error":{"message"}}, the following lines are still answered, exit 1', async () => {
    const r = await junqi(
      ['moves', '-'],
      `{"pieces":\n${JSON.stringify({ pieces: { z9: 'b9' }, toMove: 'blue' })}\n` +
        `${JSON.stringify({ pieces: { a2: 'x9' }, toMove: 'red' })}\n${JSON.stringify(SMALL)}\n`,
    );
    const lines = jsonLines(r.out);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({ error: { message: expect.stringContaining('not JSON') } });
    expect(lines[1]).toEqual({ error: { message: expect.stringContaining('"z9"') } });
    expect(lines[2]).toEqual({ error: { message: expect.stringContaining('"x9"') } });
    expect(lines[3].toMove).toBe('blue');
    expect(r.code).toBe(1);
  });
});

describe('parlour junqi layout', SPAWNING, () => {
  it('answers valid, or the first broken rule of each kind', async () => {
    const input = [
      layoutLine({}),
      layoutLine({ a2: 8 }), // four lieutenants
      layoutLine({ a1: 11, b1: 0 }), // the flag off the headquarters
      layoutLine({ a4: 10, b2: 8 }), // a landmine too far forward
      layoutLine({ a6: 0, a1: 7 }), // a bomb in the front row
      layoutLine({ a7: 7 }, ['a6']), // a square of red's half
    ];
    const r = await junqi(['layout', '-'], `${input.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(jsonLines(r.out)).toEqual([
      { valid: true, error: null },
      { valid: false, error: 'blue needs exactly 3 lieutenants, not 4.' },
      {
        valid: false,
        error: 'The flag cannot stand on a1: it must stand in a headquarters (b1 or d1).',
      },
      { valid: false, error: expect.stringMatching(/^The landmine cannot stand on a4/) },
      { valid: false, error: expect.stringMatching(/^The bomb cannot stand on a6/) },
      { valid: false, error: "a7 is not in blue's half." },
    ]);
  });

  it("accepts the side's own piece codes; a code of the other side is named", async () => {
    const codes = Object.fromEntries(Object.entries(BLUE).map(([s, rank]) => [s, `b${rank}`]));
    const input = [
      JSON.stringify({ side: 'blue', pieces: codes }),
      layoutLine({ c5: 'r5' }),
      '{"side":"green","pieces":{}}',
    ];
    const r = await junqi(['layout', '-'], `${input.join('\n')}\n`);
    const [own, other, bad] = jsonLines(r.out);
    expect(own).toEqual({ valid: true, error: null });
    expect(other).toEqual({
      valid: false,
      error: expect.stringContaining('c5: "r5" is a red piece'),
    });
    expect(bad).toEqual({ error: { message: expect.stringContaining('"green"') } });
    expect(r.code).toBe(1);
  });
});

describe('parlour junqi play', SPAWNING, () => {
  const withRed = { pieces: { ...SMALL.pieces, e12: 'r9' }, toMove: 'blue' };

  it('plays to a flag capture, refuses a move with its index, reports a position with no move', async () => {
    const input = [
      { ...withRed, moves: ['a2-a3'] },
      { ...withRed, moves: ['a2-b11', 'e12-e11', 'b11-b12'] },
      { ...withRed, moves: ['a2-a3', 'a3-a4'] },
      { ...withRed, moves: ['a2-c9'] },
      { ...SMALL, toMove: 'red', moves: [] },
    ];
    const r = await junqi(['play', '-'], `${input.map((l) => JSON.stringify(l)).join('\n')}\n`);
    const lines = jsonLines(r.out);
    expect(lines[0]).toEqual({
      pieces: { b1: 'b11', a3: 'b9', e12: 'r9', b12: 'r11' },
      toMove: 'red',
      outcome: null,
    });
    // The separator need not say whether it is an attack.
    expect(lines[1]).toEqual({
      pieces: { b1: 'b11', e11: 'r9', b12: 'b9' },
      toMove: 'red',
      outcome: { winner: 'blue', reason: 'flag-captured' },
    });
    expect(lines[2]).toEqual({ error: { index: 1, message: 'It is not your turn.' } });
    expect(lines[3]).toEqual({
      error: { index: 0, message: 'Your engineer on a2 cannot reach c9.' },
    });
    expect(lines[4]).toEqual({
      pieces: { b1: 'b11', a2: 'b9', b12: 'r11' },
      toMove: 'red',
      outcome: { winner: 'blue', reason: 'no-legal-move' },
    });
    expect(r.code).toBe(1);
  });

  it('a malformed move is refused with its index; a malformed line does not stop the batch', async () => {
    const input = [
      JSON.stringify({ ...withRed, moves: ['a2-a3', 'a3a4'] }),
      'not json',
      JSON.stringify({ ...withRed, moves: [] }),
    ];
    const r = await junqi(['play', '-'], `${input.join('\n')}\n`);
    const [bad, garbage, fine] = jsonLines(r.out);
    expect(bad).toEqual({ error: { index: 1, message: expect.stringContaining('"a3a4"') } });
    expect(garbage).toEqual({ error: { message: expect.any(String) } });
    expect(fine.outcome).toBeNull();
    expect(r.code).toBe(1);
  });
});

describe('parlour junqi show', SPAWNING, () => {
  it('draws the board with rank names in English, Japanese and Chinese', async () => {
    const en = await junqi(['show', START]);
    expect(en.code).toBe(0);
    const rows = en.out.split('\n');
    expect(rows[1]).toMatch(/^12 +rLM +\[rFL\] +rLM +\[rBM\] +rBM$/);
    expect(rows.find((l) => l.startsWith(' 1 '))).toMatch(/bBM +\[bFL\] +bLM +\[bBM\] +bMJ$/);
    expect(en.out).toContain('( · )');
    expect(en.out).toContain('FM field marshal');
    expect(en.out).toContain('Blue to move.');
    const ja = await junqi(['show', START, '--lang', 'ja']);
    for (const name of ['司令', '軍長', '師長', '工兵', '爆弾', '軍旗'])
      expect(ja.out).toContain(name);
    const zh = await junqi(['show', JSON.stringify(SMALL), '--lang', 'zh']);
    expect(zh.out).toContain('[r军旗]');
    expect(zh.out).toContain('b工兵');
    expect(zh.out).toContain('蓝方走棋');
  });

  it('an unreadable position is an error on standard error, exit 1', async () => {
    const r = await junqi(['show', 'b9 b play 0']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('12');
  });
});

describe('parlour junqi selfplay', SPAWNING, () => {
  it('--json gives one line a game, then a summary; the same seed plays the same games', async () => {
    const args = ['selfplay', '--bots', 'random,random', '--games', '3', '--seed', 'x', '--json'];
    const [a, b] = await Promise.all([junqi(args), junqi(args)]);
    expect(a.code).toBe(0);
    const lines = jsonLines(a.out);
    expect(lines).toHaveLength(4);
    for (const [i, game] of lines.slice(0, 3).entries()) {
      expect(Object.keys(game)).toEqual(['game', 'blue', 'red', 'winner', 'reason', 'plies']);
      expect(game.game).toBe(i);
      expect(game.blue).toBe('random');
      expect([null, 'blue', 'red']).toContain(game.winner);
      expect(['flag-captured', 'no-legal-move', 'move-limit']).toContain(game.reason);
      expect(game.plies).toBeGreaterThan(0);
    }
    const { summary } = lines[3];
    expect(summary.games).toBe(3);
    expect(summary.bots).toHaveLength(2);
    const [first, second] = summary.bots;
    expect(first.wins + first.draws + first.losses).toBe(3);
    expect(first.wins).toBe(second.losses);
    expect(first).toMatchObject({
      bot: 'random',
      avgMs: expect.any(Number),
      p99Ms: expect.any(Number),
    });
    // Everything but the times is the same the second time.
    expect(jsonLines(b.out).slice(0, 3)).toEqual(lines.slice(0, 3));
  });

  it('an unknown level is an error naming the known ones', async () => {
    const r = await junqi(['selfplay', '--bots', 'nobody,random', '--games', '1']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('"nobody"');
    expect(r.err).toContain('random');
  });
});
