import type { PostgresStore } from './postgres';
import { SqliteStore } from './sqlite';
import type { StoreFailure } from './store';
import { isPostgresUrl, shownUrl } from './url';

/** The kinds of store, as `/api/health` names them. */
export type StoreKind = 'sqlite' | 'postgres';

export interface OpenStoreOptions {
  /** A PostgreSQL URL (postgres://USER@HOST:PORT/DB); absent: the embedded SQLite store. */
  store?: string;
  /** Folder of the SQLite store. */
  dataDir: string;
  /** The SQLite write-ahead log's size past which it is started again. */
  maxWalBytes?: number;
  /** How long a PostgreSQL commit may take before it counts as failed. */
  commitTimeoutMs?: number;
  onFailure?: StoreFailure;
}

/** An opened store and its kind, the one telling the other (several processes need PostgreSQL's). */
export type OpenedStore =
  | { readonly kind: 'sqlite'; readonly store: SqliteStore }
  | { readonly kind: 'postgres'; readonly store: PostgresStore };

/** The store a server runs on: PostgreSQL at a URL (its schema brought up to date), or SQLite. */
export async function openStore(opts: OpenStoreOptions): Promise<OpenedStore> {
  if (opts.store === undefined || opts.store === '') {
    const store = new SqliteStore(opts.dataDir, {
      maxWalBytes: opts.maxWalBytes,
      onFailure: opts.onFailure,
    });
    return { store, kind: 'sqlite' };
  }
  if (!isPostgresUrl(opts.store)) {
    throw new Error(
      `"${shownUrl(opts.store)}" is not a store Parlour knows: give a postgres://USER@HOST:PORT/DB URL, or no --store for SQLite in the data folder`,
    );
  }
  // Loaded only here: the embedded store, the default, never needs the PostgreSQL client.
  const { PostgresStore } = await import('./postgres');
  const store = await PostgresStore.open(opts.store, {
    onFailure: opts.onFailure,
    commitTimeoutMs: opts.commitTimeoutMs,
  });
  return { store, kind: 'postgres' };
}
