import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAU } from '../ratings/glicko2';
import { SqlitePlayerStore } from '../server/players/sqlite';
import { jsonLines, runParlour } from './run-parlour';

const update = (args: string[], input?: string) =>
  runParlour(['ratings', 'update', ...args], input);

/**
 * Every test runs `parlour` in processes of its own, about a second each on an idle machine: the
 * timeout leaves room for a machine many times slower.
 */
const SPAWNING = { timeout: 120_000 };

/** The example of Glickman's "Example of the Glicko-2 system". */
const EXAMPLE = {
  player: { rating: 1500, deviation: 200, volatility: 0.06 },
  games: [
    { rating: 1400, deviation: 30, score: 1 },
    { rating: 1550, deviation: 100, score: 0 },
    { rating: 1700, deviation: 300, score: 0 },
  ],
};
const IDLE = { player: { rating: 1500, deviation: 200, volatility: 0.06 }, games: [] };

const lines = (...values: unknown[]) =>
  `${values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('\n')}\n`;

function expectExample(answer: Record<string, number>) {
  expect(Object.keys(answer)).toEqual(['rating', 'deviation', 'volatility']);
  // The paper: r′ = 1464.06 from μ′ = −0.2069 rounded (unrounded 1464.0507), RD′ = 151.52.
  expect(answer.rating).toBeCloseTo(1464.0507, 4);
  expect(answer.deviation).toBeCloseTo(151.5165, 4);
  expect(answer.volatility).toBeCloseTo(0.05999, 4);
  // On the Glicko-2 scale, as the paper gives them.
  expect((answer.rating! - 1500) / 173.7178).toBeCloseTo(-0.2069, 4);
  expect(answer.deviation! / 173.7178).toBeCloseTo(0.8722, 4);
}

