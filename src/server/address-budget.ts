import { TokenBucket } from './rate-limit';

/**
 * A budget per client address (for costly requests such as creating a match): `perMinute` on
 * average, `burst` at once. Addresses not seen for a while are forgotten, so the table stays small.
 */
export class AddressBudget {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly maxAddresses = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(address: string): boolean {
    let bucket = this.buckets.get(address);
    if (bucket) {
      this.buckets.delete(address);
    } else {
      bucket = new TokenBucket(this.perMinute / 60, this.burst, this.now);
    }
    // Most recently used last: the first ones are the ones to forget.
    this.buckets.set(address, bucket);
    while (this.buckets.size > this.maxAddresses)
      this.buckets.delete(this.buckets.keys().next().value!);
    return bucket.take();
  }
}
