import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const bin = resolve(import.meta.dirname, '../../bin/parlour.js');
export const toyModule = resolve(import.meta.dirname, '../toy/index.ts');

/**
 * How long a test waits for something to happen before it fails: many times what an idle machine
 * needs (a second or two at most), so that a machine busy with other work makes a test slow, never
 * red. A test asserts what happens, not how fast: speed is measured in bench/.
 */
export const PATIENCE_MS = 60_000;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGKILL, resolved once it is gone. */
  kill(): Promise<void>;
}

/** Starts `parlour serve` as a real process (serving the toy game too) once it listens. */
export function startProcess(
  dataDir: string,
  opts: { port?: number; args?: string[]; nodeArgs?: string[]; toy?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(opts.nodeArgs ?? []),
      bin,
      'serve',
      ...['--port', String(opts.port ?? 0), '--host', '127.0.0.1', '--data', dataDir],
      ...(opts.toy === false ? [] : ['--game-module', toyModule]),
      ...(opts.args ?? []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const kill = () =>
    new Promise<void>((res) => {
      if (child.exitCode !== null || child.signalCode !== null) return res();
      child.once('exit', () => res());
      child.kill('SIGKILL');
    });
  return new Promise((res, rej) => {
    const timer = setTimeout(
      () => rej(new Error(`server did not start in ${PATIENCE_MS / 1000} s: ${out}`)),
      PATIENCE_MS,
    );
    const onData = () => {
      const m = /serving on (http:\/\/\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      res({ child, url: m[1]!.replace('localhost', '127.0.0.1'), output: () => out, kill });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => rej(new Error(`server exited (${code}): ${out}`)));
  });
}
