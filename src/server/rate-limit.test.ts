import { describe, expect, it } from 'vitest';
import { TokenBucket } from './rate-limit';

describe('the per-connection message budget', () => {
  it('allows a burst, then the steady rate, and refills with time', () => {
    let now = 0;
    const bucket = new TokenBucket(10, 5, () => now);
    const first = Array.from({ length: 8 }, () => bucket.take());
    expect(first).toEqual([true, true, true, true, true, false, false, false]);
    now += 250; // 2.5 tokens
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
    now += 10_000;
    expect(Array.from({ length: 6 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
  });
});
