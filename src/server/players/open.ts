import { isPostgresUrl, shownUrl } from '../store/url';
import { SqlitePlayerStore } from './sqlite';
import type { PlayerStore } from './store';

export interface OpenPlayerStoreOptions {
  /** The match store's PostgreSQL URL; absent: SQLite in the data folder, as the match store. */
  store?: string;
  /** Folder of the SQLite store (parlour.sqlite, the match store's file). */
  dataDir: string;
}

/** The player store beside the match store: the same database, tables of its own. */
export async function openPlayerStore(opts: OpenPlayerStoreOptions): Promise<PlayerStore> {
  if (opts.store === undefined || opts.store === '') return new SqlitePlayerStore(opts.dataDir);
  if (!isPostgresUrl(opts.store)) {
    throw new Error(
      `"${shownUrl(opts.store)}" is not a store Parlour knows: give a postgres://USER@HOST:PORT/DB URL, or no --store for SQLite in the data folder`,
    );
  }
  const { PostgresPlayerStore } = await import('./postgres');
  return PostgresPlayerStore.open(opts.store);
}
