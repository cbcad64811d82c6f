import { Readable } from 'node:stream';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { type AnalyzeIo, registerKnightsAnalyze } from './knights-analyze';

async function runCli(args: string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  let exitCode = 0;
  const io: AnalyzeIo = {
    stdin: Readable.from([stdin]),
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    setExitCode: (c) => {
      exitCode = c;
    },
  };
  const knights = new Command('knights').exitOverride();
  registerKnightsAnalyze(knights, io);
  await knights.parseAsync(['analyze', ...args], { from: 'user' });
  return { stdout, stderr, exitCode };
}

describe('parlour knights analyze', () => {
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
});
