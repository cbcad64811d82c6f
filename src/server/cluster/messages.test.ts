import { describe, expect, it } from 'vitest';
import { answers, forwarded, matchMessage, processMessage } from './messages';

describe('what goes between the processes, checked at the Redis edge', () => {
  it('takes the messages a process sends', () => {
    const steps = [
      { v: 3, entry: { kind: 'move', seat: 0, move: { square: 'c3' }, clientSeq: 2 } },
    ];
    expect(matchMessage.safeParse({ t: 'steps', from: 'p1', steps }).success).toBe(true);
    expect(matchMessage.safeParse({ t: 'owner', from: 'p1', epoch: 2, version: 3 }).success).toBe(
      true,
    );
    const sit = { op: 'sit', matchId: 'abc', seat: 1, commandId: 'x'.repeat(24) };
    expect(
      processMessage.safeParse({ t: 'req', id: 1, from: 'p2', at: 0, body: sit }).success,
    ).toBe(true);
    expect(
      processMessage.safeParse({ t: 'res', id: 1, result: { ok: true, value: null }, steps: [] })
        .success,
    ).toBe(true);
  });

  it('refuses malformed or foreign ones, whatever their shape', () => {
    const bad: unknown[] = [
      null,
      'steps',
      { t: 'steps', from: 'p1', steps: [{ v: 0, entry: { kind: 'move', seat: 0 } }] },
      {
        t: 'steps',
        from: 'p1',
        steps: [{ v: 1, entry: { kind: 'teleport', seat: 0, clientSeq: null } }],
      },
      { t: 'owner', from: 'p1', epoch: 2 },
      { t: 'owner', from: '', epoch: 2, version: 1 },
      { t: 'presence', from: 'p1', seats: [-1] },
      { t: 'gossip', from: 'p1' },
      { t: 'meta', from: 'p1', extra: true },
    ];
    for (const m of bad) expect(matchMessage.safeParse(m).success, JSON.stringify(m)).toBe(false);
    expect(
      forwarded.safeParse({ op: 'sit', matchId: 'abc', seat: 1, commandId: 'short' }).success,
    ).toBe(false);
    expect(forwarded.safeParse({ op: 'launch', matchId: 'abc' }).success).toBe(false);
    expect(
      forwarded.safeParse({
        op: 'act',
        matchId: 'abc',
        token: 't',
        clientSeq: 0,
        version: null,
        action: { kind: 'move', move: 1, more: 2 },
      }).success,
    ).toBe(false);
  });

  it("checks each command's answer against the shape its command names", () => {
    expect(
      answers.act.safeParse({ ok: true, value: { version: 3, duplicate: false } }).success,
    ).toBe(true);
    expect(
      answers.sit.safeParse({ ok: true, value: { version: 3, duplicate: false } }).success,
    ).toBe(false);
    expect(answers.sit.safeParse({ ok: true, value: { seat: 1, token: 'abc' } }).success).toBe(
      true,
    );
    expect(
      answers.sit.safeParse({ ok: false, error: { code: 'seat-taken', message: 'Taken.' } })
        .success,
    ).toBe(true);
    expect(answers.rematch.safeParse({ ok: true, value: { anything: 1 } }).success).toBe(false);
  });
});
