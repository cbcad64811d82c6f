/** For the command-line tests: runs `parlour …` as a user would, in a process of its own. */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const bin = resolve(import.meta.dirname, '../../bin/parlour.js');

export interface CliRun {
  /** The exit status. */
  code: number;
  out: string;
  err: string;
}

/** Runs `parlour <args>`, typing `input` if given (all of it at once, as a pipe does). */
export function runParlour(args: string[], input?: string): Promise<CliRun> {
  return new Promise((done) => {
    const child = execFile(process.execPath, [bin, ...args], (error, out, err) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out, err });
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** Standard output read as one JSON value per line. */
export const jsonLines = (out: string) =>
  out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
