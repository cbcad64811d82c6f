import { describe, expect, it } from 'vitest';
import { tally } from '../../test/toy/tally';
import type { Seat } from '../core/game';
import { startMatch } from '../core/match';
import type { SeatPlan } from '../core/protocol';
import { CommandPath } from './command-path';
import { CommitGate } from './commit-gate';
import { LiveMatch } from './live-match';
import { MemoryStore } from './store/memory-store.fixture';
import { tableSettings } from './table-settings';
import { hashToken } from './tokens';

const human: SeatPlan = { kind: 'human' };
const tokens = ['token-of-seat-zero-0000', 'token-of-seat-one-11111', 'token-of-seat-two-22222'];

/** A three-seat match of the toy game, its seats taken, with its store and what it told. */
function setUp() {
  const store = new MemoryStore();
  const gate = new CommitGate(store);
  const told: string[] = [];
  gate.setListener({
    stepped: (live) => told.push(`stepped ${live.version}`),
    drafted: (_live, seat) => told.push(`drafted ${seat}`),
  });
  const path = new CommandPath(store, gate);
  const plan = [human, human, human];
  const spec = { game: 'tally', options: {}, seats: 3, seed: 'command-path' };
  const settings = tableSettings({});
  store.create({ id: 'match-one', spec, plan, createdAt: 0, settings });
  const live = new LiveMatch(
    'match-one',
    tally,
    spec,
    plan,
    tokens.map(hashToken),
    0,
    startMatch(tally, spec, plan),
    settings,
    {
      durable: false,
    },
  );
  gate.wrote(live, 0);
  store.commit();
  return { store, path, live, told };
}

const pick = (live: LiveMatch, seat: Seat) => ({
  kind: 'move' as const,
  move: { type: 'pick', card: (live.viewFor(seat) as { hand: number[] }).hand[0] },
});

describe('the command path', () => {
  it('queues a move for the store and tells of it only once it is durable', () => {
    const { store, path, live, told } = setUp();
    const done = path.asSeat(live, tokens[1]!, 0, (seat) => ({
      ...pick(live, seat),
      seat,
      chosenAt: 0,
    }));
    expect(done).toEqual({ ok: true, value: { version: 1, duplicate: false } });
    expect(store.logs.get('match-one')).toEqual([
      expect.objectContaining({ kind: 'move', seat: 1, clientSeq: 0 }),
    ]);
    expect(live.isDurable).toBe(false);
    expect(told).toEqual([]);
    store.commit();
    expect(live.isDurable).toBe(true);
    expect(told).toEqual(['stepped 1']);
  });

  it('answers a re-sent command without applying it again, and refuses a forged token', () => {
    const { store, path, live } = setUp();
    const command = (seat: Seat) => ({ ...pick(live, seat), seat, chosenAt: 0 });
    path.asSeat(live, tokens[0]!, 4, command);
    const again = path.asSeat(live, tokens[0]!, 4, command);
    expect(again).toEqual({ ok: true, value: { version: 1, duplicate: true } });
    const forged = path.asSeat(live, 'x'.repeat(24), 5, command);
    expect(forged.ok || forged.error.code).toBe('bad-token');
    expect(store.logs.get('match-one')).toHaveLength(1);
  });

  it('changes nothing on a refusal', () => {
    const { store, path, live, told } = setUp();
    const writes = store.writes.length;
    const refused = path.asSeat(live, tokens[2]!, 0, (seat) => ({
      kind: 'move',
      seat,
      move: { type: 'play', card: 1 },
      chosenAt: 0,
    }));
    expect(refused.ok).toBe(false);
    expect(store.writes.length).toBe(writes);
    expect(live.version).toBe(0);
    expect(live.lastClientSeq[2]).toBe(-1);
    store.commit();
    expect(told).toEqual([]);
  });

  it('keeps a draft for its seat: stored with its clientSeq, no step, shown once durable', () => {
    const { store, path, live, told } = setUp();
    const card = (live.viewFor(0) as { hand: number[] }).hand[1]!;
    const noted = path.asSeat(live, tokens[0]!, 3, (seat) => ({
      kind: 'move',
      seat,
      move: { type: 'note', card },
      chosenAt: 0,
    }));
    expect(noted).toEqual({ ok: true, value: { version: 0, duplicate: false } });
    expect(store.logs.get('match-one')).toEqual([]);
    expect(store.drafts.get('match-one:0')).toEqual({
      moves: [{ type: 'note', card }],
      clientSeq: 3,
    });
    expect(live.isDurable).toBe(false);
    expect((live.viewFor(0) as { note: number | null }).note).toBe(card);
    expect((live.viewFor(1) as { note: number | null }).note).toBeNull();
    store.commit();
    expect(told).toEqual(['drafted 0']);
    // The seat's stake carries the draft into the log, and the draft is cleared with it.
    path.asSeat(live, tokens[0]!, 4, (seat) => ({ ...pick(live, seat), seat, chosenAt: 0 }));
    expect(store.logs.get('match-one')![0]).toMatchObject({
      drafts: [{ type: 'note', card }],
      clientSeq: 4,
    });
    expect(store.drafts.get('match-one:0')?.moves).toEqual([]);
  });

  it('writes the clientSeq on the entry the player made, not on the return before it', () => {
    const { store, path, live } = setUp();
    path.run(live, { kind: 'leave', seat: 0 });
    path.asSeat(live, tokens[0]!, 7, (seat) => ({ ...pick(live, seat), seat, chosenAt: 1 }));
    expect(store.logs.get('match-one')!.map((e) => [e.kind, e.clientSeq])).toEqual([
      ['leave', null],
      ['takeover', null],
      ['return', null],
      ['move', 7],
    ]);
  });
});
