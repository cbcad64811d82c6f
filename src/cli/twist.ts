import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { randomSeed } from '../core/rng';
import {
  type BoardCell,
  boardCells,
  CHALLENGES,
  type Colour,
  checkBoard,
  generateChallenges,
  getViablePiecePlacements,
  type Hint,
  hint,
  isLevel,
  isPlacementStringWellFormed,
  LEVELS,
  PEG_COLOUR,
  PIECE_COLOUR,
  type Position,
  parsePlacementString,
  solve,
  validatePosition,
} from '../games/twist';

/** A refusal of bad input: reported on stderr (exit code 1), or as `{"error"}` in `-` mode. */
class InputError extends Error {}

function positionOf(text: string): Position {
  const r = checkBoard(text);
  if (!r.ok) throw new InputError(r.error.message);
  return r.value;
}

// ---- drawing ---------------------------------------------------------------------------------

const ANSI_BG: Readonly<Record<Colour, string>> = {
  red: '\x1b[41m',
  blue: '\x1b[44m',
  green: '\x1b[42m',
  yellow: '\x1b[43m',
};
const ANSI_FG: Readonly<Record<Colour, string>> = {
  red: '\x1b[91m',
  blue: '\x1b[94m',
  green: '\x1b[92m',
  yellow: '\x1b[93m',
};
const RESET = '\x1b[0m';
const BOLD_BLACK = '\x1b[1;30m';

function useColour(opts: { color?: boolean }): boolean {
  return opts.color !== false && !process.env.NO_COLOR;
}

/** One location, 3 characters wide: piece letter (filled), ○ (hole), ● (peg), · (empty). */
function drawCell(cell: BoardCell, colour: boolean): string {
  const pegMark = cell.peg ? '●' : '';
  if (!cell.piece) {
    if (!cell.peg) return ' · ';
    return colour ? `${ANSI_FG[PEG_COLOUR[cell.peg]]} ● ${RESET}` : ` ${cell.peg} `;
  }
  const inner = cell.hole ? pegMark || '○' : cell.piece.toUpperCase();
  if (!colour) return cell.hole ? (cell.peg ? `(${cell.peg})` : `(${cell.piece})`) : ` ${inner} `;
  const pegFg = cell.peg ? ANSI_FG[PEG_COLOUR[cell.peg]] : BOLD_BLACK;
  return `${ANSI_BG[PIECE_COLOUR[cell.piece]]}${cell.hole ? pegFg : BOLD_BLACK} ${inner} ${RESET}`;
}

function drawBoard(position: Position, colour: boolean): string {
  const header = `   ${Array.from({ length: 8 }, (_, x) => ` ${x + 1} `).join('')}`;
  const rows = boardCells(position).map(
    (row, y) => ` ${String.fromCharCode(65 + y)} ${row.map((c) => drawCell(c, colour)).join('')}`,
  );
  return [header, ...rows].join('\n');
}

/** Plain rows for `show --json`: per location "a#" filled, "aO" hole, "aj" hole over peg j, "j." peg, "..". */
function boardRows(position: Position): string[] {
  return boardCells(position).map((row) =>
    row
      .map((c) =>
        c.piece ? `${c.piece}${c.hole ? (c.peg ?? 'O') : '#'}` : c.peg ? `${c.peg}.` : '..',
      )
      .join(''),
  );
}

function ms(start: number): string {
  return `${(performance.now() - start).toFixed(1)} ms`;
}

// ---- the answers, one function per subcommand, each returning JSON-able data ----------------

function checkAnswer(text: string): { wellFormed: boolean; valid: boolean; error: string | null } {
  const parsed = parsePlacementString(text);
  if (!parsed.ok) return { wellFormed: false, valid: false, error: parsed.error.message };
  const error = validatePosition(parsed.value);
  return {
    wellFormed: isPlacementStringWellFormed(text),
    valid: !error,
    error: error?.message ?? null,
  };
}

function viableAnswer(text: string): string[] {
  return getViablePiecePlacements(positionOf(text)) ?? [];
}

interface SolveFlags {
  limit?: number;
  count?: boolean;
}

function solveAnswer(text: string, flags: SolveFlags) {
  const r = solve(text, { limit: flags.limit, countOnly: flags.count });
  if (!r.ok) throw new InputError(r.error.message);
  return r.value;
}

function hintAnswer(text: string, start: string | undefined) {
  const r = hint(text, start ?? '');
  if (!r.ok) throw new InputError(r.error.message);
  return hintJson(r.value);
}

