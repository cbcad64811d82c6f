/**
 * `parlour knights analyze <position>`: the exact analyser on the command line.
 *
 *   parlour knights analyze 8x8:d5,e3,c6          human-readable verdict and winning moves
 *   parlour knights analyze 8x8:d5 --json         {"verdict","legal","winningMoves"}
 *   parlour knights analyze - < positions.txt     one JSON line per input line
 *   parlour knights analyze 8x8:a8 --budget 10s   gives up after ten seconds (exit status 3)
 */
import { createInterface } from 'node:readline';
import { type Command, InvalidArgumentError } from 'commander';
import {
  type Budget,
  type Effort,
  type PositionAnalysis,
  parseBudget,
  parsePosition,
  positionAnalysis,
  readPosition,
  StepwiseAnalysis,
  solveWithin,
} from '../games/knights/ai';
import { popcount } from '../games/knights/board';

export interface ProgressStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  /** The terminal's width: a longer line would wrap, and the carriage return not clear it. */
  readonly columns?: number;
}

export interface AnalyzeIo {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: { write(text: string): unknown };
  /** The progress line is drawn here only when it is a terminal: a log would fill with it. */
  readonly stderr: ProgressStream;
  setExitCode(code: number): void;
  /** Milliseconds, for a time budget and the progress line; `performance.now` by default. */
  readonly now?: () => number;
}

const processIo: AnalyzeIo = {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  setExitCode: (code) => {
    process.exitCode = code;
  },
};

const SOLVED = 0;
const BAD_POSITION = 1;
const UNSOLVED = 3;
/** A batch exits with its worst line: a bad position says more than an unsolved one. */
const SEVERITY = [SOLVED, UNSOLVED, BAD_POSITION];
const worse = (a: number, b: number) => (SEVERITY.indexOf(a) > SEVERITY.indexOf(b) ? a : b);

/** `--budget` as written, for the sentence that says it was not enough. */
interface WrittenBudget {
  readonly budget: Budget;
  readonly text: string;
}

function budgetOption(text: string): WrittenBudget {
  const budget = parseBudget(text);
  if (budget) return { budget, text };
  throw new InvalidArgumentError(
    'Expected a time such as 10s, 500ms or 2m, or a number of solver work units such as 50000000.',
  );
}

type Outcome =
  | { readonly kind: 'solved'; readonly analysis: PositionAnalysis }
  | { readonly kind: 'budget'; readonly legal: number; readonly effort: Effort };

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** How often the progress line is redrawn, and how long a quick answer may take without one. */
const PROGRESS_EVERY_MS = 250;

function progressText(position: string, legal: number, effort: Effort): string {
  const seconds = Math.floor(effort.elapsedMs / 1000);
  return (
    `analysing ${position}, ${legal} legal squares: ${compact.format(effort.positions)} ` +
    `positions, ${seconds} s (Ctrl-C stops)`
  );
}

const toJson = (a: PositionAnalysis) =>
  JSON.stringify({ verdict: a.verdict, legal: a.legal, winningMoves: a.winningMoves });

function outcomeJson(outcome: Outcome): string {
  if (outcome.kind === 'solved') return toJson(outcome.analysis);
  const { legal, effort } = outcome;
  return JSON.stringify({
    verdict: 'unknown',
    reason: 'budget',
    legal,
    positions: effort.positions,
    work: effort.work,
    elapsedMs: Math.round(effort.elapsedMs),
  });
}

function moverLine(position: string, legal: number): string {
  const parsed = parsePosition(position);
  const placed = parsed.ok ? parsed.value.placed.length : 0;
  const mover = placed % 2 === 0 ? 'first player' : 'second player';
  return `${position.trim()}: ${legal} legal squares, the ${mover} to move.`;
}

