/**
 * Who writes a match: one process at a time, the holder of its lease. A lease names its owner
 * and an epoch; the epoch rises at every takeover and is checked inside every commit of the
 * match's writes (a fencing token), so a process that lost a match — paused past its lease,
 * say — can no longer write to it, whatever it believes. A lease lives as long as its owner's
 * heartbeat: a process that stops beating loses all its matches at once.
 */
export interface Lease {
  readonly owner: string;
  readonly epoch: number;
}

export interface Leases {
  /** This process's id, as the leases name it. */
  readonly self: string;
  /** Says this process is alive; false when the store could not be reached. */
  heartbeat(): Promise<boolean>;
  /**
   * Takes the match's lease if nobody alive holds it (raising its epoch), and answers who holds
   * it now: this process, or the live one that does; null when there is no such match.
   */
  acquire(matchId: string): Promise<Lease | null>;
  /**
   * The leases of these matches as the store has them now (a match made here whose commit is
   * still on its way has none yet).
   */
  leasesOf(matchIds: readonly string[]): Promise<Map<string, Lease>>;
  /**
   * How far the store holds each of these matches (its last entry's number, 0 for none): a
   * follower compares its copies with it, so that one left behind by a lost message catches up.
   */
  versionsOf(matchIds: readonly string[]): Promise<Map<string, number>>;
  /** Unfinished matches whose owner has stopped beating (at most `limit`). */
  orphans(limit: number): Promise<string[]>;
  /** The processes beating now. */
  alive(): Promise<string[]>;
  /** Lets go of matches (a planned stop): another process may take them at once. */
  release(matchIds: readonly string[]): Promise<void>;
  /** Stops beating: the process is going. */
  retire(): Promise<void>;
  /** Lets go of its connections. */
  close(): Promise<void>;
}

/** How long a lease outlives its owner's last heartbeat. */
export const LEASE_MS = 3000;
/** How often a process beats (and looks for orphaned matches). */
export const HEARTBEAT_MS = 1000;
