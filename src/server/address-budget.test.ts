import { describe, expect, it } from 'vitest';
import { AddressBudget } from './address-budget';

describe('a budget per address', () => {
  it('lets an address spend its burst, then refills at the rate, and keeps addresses apart', () => {
    let t = 0;
    const budget = new AddressBudget(60, 3, 100, () => t);
    expect([1, 2, 3, 4].map(() => budget.take('a'))).toEqual([true, true, true, false]);
    expect(budget.take('b')).toBe(true);
    t += 1000; // one a second
    expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
  });

  it('forgets the least recently seen addresses beyond its size', () => {
    const budget = new AddressBudget(60, 1, 2, () => 0);
    expect(budget.take('a')).toBe(true);
    expect(budget.take('b')).toBe(true);
    expect(budget.take('c')).toBe(true);
    // "a" was forgotten, so it starts with a full bucket again; "c" was not.
    expect(budget.take('a')).toBe(true);
    expect(budget.take('c')).toBe(false);
  });
});
