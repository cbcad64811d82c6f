/**
 * The plumbing of the JSON-lines commands (`parlour junqi moves|layout|play`, `parlour guillotine
 * deal`): JSON in, JSON out. An argument is answered once; `-` reads one JSON value per line of
 * standard input and answers one JSON line each, in order. A line that cannot be answered gets
 * `{"error":{"message"}}` (with the `index` of a refused move, and the rules' `code` where the
 * command reports one), the batch goes on, and the exit status is 1.
 */
import { createInterface } from 'node:readline';
import type { Result } from '../core/errors';

/** Input that cannot be answered: one `{"error"}` line. */
export class InputError extends Error {
  constructor(
    message: string,
    /** The 0-based index of the move refused, for a command that plays moves. */
    readonly index?: number,
    /** The rules' code of the refusal, for a command that reports it. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The value of a result, or its error's sentence as an `InputError` (without its code). */
export function trusted<T>(r: Result<T>): T {
  if (!r.ok) throw new InputError(r.error.message);
  return r.value;
}

export function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError(`not JSON: ${(e as Error).message}`);
  }
}

/** A JSON object (not an array, not null), or the sentence saying what was expected. */
export function objectOf(value: unknown, expected: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new InputError(expected);
  return value as Record<string, unknown>;
}

/** `{"error":{"index","code","message"}}`, `index` and `code` only where they are known. */
const errorLine = (e: InputError) =>
  JSON.stringify({
    error: {
      ...(e.index === undefined ? {} : { index: e.index }),
      ...(e.code === undefined ? {} : { code: e.code }),
      message: e.message,
    },
  });

/** One answer line for one input, and whether it was an error. */
function answerLine(answer: (text: string) => unknown, text: string): [string, boolean] {
  try {
    return [JSON.stringify(answer(text)), false];
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return [errorLine(e), true];
  }
}

/**
 * Answers the argument once, or each line of standard input for `-` (blank lines are skipped).
 * The exit status is 1 when any answer was an error.
 */
export async function answerJson(arg: string, answer: (text: string) => unknown): Promise<void> {
  let failed = false;
  const say = (text: string) => {
    const [line, error] = answerLine(answer, text);
    failed ||= error;
    process.stdout.write(`${line}\n`);
  };
  if (arg !== '-') say(arg);
  else {
    const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) if (line.trim() !== '') say(line);
  }
  if (failed) process.exitCode = 1;
}