describe('parlour ratings update -', SPAWNING, () => {
  it("answers Glickman's example with τ = 0.5, Parlour's τ, unrounded", async () => {
    expect(DEFAULT_TAU).toBe(0.5);
    const r = await update(['-'], lines(EXAMPLE));
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const [answer] = jsonLines(r.out);
    expectExample(answer);
    const explicit = await update(['-', '--tau', '0.5'], lines(EXAMPLE));
    expect(explicit.out).toBe(r.out);
    // Unrounded: the numbers as JavaScript prints a double, every digit.
    expect(r.out).toBe(
      '{"rating":1464.0506705393013,"deviation":151.51652412385727,"volatility":0.059995984286488495}\n',
    );
  });

  it('an empty games list is a period without games: only the deviation grows', async () => {
    const r = await update(['-'], lines(IDLE));
    expect(r.code).toBe(0);
    const [answer] = jsonLines(r.out);
    expect(answer.rating).toBe(1500);
    expect(answer.volatility).toBe(0.06);
    expect(answer.deviation).toBeCloseTo(
      173.7178 * Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2),
      9,
    );
    expect(answer.deviation).toBeCloseTo(200.2714, 4);
  });

  it('a bad line among good ones: one error line in its place, the rest answered, exit 1', async () => {
    const tooMany = { ...IDLE, when: 'today' };
    const badScore = { ...EXAMPLE, games: [{ rating: 1400, deviation: 30, score: 2 }] };
    const noDeviation = { player: { rating: 1500, deviation: 0, volatility: 0.06 }, games: [] };
    const missing = { player: { rating: 1500, deviation: 200 }, games: [] };
    const input = lines(EXAMPLE, 'not json', '', IDLE, tooMany, badScore, noDeviation, missing);
    const r = await update(['-'], input);
    expect(r.code).toBe(1);
    const answers = jsonLines(r.out);
    // The blank line is skipped: seven answers for seven lines.
    expect(answers).toHaveLength(7);
    expectExample(answers[0]);
    expect(answers[1]).toEqual({
      error: { code: 'bad-json', message: expect.stringMatching(/^not JSON: /) },
    });
    expect(Object.keys(answers[1].error)).toEqual(['code', 'message']);
    expect(answers[2].rating).toBe(1500);
    expect(answers.slice(3)).toEqual([
      {
        error: {
          code: 'bad-input',
          message: 'the line has no "when": its fields are player, games',
        },
      },
      {
        error: {
          code: 'bad-input',
          message: 'games[0].score is 1 (a win), 0.5 (a draw) or 0 (a loss), not 2',
        },
      },
      { error: { code: 'bad-input', message: 'player.deviation is a positive number, not 0' } },
      { error: { code: 'bad-input', message: 'player.volatility is missing' } },
    ]);
  });

  it('refuses non-finite numbers, extra fields in a player or a game, strings for numbers', async () => {
    const r = await update(
      ['-'],
      lines(
        '{"player":{"rating":1e400,"deviation":200,"volatility":0.06},"games":[]}',
        { ...EXAMPLE, games: [{ rating: 1400, deviation: 30, score: 1, colour: 'white' }] },
        { player: { ...IDLE.player, volatility: -0.06 }, games: [] },
        { player: { ...IDLE.player, rating: '1500' }, games: [] },
        { player: IDLE.player },
        [IDLE],
      ),
    );
    expect(r.code).toBe(1);
    expect(jsonLines(r.out).map((a) => [a.error.code, a.error.message])).toEqual([
      ['bad-input', 'player.rating is a finite number, not Infinity (too large a number)'],
      ['bad-input', 'games[0] has no "colour": its fields are rating, deviation, score'],
      ['bad-input', 'player.volatility is a positive number, not -0.06'],
      ['bad-input', 'player.rating is a finite number, not "1500"'],
      ['bad-input', 'games is missing'],
      [
        'bad-input',
        'the line is an object with player, games, not [{"player":{"rating":1500,"deviation":200,"volatility":0.06},"games":[]}]',
      ],
    ]);
  });

  it('numbers too extreme for a finite answer are a no-result error', async () => {
    const far = { ...IDLE, games: [{ rating: 1e300, deviation: 30, score: 1 }] };
    const r = await update(['-'], lines(far, IDLE));
    expect(r.code).toBe(1);
    const [error, good] = jsonLines(r.out);
    expect(error.error.code).toBe('no-result');
    expect(good.rating).toBe(1500);
  });

  it('--tau changes the volatility, and only through it the rest', async () => {
    const low = jsonLines((await update(['-', '--tau', '0.3'], lines(EXAMPLE, IDLE))).out);
    const high = jsonLines((await update(['-', '--tau', '1.2'], lines(EXAMPLE, IDLE))).out);
    const usual = jsonLines((await update(['-'], lines(EXAMPLE))).out);
    expect(low[0].volatility).not.toBe(usual[0].volatility);
    expect(high[0].volatility).not.toBe(usual[0].volatility);
    expect(high[0].volatility).not.toBe(low[0].volatility);
    // An unsurprising period: the larger τ lets the volatility fall further.
    expect(high[0].volatility).toBeLessThan(usual[0].volatility);
    expect(usual[0].volatility).toBeLessThan(low[0].volatility);
    // A period without games does not use τ.
    expect(low[1]).toEqual(high[1]);
  });

  it('an invalid --tau is an error on standard error, with a non-zero exit and no output', async () => {
    for (const tau of ['abc', '0', '-0.5', 'Infinity', '']) {
      const r = await update(['-', '--tau', tau], lines(EXAMPLE));
      expect(r.code).not.toBe(0);
      expect(r.out).toBe('');
      expect(r.err).toContain(`option '--tau <tau>' argument '${tau}' is invalid`);
      expect(r.err).toContain('τ is a positive number');
    }
  });

  it('reads only standard input: an argument other than - is refused', async () => {
    const r = await update([JSON.stringify(EXAMPLE)]);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('Allowed choices are -');
  });

  it('--help gives the format, blank lines, the error shape, τ and the exit status', async () => {
    const r = await update(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('--tau <tau>');
    expect(r.out).toMatch(/\(default:\s+0\.5\)/);
    expect(r.out).toContain('{"player":{"rating":1500,"deviation":200,"volatility":0.06},');
    expect(r.out).toContain('"games":[{"rating":1400,"deviation":30,"score":1}');
    expect(r.out).toContain('{"rating":1464.0506705393013,');
    expect(r.out).toContain('{"error":{"code":…,"message":…}}');
    expect(r.out).toContain('Blank lines are skipped.');
    expect(r.out).toContain('An empty "games" is a\nperiod without games');
    expect(r.out).toContain(
      'Exit status: 0 when every line was read, 1 when any line was an error.',
    );
    const top = await runParlour(['--help']);
    expect(top.out).toContain('parlour ratings update <input>');
  });
});

