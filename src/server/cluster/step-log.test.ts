import { describe, expect, it } from 'vitest';
import type { PublishedStep } from './messages';
import { StepLog } from './step-log';

const step = (v: number): PublishedStep => ({
  v,
  entry: { kind: 'move', seat: v % 2, move: { square: `a${v}` }, clientSeq: v },
});

describe("an owner's log of steps for its followers", () => {
  it('publishes each durable step once, in order, and nothing not yet durable', () => {
    const log = new StepLog();
    for (const v of [1, 2, 3]) log.appended('m', step(v));
    expect(log.takeDurable('m', 2).map((s) => s.v)).toEqual([1, 2]);
    expect(log.takeDurable('m', 2)).toEqual([]);
    log.appended('m', step(4));
    expect(log.takeDurable('m', 4).map((s) => s.v)).toEqual([3, 4]);
    expect(log.takeDurable('other', 9)).toEqual([]);
  });

  it('gives an answer the durable steps after the version its sender had, published or not', () => {
    const log = new StepLog();
    for (const v of [1, 2, 3, 4]) log.appended('m', step(v));
    log.takeDurable('m', 2);
    // Durable up to 3: the answer to a sender at version 1 brings 2 and 3, never 4.
    expect(log.after('m', 1, 3).map((s) => s.v)).toEqual([2, 3]);
    expect(log.after('m', 3, 3)).toEqual([]);
  });

  it('keeps only the latest published steps of a long match, never one still to publish', () => {
    const log = new StepLog();
    for (let v = 1; v <= 200; v++) log.appended('m', step(v));
    log.takeDurable('m', 150);
    const kept = log.after('m', 0, 200).map((s) => s.v);
    expect(kept.at(-1)).toBe(200);
    // Everything not yet published is still there, and every step after the oldest kept.
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 201 - kept.length + i));
    expect(kept.length).toBeLessThan(200);
    expect(kept[0]).toBeLessThanOrEqual(151);
    expect(log.takeDurable('m', 200).map((s) => s.v)).toEqual(
      Array.from({ length: 50 }, (_, i) => 151 + i),
    );
  });

  it('forgets a match let go', () => {
    const log = new StepLog();
    log.appended('m', step(1));
    log.forget('m');
    expect(log.takeDurable('m', 1)).toEqual([]);
    // Held again later (a new owner's epoch), it starts from the step it is given.
    log.appended('m', step(7));
    expect(log.takeDurable('m', 7).map((s) => s.v)).toEqual([7]);
  });
});
