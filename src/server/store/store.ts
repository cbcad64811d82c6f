import type { LogEntry, MatchSpec } from '../../core/match';
import type { SeatPlan, TableSettings } from '../../core/protocol';

/** A match as listed: its spec, who sits where, and how far it has come. */
export interface MatchSummary {
  readonly id: string;
  readonly spec: MatchSpec;
  readonly plan: readonly SeatPlan[];
  readonly tokenHashes: readonly (string | null)[];
  readonly createdAt: number;
  readonly finished: boolean;
  readonly version: number;
  readonly settings: TableSettings;
  /** The rematch that followed this match, if any. */
  readonly next: string | null;
  /** The rematch being agreed on, if any. */
  readonly rematch: RematchOffer | null;
}

/**
 * A rematch offered at the end of a match and not yet agreed. Its id is chosen with the offer, so
 * that each seat's token there (derived from its token here, see `rematchToken`) is known, as a
 * hash, the moment its player accepts: nothing secret is stored, and the offer survives a restart.
 */
export interface RematchOffer {
  readonly next: string;
  /** The seats that accepted, each with the hash of its token in the rematch. */
  readonly accepted: readonly (readonly [seat: number, tokenHash: string])[];
  readonly declinedBy: number | null;
}

export interface NewMatch {
  id: string;
  spec: MatchSpec;
  plan: readonly SeatPlan[];
  createdAt: number;
  settings: TableSettings;
}

/** A match as stored: the summary and its append-only log. */
export interface StoredMatch extends MatchSummary {
  readonly log: readonly StoredEntry[];
  /** Per seat, its draft: moves of its secret preparation not yet in the log (see Game.draft). */
  readonly drafts: readonly StoredDraft[];
  /** The answers kept for commands that take effect once (see `recordAnswer`), by command id. */
  readonly answers: ReadonlyMap<string, string>;
}

/** A seat's draft, with the sequence number of the latest command of its player in it. */
export interface StoredDraft {
  readonly moves: readonly unknown[];
  readonly clientSeq: number | null;
}

export type StoredEntry = LogEntry & { readonly clientSeq: number | null };

/**
 * Where matches live. Writes are group-committed: `create`, `setToken`, `append` and
 * `markFinished` queue their write, and what is queued in one turn of the event loop commits in
 * one transaction (the transactions commit in the order of their turns). `afterCommit` runs a
 * callback once everything queued before it is durable: the server tells players about a move
 * only then, so a crash loses nothing anyone was told about. A commit that fails stops the
 * process (memory would be ahead of the disk), unless the store was given another `onFailure`.
 *
 * Reads are asynchronous: the server never blocks its event loop on the database. A read sees
 * every write queued before it (it waits for their commit first).
 */
export interface MatchStore {
  create(match: NewMatch): void;
  /** The match with its log and drafts, once every write queued before the call is durable. */
  load(id: string): Promise<StoredMatch | null>;
  /** Appends entry number `seq` (1-based); the commit fails if that number is already taken. */
  append(id: string, seq: number, entry: StoredEntry): void;
  /** Records a seat's token hash; the caller makes sure the seat was free (one owner per match). */
  setToken(id: string, seat: number, tokenHash: string): void;
  /** Gives a seat a new token (the player moved to another browser): the old one stops working. */
  replaceToken(id: string, seat: number, tokenHash: string): void;
  /** Records the rematch that follows a finished match. */
  setNext(id: string, next: string): void;
  /** Records the rematch being agreed on (null: none any more). */
  setRematch(id: string, offer: RematchOffer | null): void;
  markFinished(id: string): void;
  /**
   * Keeps the answer (JSON text) of a command that must take effect once, under the id its sender
   * chose, in the same commit as its effect: a command sent again, to this process or to another
   * that has taken the match over, is given the first answer rather than run twice.
   */
  recordAnswer(id: string, commandId: string, answer: string): void;
  /** Replaces a seat's draft (empty: none), in the same commit as the writes queued with it. */
  setDraft(id: string, seat: number, draft: StoredDraft): void;
  /** Runs `callback` once every write made before it is durable (at once when they all are). */
  afterCommit(callback: () => void): void;
  /**
   * Like `afterCommit`, but before every `afterCommit` callback of the same commit: for the
   * bookkeeping those callbacks rely on (which matches are durable up to which version).
   */
  recorded(callback: () => void): void;
  /** Unfinished matches listed for anyone to join, newest first, for the lobby. */
  listOpen(limit: number): Promise<MatchSummary[]>;
  /** Ids of unfinished matches with at least one bot seat (their bots resume after a restart). */
  unfinishedWithBots(): Promise<string[]>;
  /** Commits what is queued, then lets go of the database. */
  close(): Promise<void>;
  /** Sizes and commit times, for operators (GET /api/stats). */
  stats?(): unknown;
  /** Tells `observer` how long each commit took, in milliseconds (for /metrics). */
  observeCommits?(observer: (ms: number) => void): void;
}

/** What a store does when a commit fails: by default it stops the process (see MatchStore). */
export type StoreFailure = (error: unknown) => void;

/** The default: memory is now ahead of the disk, so stop rather than tell of unsaved moves. */
export const stopOnFailure: StoreFailure = (error) => {
  console.error('parlour: the match store failed to commit; stopping.', error);
  process.exit(70);
};
