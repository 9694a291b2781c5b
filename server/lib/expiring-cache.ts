import type { CacheCounters } from './metrics.ts';

/**
 * Answers kept in memory, bounded by their total size and expiring by time (what an
 * anonymous caller can vary must not grow memory). Oldest first out: a Map iterates in insertion
 * order, and every entry lives equally long, so expired entries are always at the front.
 */
export class ExpiringCache<V extends { body: string }> {
  private readonly entries = new Map<string, { value: V; at: number; size: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Where hits and misses are counted (`/metrics`), for the caches worth watching. */
    private readonly counters?: CacheCounters,
  ) {}

  /** Approximate bytes held (UTF-16: two per character of key and body). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.counters?.miss.inc();
      return undefined;
    }
    if (this.now() - entry.at >= this.ttlMs) {
      this.remove(key);
      this.counters?.miss.inc();
      return undefined;
    }
    this.counters?.hit.inc();
    return entry.value;
  }

  /** `get` for a first look that a `get` follows when it misses: only a hit is counted. */
  find(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.at >= this.ttlMs) return undefined;
    this.counters?.hit.inc();
    return entry.value;
  }

  set(key: string, value: V) {
    const size = 2 * (key.length + value.body.length);
    // One answer may not take more than a quarter of the room.
    if (size > this.maxBytes / 4) return;
    this.remove(key);
    this.dropExpired();
    while (this.total + size > this.maxBytes) this.remove(this.entries.keys().next().value!);
    this.entries.set(key, { value, at: this.now(), size });
    this.total += size;
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }

  private dropExpired() {
    for (const [key, entry] of this.entries) {
      if (this.now() - entry.at < this.ttlMs) return;
      this.remove(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}
