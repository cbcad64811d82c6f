/**
 * `parlour knights analyze <position>`: the exact analyser on the command line.
 *
 *   parlour knights analyze 8x8:d5,e3,c6          human-readable verdict and winning moves
 *   parlour knights analyze 8x8:d5 --json         {"verdict","legal","winningMoves"}
 *   parlour knights analyze - < positions.txt     one JSON line per input line
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { analyzePosition, type PositionAnalysis, parsePosition } from '../games/knights/ai';

export interface AnalyzeIo {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  setExitCode(code: number): void;
}

const processIo: AnalyzeIo = {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  setExitCode: (code) => {
    process.exitCode = code;
  },
};

const toJson = (a: PositionAnalysis) =>
  JSON.stringify({ verdict: a.verdict, legal: a.legal, winningMoves: a.winningMoves });

/** One answer line for one input line: the analysis, or {"error": …}. */
export function answerLine(line: string): { text: string; ok: boolean } {
  try {
    return { text: toJson(analyzePosition(line)), ok: true };
  } catch (e) {
    return { text: JSON.stringify({ error: (e as Error).message }), ok: false };
  }
}

export function formatHuman(position: string, a: PositionAnalysis): string {
  const parsed = parsePosition(position);
  const placed = parsed.ok ? parsed.value.placed.length : 0;
  const mover = placed % 2 === 0 ? 'first player' : 'second player';
  const lines = [`${position.trim()}: ${a.legal} legal squares, the ${mover} to move.`];
  if (a.legal === 0) lines.push('No legal square: the side to move has lost.');
  else if (a.verdict === 'loss') {
    lines.push('Lost for the side to move: every move loses against perfect play.');
  } else {
    const n = a.winningMoves.length;
    lines.push(`Won for the side to move: ${n} winning move${n === 1 ? '' : 's'} of ${a.legal}:`);
    lines.push(`  ${a.winningMoves.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

async function analyzeStdin(io: AnalyzeIo): Promise<void> {
  let failed = false;
  const lines = createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const answer = answerLine(line);
    if (!answer.ok) failed = true;
    io.stdout.write(`${answer.text}\n`);
  }
  if (failed) io.setExitCode(1);
}

/** Adds `analyze <position>` to the `knights` command. */
export function registerKnightsAnalyze(knights: Command, io: AnalyzeIo = processIo): void {
  knights
    .command('analyze')
    .description(
      'exact analysis: is the position won for the side to move, and which squares win. ' +
        'Position: files×ranks, a colon, the squares played (e.g. 8x8:d5,e3,c6); ' +
        '"-" reads one position per line from standard input and answers one JSON line each',
    )
    .argument('<position>', 'e.g. 8x8:d5,e3,c6, or - for standard input')
    .option('--json', 'print {"verdict","legal","winningMoves"} as JSON')
    .action(async (position: string, options: { json?: boolean }) => {
      if (position === '-') {
        await analyzeStdin(io);
        return;
      }
      let analysis: PositionAnalysis;
      try {
        analysis = analyzePosition(position);
      } catch (e) {
        const message = (e as Error).message;
        if (options.json) io.stdout.write(`${JSON.stringify({ error: message })}\n`);
        else io.stderr.write(`error: ${message}\n`);
        io.setExitCode(1);
        return;
      }
      io.stdout.write(options.json ? `${toJson(analysis)}\n` : formatHuman(position, analysis));
    });
}