export function formatHuman(position: string, a: PositionAnalysis): string {
  const lines = [moverLine(position, a.legal)];
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

function formatUnsolved(
  position: string,
  budget: WrittenBudget,
  outcome: Outcome & { kind: 'budget' },
) {
  const { positions, elapsedMs } = outcome.effort;
  const cost = `${compact.format(positions)} positions solved in ${(elapsedMs / 1000).toFixed(1)} s`;
  return (
    `${moverLine(position, outcome.legal)}\n` +
    `Not solved within the budget (${budget.text}): the position is too early in the game for ` +
    `the exact analyser (${cost}). Try a position a few moves later, or a larger --budget.\n`
  );
}

interface Run {
  readonly io: AnalyzeIo;
  readonly budget: WrittenBudget | null;
}

/** Solves one position, with the progress line up meanwhile; throws PositionError. */
function solve(run: Run, text: string): Outcome {
  const { io } = run;
  const { size, legalLo, legalHi } = readPosition(text);
  const legal = popcount(legalLo, legalHi);
  const position = text.trim();
  // A terminal that does not say its width (columns 0) gets the common 80.
  const width = io.stderr.columns || 80;
  const tty = io.stderr.isTTY === true;
  let drawnAt = 0;
  const show = (effort: Effort) => {
    if (!tty || effort.elapsedMs < drawnAt + PROGRESS_EVERY_MS) return;
    drawnAt = effort.elapsedMs;
    const line = progressText(position, legal, effort);
    io.stderr.write(`\r\x1b[K${line.length < width ? line : `${line.slice(0, width - 2)}…`}`);
  };
  const now = io.now ?? (() => performance.now());
  const stepwise = new StepwiseAnalysis(size, legalLo, legalHi);
  const result = solveWithin(stepwise, run.budget?.budget ?? null, now, show);
  if (drawnAt > 0) io.stderr.write('\r\x1b[K');
  return result.kind === 'solved'
    ? { kind: 'solved', analysis: positionAnalysis(size, result.analysis) }
    : { kind: 'budget', legal, effort: result.effort };
}

/** One answer line for one input line: the analysis, {"verdict":"unknown",…} or {"error": …}. */
function answerLine(run: Run, line: string): { text: string; status: number } {
  try {
    const outcome = solve(run, line);
    return { text: outcomeJson(outcome), status: outcome.kind === 'solved' ? SOLVED : UNSOLVED };
  } catch (e) {
    return { text: JSON.stringify({ error: (e as Error).message }), status: BAD_POSITION };
  }
}

async function analyzeStdin(run: Run): Promise<void> {
  let status = SOLVED;
  const lines = createInterface({ input: run.io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const answer = answerLine(run, line);
    status = worse(status, answer.status);
    run.io.stdout.write(`${answer.text}\n`);
  }
  if (status !== SOLVED) run.io.setExitCode(status);
}

const HELP_AFTER = `
Budget: a time (10s, 500ms, 2m) or a plain number of solver work units (about 2-5 million a
second on one core; the same number gives up at the same point on every machine). Without
--budget the analyser works until it is done, which for an early position on a big board can
take hours. While it works, a progress line is kept on standard error when that is a terminal.

Exit status: 0 when every position was solved; 3 when one was not solved within the budget
(text: a sentence saying so; --json and -: {"verdict":"unknown","reason":"budget",...});
1 for a position that cannot be read or played.
`;

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
    .option('--budget <limit>', 'give up after a time (10s, 500ms, 2m) or work units', budgetOption)
    .addHelpText('after', HELP_AFTER)
    .action(async (position: string, options: { json?: boolean; budget?: WrittenBudget }) => {
      const run: Run = { io, budget: options.budget ?? null };
      if (position === '-') {
        await analyzeStdin(run);
        return;
      }
      let outcome: Outcome;
      try {
        outcome = solve(run, position);
      } catch (e) {
        const message = (e as Error).message;
        if (options.json) io.stdout.write(`${JSON.stringify({ error: message })}\n`);
        else io.stderr.write(`error: ${message}\n`);
        io.setExitCode(BAD_POSITION);
        return;
      }
      if (options.json) io.stdout.write(`${outcomeJson(outcome)}\n`);
      else if (outcome.kind === 'solved') io.stdout.write(formatHuman(position, outcome.analysis));
      else io.stdout.write(formatUnsolved(position, run.budget!, outcome));
      if (outcome.kind !== 'solved') io.setExitCode(UNSOLVED);
    });
}