describe('parlour ratings recompute --store', SPAWNING, () => {
  const T0 = 1_800_000_000_000;
  const hash = (s: string) => createHash('sha256').update(s).digest('hex');

  /** A data folder whose player store has a few rated matches. */
  async function filledStore(): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-recompute-'));
    const store = new SqlitePlayerStore(dir);
    for (const id of ['a', 'b', 'c', 'd']) {
      await store.createPlayer({ id, name: `P ${id}`, createdAt: T0, secretHash: hash(id) });
    }
    const matches: [string, string, string[], number[], boolean[]][] = [
      ['m1', 'junqi', ['a', 'b'], [1, 2], [false, false]],
      ['m2', 'guillotine', ['a', 'b', 'c', 'd'], [2, 1, 3, 4], [false, false, true, false]],
      ['m3', 'junqi', ['b', 'c'], [1, 1], [false, false]],
      ['m4', 'junqi', ['d', 'a'], [1, 2], [false, false]],
    ];
    for (const [i, [matchId, game, players, places, left]] of matches.entries()) {
      for (const [seat, playerId] of players.entries()) {
        await store.recordSeat({ matchId, seat, playerId, game, rated: true, seatedAt: T0 + i });
      }
      await store.recordFinished({ matchId, game, finishedAt: T0 + i, places, left });
    }
    await store.deletePlayer('d', T0 + 10);
    await store.close();
    return dir;
  }

  const recomputeRun = (args: string[]) => runParlour(['ratings', 'recompute', ...args]);

  it('agrees with ratings stored match by match: exit 0 and a summary line', async () => {
    const dir = await filledStore();
    const r = await recomputeRun(['--store', dir]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const [summary] = jsonLines(r.out);
    expect(summary).toEqual({
      store: 'sqlite',
      results: 4,
      // d was forgotten: a, b, c in junqi; a, b, c in guillotine.
      ratings: 6,
      recomputed: 6,
      differ: 0,
      written: false,
      first: null,
    });
  });

  it('finds a stored rating that differs (exit 1), and --write puts the recomputed one back', async () => {
    const dir = await filledStore();
    const store = new SqlitePlayerStore(dir);
    const rows = await store.allRatings();
    const good = rows.find((row) => row.player === 'b' && row.game === 'junqi')!;
    await store.replaceRatings(
      rows.map((row) => (row === good ? { ...row, rating: row.rating + 0.000001 } : row)),
    );
    await store.close();
    const r = await recomputeRun(['--store', dir]);
    expect(r.code).toBe(1);
    const [summary] = jsonLines(r.out);
    expect(summary).toMatchObject({ differ: 1, written: false });
    expect(summary.first).toEqual({
      player: 'b',
      game: 'junqi',
      field: 'rating',
      stored: good.rating + 0.000001,
      recomputed: good.rating,
    });
    const written = await recomputeRun(['--store', dir, '--write']);
    expect(written.code).toBe(0);
    expect(jsonLines(written.out)[0]).toMatchObject({ differ: 1, written: true });
    const after = await recomputeRun(['--store', dir]);
    expect(after.code).toBe(0);
    expect(jsonLines(after.out)[0]).toMatchObject({ differ: 0 });
    const check = new SqlitePlayerStore(dir);
    expect(await check.allRatings()).toEqual(rows);
    await check.close();
  });

  it('refuses a folder without a store (exit 2), and needs --store', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'parlour-recompute-'));
    const r = await recomputeRun(['--store', empty]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('no parlour.sqlite');
    const none = await recomputeRun([]);
    expect(none.code).not.toBe(0);
    expect(none.err).toContain("required option '--store <store>'");
    const help = await recomputeRun(['--help']);
    expect(help.out).toContain('Exit status: 0 when the ratings agree');
  });
});