function hintJson(h: Hint) {
  return {
    placement: h.kind === 'place' ? h.placement : null,
    unique: h.kind === 'place' ? h.unique : null,
    takeBack: h.kind === 'takeBack' ? h.piece : null,
    reason: h.kind === 'place' ? null : h.message,
    message: h.message,
  };
}

function showAnswer(text: string) {
  const parsed =
    text === ''
      ? { ok: true as const, value: { pieces: [], pegs: [] } }
      : parsePlacementString(text);
  if (!parsed.ok) throw new InputError(parsed.error.message);
  const error = validatePosition(parsed.value);
  return { position: parsed.value, error: error?.message ?? null };
}

// ---- plumbing: one string, or `-` for one per stdin line ---------------------------------------

function fail(message: string): void {
  process.stderr.write(`parlour twist: ${message}\n`);
  process.exitCode = 1;
}

/** Answers each stdin line with one JSON line, in order; a bad line gets `{"error": ...}`. */
async function eachLine(answer: (line: string) => unknown): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const raw of lines) {
    const line = raw.trim();
    try {
      process.stdout.write(`${JSON.stringify(answer(line))}\n`);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      process.stdout.write(`${JSON.stringify({ input: line, error: e.message })}\n`);
      process.exitCode = 1;
    }
  }
}

/** Runs one subcommand on its argument: stdin lines for `-`, else once (JSON or for people). */
async function run<T>(
  text: string,
  opts: { json?: boolean },
  answer: (text: string) => T,
  human: (value: T, text: string) => string,
): Promise<void> {
  if (text === '-') return eachLine(answer);
  try {
    const value = answer(text);
    process.stdout.write(`${opts.json ? JSON.stringify(value) : human(value, text)}\n`);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    fail(e.message);
  }
}

function parseCount(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InputError(`${flag} must be a positive whole number`);
  return n;
}

// ---- registration ----------------------------------------------------------------------------

