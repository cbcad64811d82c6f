/**
 * `parlour store migrate --store URL`: creates or updates the PostgreSQL schema (`serve` does it
 * at start too), and prints `{"store":"postgres","from":N,"to":M}`.
 *
 * `parlour store copy --from DIR --to URL`: copies the SQLite store in DIR into PostgreSQL, then
 * verifies the copy by replaying every match on both sides and comparing the states' hashes (and
 * every stored field). It prints one JSON line, `{"matches","entries","copied","skipped",
 * "verified","notReplayed"}`, or fails naming the first match that differs. A match the target
 * already holds is not copied again (an interrupted copy goes on where it stopped), but is
 * verified like the others. Each match goes in one transaction, whole or not at all.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Command } from 'commander';
import { replay } from '../core/match';
import { stateHash } from '../core/state-hash';
import { findGame, loadGameModules } from '../games';
import type { PostgresStore } from '../server/store/postgres';
import type { SqliteStore } from '../server/store/sqlite';
import type { MatchStore, StoredMatch } from '../server/store/store';
import { isPostgresUrl, shownUrl } from '../server/store/url';

/** What a copy did. */
export interface CopySummary {
  /** Matches in the source, and entries in their logs. */
  matches: number;
  entries: number;
  /** Matches written to the target now; matches it held already. */
  copied: number;
  skipped: number;
  /** Matches replayed on both sides to the same state (and with every field the same). */
  verified: number;
  /** Matches of games not served here, compared field by field but not replayed. */
  notReplayed: number;
}

/** A copy that did not come out the same: names the match. */
export class CopyMismatch extends Error {}

/** Commit after this many entries, at the end of a match (a match never spans two commits). */
const ENTRIES_PER_COMMIT = 20_000;

/** Queues everything of a stored match for `target`, in one turn: one transaction. */
function write(target: MatchStore, m: StoredMatch): void {
  target.create({
    id: m.id,
    spec: m.spec,
    plan: m.plan,
    createdAt: m.createdAt,
    settings: m.settings,
  });
  for (const [seat, hash] of m.tokenHashes.entries())
    if (hash !== null) target.setToken(m.id, seat, hash);
  for (const [i, entry] of m.log.entries()) target.append(m.id, i + 1, entry);
  for (const [seat, draft] of m.drafts.entries()) {
    if (draft.moves.length > 0) target.setDraft(m.id, seat, draft);
  }
  if (m.next !== null) target.setNext(m.id, m.next);
  if (m.rematch !== null) target.setRematch(m.id, m.rematch);
  if (m.finished) target.markFinished(m.id);
}

/** How the copy of a match differs from it, or null when it does not. */
function difference(source: StoredMatch, copy: StoredMatch | null): string | null {
  if (copy === null) return 'it is missing from the target';
  for (const key of Object.keys(source) as (keyof StoredMatch)[]) {
    if (key === 'log') continue;
    if (!isDeepStrictEqual(source[key], copy[key])) {
      return `its ${key} differs: ${JSON.stringify(source[key])} in the source, ${JSON.stringify(copy[key])} in the target`;
    }
  }
  if (source.log.length !== copy.log.length) {
    return `its log has ${source.log.length} entries in the source, ${copy.log.length} in the target`;
  }
  const at = source.log.findIndex((e, i) => !isDeepStrictEqual(e, copy.log[i]));
  if (at >= 0) return `entry ${at + 1} of its log differs`;
  return null;
}

/** The match replayed: the state's hash, or why it does not replay (null: its game is not here). */
function replayed(m: StoredMatch): string | null {
  const game = findGame(m.spec.game);
  if (!game) return null;
  const r = replay(game, m.spec, m.log, { plan: m.plan });
  return r.ok ? `state ${stateHash(r.value.match)}` : `does not replay: ${r.error.message}`;
}

