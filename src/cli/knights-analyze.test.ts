import { Readable } from 'node:stream';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { type AnalyzeIo, registerKnightsAnalyze } from './knights-analyze';

interface Terminal {
  /** Standard error is a terminal (the progress line is drawn only there). */
  tty?: boolean;
  /** A clock for the time budget and the progress line; the real one by default. */
  now?: () => number;
}

async function runCli(args: string[], stdin = '', terminal: Terminal = {}) {
  let stdout = '';
  let stderr = '';
  let exitCode = 0;
  const io: AnalyzeIo = {
    stdin: Readable.from([stdin]),
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t), isTTY: terminal.tty, columns: 200 },
    setExitCode: (c) => {
      exitCode = c;
    },
    ...(terminal.now ? { now: terminal.now } : {}),
  };
  const knights = new Command('knights')
    .exitOverride()
    .configureOutput({ writeOut: (t) => (stdout += t), writeErr: (t) => (stderr += t) });
  registerKnightsAnalyze(knights, io);
  await knights.parseAsync(['analyze', ...args], { from: 'user' });
  return { stdout, stderr, exitCode };
}

/** One knight in a corner of 8×8: 61 legal squares, out of the book, hours from solved. */
const HOPELESS = '8x8:a8';
const WORK = 300_000;