export function registerTwist(program: Command): void {
  const cmd = program
    .command('twist')
    .description(
      'IQ Twist: check, solve and generate challenges (placement strings like a7A7b6A7…i6B0)',
    );
  const stdinNote = 'use - to read one placement string per line from stdin (one JSON line each)';

  cmd
    .command('check')
    .description(`is a placement string well-formed and valid? (${stdinNote})`)
    .argument('<placement>', 'placement string')
    .option('--json', 'print {"wellFormed", "valid", "error"}')
    .action((text: string, opts: { json?: boolean }) =>
      run(text, opts, checkAnswer, (v) =>
        v.valid
          ? 'valid'
          : v.wellFormed
            ? `well-formed but not valid: ${v.error}`
            : `not well-formed: ${v.error}`,
      ),
    );

  cmd
    .command('viable')
    .description(
      `every valid placement of every missing piece, symmetric duplicates collapsed (${stdinNote})`,
    )
    .argument('<placement>', 'a valid placement string ("" for the empty board)')
    .option('--json', 'print a sorted JSON array ([] when there is none)')
    .action((text: string, opts: { json?: boolean }) =>
      run(text, opts, viableAnswer, (v) =>
        v.length === 0 ? 'no viable placement' : `${v.length} viable placements:\n${v.join(' ')}`,
      ),
    );

  cmd
    .command('solve')
    .description(`every solution of a start; "" is the empty board (${stdinNote})`)
    .argument('<placement>', 'the start: a valid placement string, or ""')
    .option('--json', 'print the sorted array of solutions (with --count: {"count", "capped"})')
    .option('--limit <n>', 'stop after n solutions', (v) => parseCount('--limit', v))
    .option('--count', 'count only (with --limit: "how many, counting no further than n")')
    .option('--show <n>', 'draw the first n solutions (default 1)', (v) => parseCount('--show', v))
    .option('--no-color', 'draw without ANSI colours')
    .action(
      (text: string, opts: SolveFlags & { json?: boolean; show?: number; color?: boolean }) => {
        const answer = (t: string) => {
          const v = solveAnswer(t, opts);
          return opts.count ? { count: v.count, capped: v.capped } : v.solutions;
        };
        if (text === '-' || opts.json) return run(text, { json: true }, answer, () => '');
        return run(
          text,
          opts,
          (t) => {
            const start = performance.now();
            const v = solveAnswer(t, opts);
            return { ...v, time: ms(start) };
          },
          (v, t) => {
            const count = `${v.count}${v.capped ? '+' : ''} solution${v.count === 1 ? '' : 's'}`;
            const head = `${count} in ${v.time}`;
            // Draw each solution with the start's pegs showing through their holes.
            const pegs = positionOf(t).pegs;
            const boards = v.solutions.slice(0, opts.show ?? 1).map((s) => {
              const board = drawBoard({ pieces: positionOf(s).pieces, pegs }, useColour(opts));
              return `\n${s}\n${board}`;
            });
            return [head, ...boards].join('\n');
          },
        );
      },
    );

  cmd
    .command('hint')
    .description(`one placement of the solution, or why there is none (${stdinNote})`)
    .argument('<placement>', 'the current board (start plus placed pieces)')
    .option(
      '--start <placement>',
      'the challenge start: its pieces are never suggested for taking back',
    )
    .option('--json', 'print {"placement", "unique", "takeBack", "reason", "message"}')
    .action((text: string, opts: { json?: boolean; start?: string }) =>
      run(
        text,
        opts,
        (t) => hintAnswer(t, opts.start),
        (v) => v.message,
      ),
    );

  cmd
    .command('show')
    .description(`draw a board in colour (${stdinNote})`)
    .argument('<placement>', 'a placement string ("" for the empty board)')
    .option(
      '--json',
      'print {"rows", "valid", "error"}: per location a#, aO, aj (hole over peg j), j., ..',
    )
    .option('--no-color', 'draw without ANSI colours')
    .action((text: string, opts: { json?: boolean; color?: boolean }) => {
      const json = (t: string) => {
        const v = showAnswer(t);
        return { rows: boardRows(v.position), valid: v.error === null, error: v.error };
      };
      if (text === '-' || opts.json) return run(text, { json: true }, json, () => '');
      return run(text, opts, showAnswer, (v) => {
        const board = drawBoard(v.position, useColour(opts));
        return v.error ? `${board}\nnot valid: ${v.error}` : board;
      });
    });

  cmd
    .command('generate')
    .description('make new challenges with a unique solution')
    .option('--level <level>', `one of ${LEVELS.join(', ')}`, 'expert')
    .option('--count <n>', 'how many', (v) => parseCount('--count', v), 1)
    .option('--seed <seed>', 'seed (the same seed gives the same challenges); random by default')
    .option('--json', 'print an array of {"id", "level", "start", "solution", "grade"}')
    .option('--no-color', 'draw without ANSI colours')
    .action(
      (opts: { level: string; count: number; seed?: string; json?: boolean; color?: boolean }) => {
        if (!isLevel(opts.level))
          return fail(`no level "${opts.level}"; choose one of ${LEVELS.join(', ')}`);
        const seed = opts.seed ?? randomSeed();
        const start = performance.now();
        const made = generateChallenges(opts.level, seed, opts.count);
        if (opts.json) return void process.stdout.write(`${JSON.stringify(made)}\n`);
        for (const c of made) {
          const g = c.grade;
          console.log(
            `${c.id}  ${c.start}\n  ${g.pegs} pegs${g.startPiece ? ' + a start piece' : ''}, ` +
              `${g.forced} forced placements, ${g.guesses} guesses; solution ${c.solution}`,
          );
          console.log(drawBoard(positionOf(c.start), useColour(opts)));
        }
        console.log(
          `${made.length} ${opts.level} ${made.length === 1 ? 'challenge' : 'challenges'} from seed "${seed}" in ${ms(start)}`,
        );
      },
    );

  cmd
    .command('challenges')
    .description('list the 120 shipped challenges')
    .option('--level <level>', `only one level: ${LEVELS.join(', ')}`)
    .option('--json', 'print an array of {"id", "level", "start", "solution"}')
    .option('--show', 'draw each start')
    .option('--no-color', 'draw without ANSI colours')
    .action((opts: { level?: string; json?: boolean; show?: boolean; color?: boolean }) => {
      if (opts.level !== undefined && !isLevel(opts.level)) {
        return fail(`no level "${opts.level}"; choose one of ${LEVELS.join(', ')}`);
      }
      const list = CHALLENGES.filter((c) => !opts.level || c.level === opts.level);
      if (opts.json) return void process.stdout.write(`${JSON.stringify(list)}\n`);
      for (const c of list) {
        console.log(`${c.id.padEnd(11)} ${c.start}`);
        if (opts.show) console.log(`${drawBoard(positionOf(c.start), useColour(opts))}\n`);
      }
      console.log(`${list.length} challenges`);
    });
}
