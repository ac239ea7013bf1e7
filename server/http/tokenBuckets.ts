/**
 * Token buckets by key (a route group and a client address), for rate limits: a bucket
 * holds up to `burst` tokens, refilled at `perMinute`; a call takes one. Memory is bounded:
 * past `maxKeys` buckets the least recently used goes (it is the likeliest to be full again,
 * and a full bucket is the same as none).
 */
export interface Limit {
  burst: number;
  perMinute: number;
}

interface Bucket {
  tokens: number;
  /** When tokens was counted (ms). */
  at: number;
  /** Refusing since the last granted call: the refusal was already logged. */
  refusing: boolean;
}

export type Take =
  | { granted: true }
  | {
      granted: false;
      /** Seconds until the next token. */
      retryAfter: number;
      /** The first refusal since a granted call (log this one only). */
      first: boolean;
    };

/** Buckets kept at most: some hundreds of kilobytes. */
export const MAX_KEYS = 10_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly maxKeys = MAX_KEYS) {}

  get size(): number {
    return this.buckets.size;
  }

  take(key: string, { burst, perMinute }: Limit, now: number): Take {
    const perMs = perMinute / 60_000;
    const known = this.buckets.get(key);
    const bucket = known ?? { tokens: burst, at: now, refusing: false };
    bucket.tokens = Math.min(burst, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
    bucket.at = now;
    // Re-inserted, so that the Map's order is least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (!known && this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      bucket.refusing = false;
      return { granted: true };
    }
    const first = !bucket.refusing;
    bucket.refusing = true;
    return { granted: false, retryAfter: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)), first };
  }
}
