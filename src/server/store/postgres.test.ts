import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgres } from '../../../test/pg-cluster';
import { tableSettings } from '../table-settings';
import { PostgresStore } from './postgres';
import { storeContract } from './store-contract';

const postgres = usePostgres();

storeContract('PostgreSQL', {
  place: () => postgres().database(),
  open: (url, { onFailure }) => PostgresStore.open(url, { onFailure }),
});

/** A two-seat tally match, and moves in it, for the tests below. */
const match = (id: string) => ({
  id,
  spec: { game: 'tally', options: { rounds: 2 }, seats: 2, seed: `seed-${id}` },
  plan: [{ kind: 'human' as const }, { kind: 'human' as const }],
  createdAt: 1_700_000_000_000,
  settings: tableSettings({}),
});
const move = (seat: number, clientSeq: number) => ({
  kind: 'move' as const,
  seat,
  move: { type: 'pick', card: clientSeq },
  clientSeq,
});
const committed = (store: PostgresStore) => new Promise<void>((r) => store.afterCommit(r));

describe('PostgreSQL leases: one writer per match', () => {
  /** A store that writes as `self`, fenced by the epochs `held` says it holds. */
  async function writer(
    url: string,
    self: string,
    held: Map<string, number>,
    fenced: string[],
    timedOut: string[] = [],
    commitTimeoutMs?: number,
  ) {
    const failures: unknown[] = [];
    const store = await PostgresStore.open(url, {
      commitTimeoutMs,
      onFailure: (e) => failures.push(e),
    });
    store.fenceWith({
      writer: self,
      epochOf: (id) => held.get(id) ?? null,
      onFenced: (ids) => fenced.push(...ids),
      onTimedOut: (ids) => timedOut.push(...ids),
    });
    return { store, leases: store.leases(self), failures };
  }

  it('a commit that does not return gives its matches up, and the process writes on for the rest', async () => {
    const url = await postgres().database();
    const held = new Map([
      ['hang-1', 1],
      ['hang-2', 1],
    ]);
    const timedOut: string[] = [];
    const a = await writer(url, 'proc-a', held, [], timedOut, 500);
    await a.leases.heartbeat();
    a.store.create(match('hang-1'));
    a.store.create(match('hang-2'));
    await committed(a.store);
    // Another connection holds hang-1's lease row: a commit of hang-1's writes waits on it.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await db.query('BEGIN');
      await db.query(`SELECT * FROM match_leases WHERE match_id = 'hang-1' FOR UPDATE`);
      a.store.append('hang-1', 1, move(0, 0));
      let order: string[] = [];
      a.store.afterCommit(() => order.push(`told, given up: ${timedOut.join(',')}`));
      await expect.poll(() => order.length, { timeout: 30_000, interval: 50 }).toBe(1);
      // Given up before anything waiting for that commit ran; the process does not stop.
      expect(order).toEqual(['told, given up: hang-1']);
      expect(a.failures).toEqual([]);
      expect(a.store.commitTimeouts).toBe(1);
      // A write of hang-1 queued after it, at the same epoch, is never sent (it would follow a
      // write that may not have landed); the other match's writes go in.
      a.store.append('hang-1', 2, move(1, 0));
      a.store.append('hang-2', 1, move(0, 0));
      order = [];
      a.store.afterCommit(() => order.push('committed'));
      await expect.poll(() => order.length, { timeout: 30_000, interval: 50 }).toBe(1);
    } finally {
      await db.query('ROLLBACK');
      await db.end();
    }
    // The database gave the lock-waiting commit up too: nothing of hang-1 landed.
    expect((await a.store.load('hang-1'))!.log).toEqual([]);
    expect((await a.store.load('hang-2'))!.log).toHaveLength(1);
    // Taken again at a higher epoch, the match is written as usual.
    held.set('hang-1', 2);
    const lease = new pg.Client({ connectionString: url });
    await lease.connect();
    await lease.query(`UPDATE match_leases SET epoch = 2 WHERE match_id = 'hang-1'`);
    await lease.end();
    a.store.append('hang-1', 1, move(0, 1));
    await committed(a.store);
    expect((await a.store.load('hang-1'))!.log).toHaveLength(1);
    expect(a.failures).toEqual([]);
    await a.leases.close();
    await a.store.close();
  });

  it('refuses the writes of a process whose match was taken over, and keeps the rest of its batch', async () => {
    const url = await postgres().database();
    const heldA = new Map<string, number>();
    const fencedA: string[] = [];
    const a = await writer(url, 'proc-a', heldA, fencedA);
    const heldB = new Map<string, number>();
    const b = await writer(url, 'proc-b', heldB, []);
    expect(await a.leases.heartbeat()).toBe(true);
    // A new match is leased to its creator, epoch 1, in the commit that makes it.
    heldA.set('fence-1', 1);
    heldA.set('fence-2', 1);
    a.store.create(match('fence-1'));
    a.store.create(match('fence-2'));
    a.store.append('fence-1', 1, move(0, 0));
    await committed(a.store);
    expect(await a.leases.leasesOf(['fence-1', 'fence-2', 'none'])).toEqual(
      new Map([
        ['fence-1', { owner: 'proc-a', epoch: 1 }],
        ['fence-2', { owner: 'proc-a', epoch: 1 }],
      ]),
    );
    // While A beats, B cannot take its match.
    expect(await b.leases.acquire('fence-1')).toEqual({ owner: 'proc-a', epoch: 1 });
    // A stops beating (paused past its lease): B takes the match, epoch 2, and writes on.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query(
      `UPDATE parlour_processes SET heartbeat = now() - interval '1 minute' WHERE id = 'proc-a'`,
    );
    await db.end();
    expect(await b.leases.orphans(10)).toEqual(expect.arrayContaining(['fence-1', 'fence-2']));
    expect(await b.leases.acquire('fence-1')).toEqual({ owner: 'proc-b', epoch: 2 });
    heldB.set('fence-1', 2);
    await b.leases.heartbeat();
    b.store.append('fence-1', 2, move(1, 0));
    await committed(b.store);
    // A wakes and writes to both its matches in one batch: fence-1's write is refused, the
    // other match's goes in.
    a.store.append('fence-1', 2, move(0, 1));
    a.store.append('fence-2', 1, move(0, 0));
    await committed(a.store);
    expect(fencedA).toEqual(['fence-1']);
    const one = await b.store.load('fence-1');
    expect(one!.log.map((e) => [e.seat, e.clientSeq])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect((await b.store.load('fence-2'))!.log).toHaveLength(1);
    // A lease let go is taken at once, with a higher epoch.
    await b.leases.release(['fence-1']);
    await a.leases.heartbeat();
    expect(await a.leases.acquire('fence-1')).toEqual({ owner: 'proc-a', epoch: 3 });
    expect(await a.leases.alive()).toEqual(expect.arrayContaining(['proc-a', 'proc-b']));
    // There is no lease on a match that does not exist.
    expect(await a.leases.acquire('no-such-match')).toBeNull();
    await a.leases.close();
    await b.leases.close();
    await a.store.close();
    await b.store.close();
  });
});

describe('PostgreSQL: a database that stops answering', () => {
  it('fails the commit after its timeout instead of holding every table still, and tells no one it went in', async () => {
    const url = await postgres().database();
    const failures: unknown[] = [];
    const store = await PostgresStore.open(url, {
      onFailure: (e) => failures.push(e),
      commitTimeoutMs: 500,
    });
    store.create(match('stuck'));
    await committed(store);
    // Another connection holds the log locked and never lets go: the next commit waits on it.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await db.query('BEGIN');
      await db.query('LOCK TABLE log IN ACCESS EXCLUSIVE MODE');
      store.append('stuck', 1, move(0, 0));
      let told = false;
      store.afterCommit(() => {
        told = true;
      });
      await expect.poll(() => failures.length, { timeout: 30_000, interval: 100 }).toBe(1);
      expect(String(failures[0])).toContain('a commit took longer than 500 ms');
      expect(told).toBe(false);
    } finally {
      await db.query('ROLLBACK');
      await db.end();
    }
    await store.close().catch(() => {});
  });
});
