/**
 * The plumbing of `parlour junqi moves|layout|play`: JSON in, JSON out. An argument is answered
 * once; `-` reads one JSON value per line of standard input and answers one JSON line each, in
 * order. A line that cannot be answered gets `{"error":{"message"}}` (with the `index` of the move
 * refused, for `play`), the batch goes on, and the exit status is 1.
 */
import { createInterface } from 'node:readline';
import type { Result } from '../core/errors';
import type { JunqiState } from '../games/junqi';
import { parseNotation, parsePosition } from '../games/junqi/notation';

/** Input that cannot be answered: one `{"error"}` line. */
export class InputError extends Error {
  constructor(
    message: string,
    /** For `play`: the 0-based index of the move refused. */
    readonly index?: number,
  ) {
    super(message);
  }
}

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

/**
 * A position as text: the notation, or JSON (a string holding the notation, or the object
 * `{"pieces":{...},"toMove":"blue"}`) when it starts with `{` or `"`.
 */
export function readPosition(text: string): JunqiState {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('"')) return trusted(parsePosition(readJson(t)));
  return trusted(parseNotation(t));
}

const errorLine = (e: InputError) =>
  JSON.stringify({
    error: e.index === undefined ? { message: e.message } : { index: e.index, message: e.message },
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
