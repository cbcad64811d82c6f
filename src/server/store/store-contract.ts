/**
 * What every match store promises (see `MatchStore`), as vitest tests that any store registers
 * for itself: `storeContract('SQLite', { place, open })` in its own test file. A store that passes
 * them can hold the server's matches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatPlan } from '../../core/protocol';
import { tableSettings } from '../table-settings';
import type {
  MatchStore,
  NewMatch,
  RematchOffer,
  StoredEntry,
  StoredMatch,
  StoreFailure,
} from './store';

/** How a test makes the store under test. */
export interface StoreUnderTest {
  /** A new, empty place for a store (a folder, a database), named by what `open` takes. */
  place(): Promise<string>;
  /** A store on that place: a new one, or the one closed there before (reopened). */
  open(place: string, opts: { onFailure?: StoreFailure }): Promise<MatchStore>;
}

const human: SeatPlan = { kind: 'human' };
const bot: SeatPlan = { kind: 'bot', level: 'random' };

/** A new match as the server makes it. */
function newMatch(id: string, over: Partial<NewMatch> = {}): NewMatch {
  return {
    id,
    spec: {
      game: 'tally',
      options: { rounds: 2, note: 'ünïcode ✓' },
      seats: 3,
      seed: `seed-${id}`,
    },
    plan: [human, bot, human],
    createdAt: 1_700_000_000_123,
    settings: tableSettings({ listed: true, graceSeconds: 30, moveSeconds: 20 }),
    ...over,
  };
}

/** One entry of every kind the log holds, with and without a player's clientSeq. */
const everyKind: StoredEntry[] = [
  {
    kind: 'move',
    seat: 0,
    move: { type: 'pick', card: 3, nested: { a: [1, 2.5, null] } },
    clientSeq: 0,
  },
  {
    kind: 'move',
    seat: 2,
    move: { type: 'ready' },
    drafts: [
      { type: 'swap', a: 'c3', b: 'd4' },
      { type: 'swap', a: 'e5', b: 'f6' },
    ],
    clientSeq: 7,
  },
  { kind: 'move', seat: 1, move: 'a plain string', clientSeq: null },
  { kind: 'draw', seat: 0, action: 'offer', clientSeq: 1 },
  { kind: 'draw', seat: 2, action: 'decline', clientSeq: 8 },
  { kind: 'draw', seat: 0, action: 'accept', clientSeq: 2 },
  { kind: 'leave', seat: 2, clientSeq: 9 },
  { kind: 'takeover', seat: 2, level: 'careful', clientSeq: null },
  { kind: 'return', seat: 2, clientSeq: null },
  { kind: 'timeout', seat: 0, forfeit: false, clientSeq: null },
  { kind: 'timeout', seat: 2, forfeit: true, clientSeq: null },
  { kind: 'resign', seat: 1, clientSeq: null },
  { kind: 'claim', seat: 0, result: 'draw', clientSeq: 3 },
  { kind: 'claim', seat: 2, result: 'win', clientSeq: 10 },
];

const committed = (store: MatchStore) => new Promise<void>((r) => store.afterCommit(r));
const nextTurn = () => new Promise((r) => setImmediate(r));

