import pg from 'pg';
import { LEASE_MS, type Lease, type Leases } from '../cluster/leases';

/** A process counts as alive while its heartbeat is younger than this (the database's clock). */
const FRESH = `now() - make_interval(secs => $2::double precision / 1000)`;

/**
 * Leases in the PostgreSQL store (tables `parlour_processes` and `match_leases`, migration 2).
 * All times are the database's own clock, so processes on machines whose clocks differ agree.
 * They go through connections of their own, so that a heartbeat never waits behind the reads of
 * a busy server.
 */
export class PostgresLeases implements Leases {
  private readonly pool: pg.Pool;
  /**
   * The heartbeat's own connection: a look at a lease may wait on a row a commit holds (a
   * release waits for the commit under way), and the beat must never wait behind it, or every
   * match of a sound process would be taken from it.
   */
  private readonly beats: pg.Pool;

  constructor(
    url: string,
    readonly self: string,
    private readonly leaseMs = LEASE_MS,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 30_000 });
    this.pool.on('error', () => {});
    this.beats = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 30_000 });
    this.beats.on('error', () => {});
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end().catch(() => {}), this.beats.end().catch(() => {})]);
  }

  async heartbeat(): Promise<boolean> {
    try {
      await this.beats.query(
        `INSERT INTO parlour_processes (id) VALUES ($1)
         ON CONFLICT (id) DO UPDATE SET heartbeat = now()`,
        [this.self],
      );
      return true;
    } catch {
      return false;
    }
  }

  async acquire(matchId: string): Promise<Lease | null> {
    // Taken when there is no lease, when nobody holds it (released), or when its holder no
    // longer beats; a holder that does keeps it.
    const taken = await this.pool.query<Lease>(
      `INSERT INTO match_leases AS l (match_id, owner, epoch)
       SELECT $1, $3, 1 WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1)
       ON CONFLICT (match_id) DO UPDATE SET owner = $3, epoch = l.epoch + 1
       WHERE l.owner <> $3 AND NOT EXISTS (
         SELECT 1 FROM parlour_processes p WHERE p.id = l.owner AND p.heartbeat > ${FRESH})
       RETURNING owner, epoch`,
      [matchId, this.leaseMs, this.self],
    );
    if (taken.rows[0]) return taken.rows[0];
    // Held by someone (perhaps this process): a statement of its own sees who, as committed now.
    const { rows } = await this.pool.query<Lease>(
      'SELECT owner, epoch FROM match_leases WHERE match_id = $1',
      [matchId],
    );
    return rows[0] ?? null;
  }

  async leasesOf(matchIds: readonly string[]): Promise<Map<string, Lease>> {
    if (matchIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ match_id: string; owner: string; epoch: number }>(
      'SELECT match_id, owner, epoch FROM match_leases WHERE match_id = ANY($1::text[])',
      [matchIds],
    );
    return new Map(rows.map((r) => [r.match_id, { owner: r.owner, epoch: r.epoch }]));
  }

  async versionsOf(matchIds: readonly string[]): Promise<Map<string, number>> {
    if (matchIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ match_id: string; v: number }>(
      `SELECT m.id AS match_id, COALESCE((SELECT max(l.seq) FROM log l WHERE l.match_id = m.id), 0) AS v
       FROM matches m WHERE m.id = ANY($1::text[])`,
      [matchIds],
    );
    return new Map(rows.map((r) => [r.match_id, r.v]));
  }

  async orphans(limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ match_id: string }>(
      `SELECT l.match_id FROM match_leases l JOIN matches m ON m.id = l.match_id
       WHERE NOT m.finished AND l.owner <> $3 AND NOT EXISTS (
         SELECT 1 FROM parlour_processes p WHERE p.id = l.owner AND p.heartbeat > ${FRESH})
       LIMIT $1`,
      [limit, this.leaseMs, this.self],
    );
    return rows.map((r) => r.match_id);
  }

  async alive(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM parlour_processes WHERE heartbeat > now() - make_interval(secs => $1::double precision / 1000)`,
      [this.leaseMs],
    );
    return rows.map((r) => r.id);
  }

  async release(matchIds: readonly string[]): Promise<void> {
    if (matchIds.length === 0) return;
    // The epoch stays: the next holder raises it, so nothing this process queued can land after.
    await this.pool.query(
      `UPDATE match_leases SET owner = '' WHERE owner = $1 AND match_id = ANY($2::text[])`,
      [this.self, matchIds],
    );
  }

  async retire(): Promise<void> {
    await this.pool.query('DELETE FROM parlour_processes WHERE id = $1', [this.self]);
  }
}