/** Copies every match of `source` the target does not hold yet, then verifies them all. */
export async function copyStore(
  source: SqliteStore,
  target: PostgresStore,
  failed: Promise<never>,
): Promise<CopySummary> {
  const committed = () => Promise.race([new Promise<void>((r) => target.afterCommit(r)), failed]);
  const ids = await source.matchIds();
  const held = new Set(await target.matchIds());
  const summary: CopySummary = {
    matches: ids.length,
    entries: 0,
    copied: 0,
    skipped: 0,
    verified: 0,
    notReplayed: 0,
  };
  let queued = 0;
  for (const id of ids) {
    if (held.has(id)) {
      summary.skipped++;
      continue;
    }
    const m = await source.load(id);
    if (!m) continue;
    write(target, m);
    summary.copied++;
    queued += m.log.length + 1;
    if (queued >= ENTRIES_PER_COMMIT) {
      await committed();
      queued = 0;
    }
  }
  await committed();
  for (const id of ids) {
    const [m, copy] = await Promise.all([source.load(id), target.load(id)]);
    if (!m) continue;
    summary.entries += m.log.length;
    const differs = difference(m, copy);
    if (differs) throw new CopyMismatch(`match ${id} differs after the copy: ${differs}`);
    const here = replayed(m);
    if (here === null) {
      summary.notReplayed++;
      continue;
    }
    const there = replayed(copy!);
    if (here !== there) {
      throw new CopyMismatch(
        `match ${id} replays differently: ${here} in the source, ${there} in the target`,
      );
    }
    summary.verified++;
  }
  return summary;
}

/** Prints the error and sets the exit status. */
function failWith(e: unknown): void {
  console.error(`parlour: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}

function checkUrl(url: string | undefined, option: string): string {
  if (!url) throw new Error(`${option} is missing: give a postgres://USER@HOST:PORT/DB URL`);
  if (!isPostgresUrl(url)) {
    throw new Error(`${option} "${shownUrl(url)}" is not a postgres://USER@HOST:PORT/DB URL`);
  }
  return url;
}

export function registerStore(program: Command): void {
  const store = program
    .command('store')
    .description('the match store: set up PostgreSQL, move a SQLite store to it');

  store
    .command('migrate')
    .description('create or update the schema of a PostgreSQL store (serve does it at start too)')
    .option(
      '--store <url>',
      'the database: postgres://USER@HOST:PORT/DB',
      process.env.PARLOUR_STORE,
    )
    .action(async (opts: { store?: string }) => {
      try {
        const url = checkUrl(opts.store, '--store');
        const { migratePostgres } = await import('../server/store/postgres');
        const done = await migratePostgres(url);
        console.log(JSON.stringify({ store: 'postgres', ...done }));
      } catch (e) {
        failWith(e);
      }
    });

  store
    .command('copy')
    .description('copy a SQLite store into PostgreSQL and verify it by replaying every match')
    .requiredOption('--from <dir>', 'the data folder of the SQLite store (as serve --data)')
    .requiredOption('--to <url>', 'the PostgreSQL database: postgres://USER@HOST:PORT/DB')
    .option(
      '--game-module <path...>',
      'also replay the matches of a game a module exports as `game`',
    )
    .action(async (opts: { from: string; to: string; gameModule?: string[] }) => {
      let source: SqliteStore | null = null;
      let target: PostgresStore | null = null;
      try {
        const url = checkUrl(opts.to, '--to');
        const dir = resolve(opts.from);
        if (!existsSync(join(dir, 'parlour.sqlite'))) {
          throw new Error(`there is no Parlour store in ${dir} (no parlour.sqlite)`);
        }
        await loadGameModules((opts.gameModule ?? []).map((p) => pathToFileURL(resolve(p)).href));
        let fail: (e: unknown) => void = () => {};
        const failed = new Promise<never>((_, reject) => {
          fail = reject;
        });
        failed.catch(() => {});
        const onFailure = (e: unknown) =>
          fail(new Error(`a commit failed: ${e instanceof Error ? e.message : String(e)}`));
        // The drivers are loaded by the command that needs them, not by every command.
        const [sqlite, postgres] = await Promise.all([
          import('../server/store/sqlite'),
          import('../server/store/postgres'),
        ]);
        source = new sqlite.SqliteStore(dir, { onFailure });
        target = await postgres.PostgresStore.open(url, { onFailure });
        const summary = await copyStore(source, target, failed);
        console.log(JSON.stringify(summary));
        if (summary.notReplayed > 0) {
          console.error(
            `parlour: ${summary.notReplayed} matches are of games not served here: compared field by field, not replayed (--game-module adds a game)`,
          );
        }
      } catch (e) {
        failWith(e);
      } finally {
        await target?.close().catch(() => {});
        await source?.close().catch(() => {});
      }
    });
}