/** Waits (generously: a loaded machine is slow, never wrong) until `cond` holds. */
async function until(what: string, cond: () => boolean, ms = 30_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!cond()) {
    if (performance.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Registers the contract's tests for one kind of store. */
export function storeContract(name: string, under: StoreUnderTest): void {
  describe(`the ${name} match store`, () => {
    const open: MatchStore[] = [];
    const closed = new Set<MatchStore>();
    afterEach(async () => {
      for (const s of open.splice(0)) if (!closed.has(s)) await s.close();
      closed.clear();
    });

    /** A store on a fresh place (or on `place`), closed after the test. */
    async function make(place?: string, onFailure?: StoreFailure) {
      const where = place ?? (await under.place());
      const store = await under.open(where, { onFailure });
      open.push(store);
      return { store, place: where };
    }
    async function close(store: MatchStore) {
      closed.add(store);
      await store.close();
    }

    it('gives back a match as it was written: spec, plan, settings and every kind of entry', async () => {
      const { store } = await make();
      const m = newMatch('contract-round-trip');
      store.create(m);
      for (const [i, e] of everyKind.entries()) store.append(m.id, i + 1, e);
      const loaded = await store.load(m.id);
      expect(loaded).toEqual({
        id: m.id,
        spec: m.spec,
        plan: m.plan,
        tokenHashes: [null, null, null],
        createdAt: m.createdAt,
        finished: false,
        version: everyKind.length,
        settings: m.settings,
        next: null,
        rematch: null,
        log: everyKind,
        drafts: [
          { moves: [], clientSeq: null },
          { moves: [], clientSeq: null },
          { moves: [], clientSeq: null },
        ],
        answers: new Map(),
      } satisfies StoredMatch);
      expect(await store.load('contract-no-such-match')).toBeNull();
    });

    it('keeps seat tokens, and a replaced token stops being the seat’s', async () => {
      const { store } = await make();
      const m = newMatch('contract-tokens');
      store.create(m);
      store.setToken(m.id, 0, 'hash-zero');
      store.setToken(m.id, 2, 'hash-two');
      await committed(store);
      store.replaceToken(m.id, 2, 'hash-two-moved');
      expect((await store.load(m.id))!.tokenHashes).toEqual(['hash-zero', null, 'hash-two-moved']);
    });

    it('keeps the answer of a command with its effect, in the same commit, by its id', async () => {
      const { store } = await make();
      const m = newMatch('contract-answers');
      store.create(m);
      store.setToken(m.id, 2, 'hash-two');
      store.recordAnswer(m.id, 'command-1', '{"seat":2,"tokenHash":"hash-two"}');
      await committed(store);
      store.recordAnswer(m.id, 'command-2', '{"refused":"ünïcode"}');
      const loaded = (await store.load(m.id))!;
      expect(loaded.tokenHashes[2]).toBe('hash-two');
      expect([...loaded.answers].sort()).toEqual([
        ['command-1', '{"seat":2,"tokenHash":"hash-two"}'],
        ['command-2', '{"refused":"ünïcode"}'],
      ]);
      // Another match's answers are its own.
      store.create(newMatch('contract-answers-other'));
      expect((await store.load('contract-answers-other'))!.answers.size).toBe(0);
    });

    it('keeps a seat’s draft with its clientSeq, and forgets it once cleared', async () => {
      const { store } = await make();
      const m = newMatch('contract-drafts');
      store.create(m);
      const swaps = [
        { type: 'swap', a: 'c3', b: 'd4' },
        { type: 'swap', a: 'a1', b: 'b2' },
      ];
      store.setDraft(m.id, 0, { moves: swaps.slice(0, 1), clientSeq: 4 });
      store.setDraft(m.id, 0, { moves: swaps, clientSeq: 5 });
      store.setDraft(m.id, 2, { moves: [{ type: 'swap', a: 'x', b: 'y' }], clientSeq: null });
      let loaded = (await store.load(m.id))!;
      expect(loaded.drafts).toEqual([
        { moves: swaps, clientSeq: 5 },
        { moves: [], clientSeq: null },
        { moves: [{ type: 'swap', a: 'x', b: 'y' }], clientSeq: null },
      ]);
      // The move that carries the draft into the log clears it, in the same commit.
      store.append(m.id, 1, { kind: 'move', seat: 0, move: 'go', drafts: swaps, clientSeq: 6 });
      store.setDraft(m.id, 0, { moves: [], clientSeq: 6 });
      loaded = (await store.load(m.id))!;
      expect(loaded.drafts[0]).toEqual({ moves: [], clientSeq: null });
      expect(loaded.log).toEqual([
        { kind: 'move', seat: 0, move: 'go', drafts: swaps, clientSeq: 6 },
      ]);
    });

    it('keeps a rematch offer as it was made, the rematch that followed, and the end', async () => {
      const { store } = await make();
      const m = newMatch('contract-rematch');
      store.create(m);
      const offer: RematchOffer = {
        next: 'contract-rematch-next',
        accepted: [
          [0, 'hash-a'],
          [2, 'hash-b'],
        ],
        declinedBy: null,
      };
      store.markFinished(m.id);
      store.setRematch(m.id, offer);
      let loaded = (await store.load(m.id))!;
      expect(loaded.finished).toBe(true);
      expect(loaded.rematch).toEqual(offer);
      expect(loaded.next).toBeNull();
      const declined: RematchOffer = { next: offer.next, accepted: [], declinedBy: 1 };
      store.setRematch(m.id, declined);
      expect((await store.load(m.id))!.rematch).toEqual(declined);
      store.setNext(m.id, offer.next);
      store.setRematch(m.id, null);
      loaded = (await store.load(m.id))!;
      expect(loaded.next).toBe(offer.next);
      expect(loaded.rematch).toBeNull();
    });

    it('lists the unfinished listed matches, newest first, as far as they have come', async () => {
      const { store } = await make();
      const unlisted = tableSettings({ listed: false });
      store.create(newMatch('contract-open-a', { createdAt: 1000 }));
      store.create(newMatch('contract-open-b', { createdAt: 2000, settings: unlisted }));
      store.create(newMatch('contract-open-c', { createdAt: 3000 }));
      store.create(newMatch('contract-open-d', { createdAt: 4000 }));
      store.markFinished('contract-open-c');
      store.append('contract-open-d', 1, everyKind[0]!);
      store.append('contract-open-d', 2, everyKind[1]!);
      store.setToken('contract-open-d', 2, 'hash-d');
      await committed(store);
      const listed = await store.listOpen(10);
      expect(listed.map((m) => m.id)).toEqual(['contract-open-d', 'contract-open-a']);
      const d = newMatch('contract-open-d', { createdAt: 4000 });
      expect(listed[0]).toEqual({
        id: d.id,
        spec: d.spec,
        plan: d.plan,
        tokenHashes: [null, null, 'hash-d'],
        createdAt: 4000,
        finished: false,
        version: 2,
        settings: d.settings,
        next: null,
        rematch: null,
      });
      expect((await store.listOpen(1)).map((m) => m.id)).toEqual(['contract-open-d']);
    });

    it('names the unfinished matches a bot plays in: by plan or by a takeover', async () => {
      const { store } = await make();
      const people = [human, human];
      store.create(newMatch('contract-bots-planned', { plan: [human, bot] }));
      store.create(newMatch('contract-bots-took-over', { plan: people }));
      store.create(newMatch('contract-bots-finished', { plan: [bot, bot] }));
      store.create(newMatch('contract-bots-none', { plan: people }));
      store.append('contract-bots-took-over', 1, {
        kind: 'takeover',
        seat: 1,
        level: 'random',
        clientSeq: null,
      });
      store.append('contract-bots-none', 1, { kind: 'leave', seat: 1, clientSeq: null });
      store.markFinished('contract-bots-finished');
      await committed(store);
      expect((await store.unfinishedWithBots()).sort()).toEqual([
        'contract-bots-planned',
        'contract-bots-took-over',
      ]);
    });

    it('runs afterCommit only once the writes before it are durable, at once when they are', async () => {
      const { store, place } = await make();
      const m = newMatch('contract-after-commit');
      store.create(m);
      store.append(m.id, 1, everyKind[0]!);
      let seen: StoredMatch | null | undefined;
      const ran = new Promise<void>((resolve) =>
        store.afterCommit(() => {
          // Told it is durable: another process opening the store now would read it.
          void under
            .open(place, {})
            .then(async (other) => {
              seen = await other.load(m.id);
              await other.close();
            })
            .then(resolve);
        }),
      );
      let early = false;
      store.afterCommit(() => {
        early = true;
      });
      expect(early).toBe(false);
      await ran;
      expect(early).toBe(true);
      expect(seen?.log).toEqual([everyKind[0]]);
      // Nothing queued: at once.
      let now = false;
      store.afterCommit(() => {
        now = true;
      });
      expect(now).toBe(true);
    });

    it('runs recorded before the afterCommit callbacks of the same commit; commits in turn order', async () => {
      const { store } = await make();
      const order: string[] = [];
      store.create(newMatch('contract-order-1'));
      store.afterCommit(() => order.push('after 1'));
      store.recorded(() => order.push('recorded 1'));
      await nextTurn();
      store.create(newMatch('contract-order-2'));
      store.recorded(() => order.push('recorded 2'));
      store.afterCommit(() => order.push('after 2'));
      await nextTurn();
      store.create(newMatch('contract-order-3'));
      store.afterCommit(() => order.push('after 3'));
      await committed(store);
      expect(order.filter((o) => o.endsWith('1'))).toEqual(['recorded 1', 'after 1']);
      expect(order.filter((o) => o.endsWith('2'))).toEqual(['recorded 2', 'after 2']);
      expect(order.filter((o) => o.startsWith('after'))).toEqual(['after 1', 'after 2', 'after 3']);
    });

    it('reads what was queued before the read, committed or not', async () => {
      const { store } = await make();
      const m = newMatch('contract-read-own-writes');
      store.create(m);
      store.append(m.id, 1, everyKind[0]!);
      const first = store.load(m.id);
      store.append(m.id, 2, everyKind[1]!);
      store.setToken(m.id, 1, 'hash-one');
      const second = store.load(m.id);
      expect((await first)!.version).toBeGreaterThanOrEqual(1);
      const after = (await second)!;
      expect(after.log).toEqual(everyKind.slice(0, 2));
      expect(after.tokenHashes).toEqual([null, 'hash-one', null]);
    });

    it('fails the whole commit of an entry whose number is taken, and tells onFailure', async () => {
      const failures: unknown[] = [];
      const { store, place } = await make(undefined, (e) => failures.push(e));
      const m = newMatch('contract-seq-taken');
      store.create(m);
      store.append(m.id, 1, everyKind[0]!);
      await committed(store);
      // One turn: a fresh entry and one whose number is taken go, or fail, together.
      store.append(m.id, 2, everyKind[1]!);
      store.append(m.id, 1, everyKind[2]!);
      let told = false;
      store.afterCommit(() => {
        told = true;
      });
      await until('the failed commit to be reported', () => failures.length > 0);
      expect(failures).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 50));
      expect(told).toBe(false);
      await close(store);
      const { store: again } = await make(place, (e) => failures.push(e));
      expect((await again.load(m.id))!.log).toEqual([everyKind[0]]);
    });

    it('reopened, sees everything written before it was closed', async () => {
      const { store, place } = await make();
      const m = newMatch('contract-reopen');
      store.create(m);
      for (const [i, e] of everyKind.entries()) store.append(m.id, i + 1, e);
      store.setToken(m.id, 0, 'hash-zero');
      store.setDraft(m.id, 2, { moves: ['secret'], clientSeq: 11 });
      store.setRematch(m.id, { next: 'contract-reopen-next', accepted: [], declinedBy: null });
      store.markFinished(m.id);
      const before = await store.load(m.id);
      // Queued, not waited for: closing commits it.
      store.create(newMatch('contract-reopen-late', { createdAt: 5 }));
      await close(store);
      const { store: again } = await make(place);
      expect(await again.load(m.id)).toEqual(before);
      expect((await again.load('contract-reopen-late'))?.createdAt).toBe(5);
      expect(before?.drafts[2]).toEqual({ moves: ['secret'], clientSeq: 11 });
    });
  });
}