// Several tests run the solver for a fixed amount of work, up to a few seconds on an idle machine:
// the timeout leaves room for a machine many times slower.
describe('parlour knights analyze', { timeout: 60_000 }, () => {
  it('prints a verdict for people', async () => {
    const r = await runCli(['3x3:']);
    expect(r.stdout).toContain('9 legal squares, the first player to move');
    expect(r.stdout).toContain('1 winning move of 9');
    expect(r.stdout).toContain('b2');
    expect(r.exitCode).toBe(0);
  });

  it('--json prints verdict, legal and sorted winning moves', async () => {
    const r = await runCli(['3x3:', '--json']);
    expect(JSON.parse(r.stdout)).toEqual({ verdict: 'win', legal: 9, winningMoves: ['b2'] });
  });

  it('a bad position is an error naming the square, with a non-zero exit code', async () => {
    const r = await runCli(['8x8:d5,e3,c6']);
    expect(r.stderr).toBe('error: e3 is attacked by the knight on d5.\n');
    expect(r.exitCode).toBe(1);
    const off = await runCli(['8x8:z9', '--json']);
    expect(JSON.parse(off.stdout)).toEqual({ error: 'z9 is not on this board.' });
    expect(off.exitCode).toBe(1);
  });

  it('- reads one position per line and answers one JSON line each', async () => {
    const r = await runCli(['-'], '3x3:\n8x8:d5,e3\n\n3x3:b2\n');
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { verdict: 'win', legal: 9, winningMoves: ['b2'] },
      { error: 'e3 is attacked by the knight on d5.' },
      { verdict: 'loss', legal: 8, winningMoves: [] },
    ]);
    expect(r.exitCode).toBe(1);
    const good = await runCli(['-'], '3x3:b2\n');
    expect(good.exitCode).toBe(0);
  });

  it('--budget in work units: {"verdict":"unknown","reason":"budget",…} and exit status 3', async () => {
    const r = await runCli([HOPELESS, '--json', '--budget', '300_000']);
    expect(r.stdout.split('\n')).toHaveLength(2);
    const answer = JSON.parse(r.stdout);
    expect(answer).toMatchObject({ verdict: 'unknown', reason: 'budget', legal: 61 });
    expect(answer.work).toBeGreaterThanOrEqual(WORK);
    // The budget is kept to within one component's squares.
    expect(answer.work).toBeLessThanOrEqual(WORK + 64);
    expect(answer.positions).toBeGreaterThan(0);
    expect(answer.elapsedMs).toBeTypeOf('number');
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(3);
  });

  it('--budget in text mode says in a sentence that the position was not solved', async () => {
    const r = await runCli([HOPELESS, '--budget', String(WORK)]);
    expect(r.stdout).toMatch(/^8x8:a8: 61 legal squares, the second player to move\.\n/);
    expect(r.stdout).toContain(`Not solved within the budget (${WORK}): the position is too early`);
    expect(r.stdout).toContain('a larger --budget');
    expect(r.exitCode).toBe(3);
  });

  it('--budget as a time gives up once that time is spent, read after each slice of work', async () => {
    // A clock that moves on 50 ms each time it is read: the budget is spent at the sixth slice.
    let clock = 0;
    const r = await runCli([HOPELESS, '--json', '--budget', '300ms'], '', {
      now: () => (clock += 50),
    });
    const answer = JSON.parse(r.stdout);
    expect(answer).toMatchObject({ verdict: 'unknown', reason: 'budget', legal: 61 });
    expect(answer.elapsedMs).toBe(300);
    expect(r.exitCode).toBe(3);
    // On the real clock too, however long a slice takes on this machine (the test's timeout is
    // the only bound on how long: a position hours from solved would never end without it).
    const real = JSON.parse((await runCli([HOPELESS, '--json', '--budget', '300ms'])).stdout);
    expect(real).toMatchObject({ verdict: 'unknown', reason: 'budget', legal: 61 });
    expect(real.elapsedMs).toBeGreaterThanOrEqual(300);
  });

  it('a position solved within the budget answers exactly as without one', async () => {
    for (const extra of [[], ['--json']]) {
      const plain = await runCli(['6x6:a1,f6,c3', ...extra]);
      const budgeted = await runCli(['6x6:a1,f6,c3', ...extra, '--budget', '1m']);
      expect(budgeted).toEqual(plain);
      expect(budgeted.exitCode).toBe(0);
    }
  });

  it('refuses a budget that is neither a time nor a count', async () => {
    await expect(runCli([HOPELESS, '--budget', 'soon'])).rejects.toThrow(/10s, 500ms or 2m/);
    await expect(runCli([HOPELESS, '--budget', '0s'])).rejects.toThrow(/invalid/);
  });

  it('keeps a progress line on a terminal’s standard error, never on standard output', async () => {
    let clock = 0;
    const now = () => (clock += 50);
    const tty = await runCli([HOPELESS, '--json', '--budget', '2000000'], '', { tty: true, now });
    expect(tty.stderr).toContain('\r\x1b[Kanalysing 8x8:a8, 61 legal squares: ');
    expect(tty.stderr).toMatch(/: [\d.]+K? positions, \d+ s \(Ctrl-C stops\)/);
    // Cleared before the answer, which stands alone on standard output.
    expect(tty.stderr.endsWith('\r\x1b[K')).toBe(true);
    expect(JSON.parse(tty.stdout)).toMatchObject({ verdict: 'unknown', reason: 'budget' });
    const piped = await runCli([HOPELESS, '--json', '--budget', '2000000'], '', { now });
    expect(piped.stderr).toBe('');
    // A quick answer draws no line at all.
    const quick = await runCli(['3x3:', '--json'], '', { tty: true, now });
    expect(quick.stderr).toBe('');
  });

  it('- with --budget answers unknown lines and exits with the worst status of the batch', async () => {
    const input = `3x3:\n${HOPELESS}\n`;
    const r = await runCli(['-', '--budget', String(WORK)], input);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ verdict: 'win', legal: 9, winningMoves: ['b2'] });
    expect(lines[1]).toMatchObject({ verdict: 'unknown', reason: 'budget', legal: 61 });
    expect(r.exitCode).toBe(3);
    const bad = await runCli(['-', '--budget', String(WORK)], `${input}8x8:d5,e3\n`);
    expect(bad.exitCode).toBe(1);
  });

  it('--help documents the budget and the exit status of an unsolved position', async () => {
    let help = '';
    const knights = new Command('knights')
      .exitOverride()
      .configureOutput({ writeOut: (t) => (help += t) });
    registerKnightsAnalyze(knights);
    await expect(knights.parseAsync(['analyze', '--help'], { from: 'user' })).rejects.toThrow();
    expect(help).toContain('--budget <limit>');
    expect(help).toMatch(/a time \(10s, 500ms, 2m\) or a plain number of solver work units/);
    expect(help).toMatch(
      /Exit status: 0 when every position was solved; 3 when one was not solved/,
    );
  });
});
