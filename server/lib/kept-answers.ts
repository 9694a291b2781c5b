import type { ChangeChannel } from './change-channel.ts';
import { ExpiringCache } from './expiring-cache.ts';
import { cacheCounters } from './metrics.ts';

type Signal = Pick<ChangeChannel, 'generation' | 'onChange'>;

/**
 * Answers a service computed, kept in memory for a few seconds and forgotten on the first change
 * (a thread page and a slot offer read as fast as the catalog's reads). The visitors' read
 * cache (plugins/read-cache.ts) keeps whole HTTP answers for callers without a session; this keeps
 * a service's result under a key the service chose, so it also serves signed-in readers, the key
 * saying whose answer it is.
 *
 * Any of the given change channels (lib/change-channel.ts: here at once, on other app servers by
 * their broadcast) empties it, and an answer computed while a change came is not kept. The answers
 * are shared between callers and must not be changed by them. `ttlMs` 0 keeps nothing.
 */
export class KeptAnswers<Answer> {
  private readonly answers: ExpiringCache<{ body: string; answer: Answer }>;
  /** Answers being computed, by key: readers who come meanwhile wait for the same one. */
  private readonly computing = new Map<string, { generation: number; answer: Promise<Answer> }>();

  constructor(
    private readonly signals: readonly Signal[],
    private readonly ttlMs: number,
    /** `name`: the cache's label in `/metrics` (hits and misses counted); unnamed ones are not counted. */
    { name, maxBytes = 16 * 1024 * 1024 }: { name?: string; maxBytes?: number } = {},
  ) {
    this.answers = new ExpiringCache(
      maxBytes,
      Math.max(ttlMs, 1),
      Date.now,
      name ? cacheCounters(name) : undefined,
    );
    for (const signal of signals) signal.onChange(() => this.answers.clear());
  }

  /** `worthKeeping` may refuse an answer (e.g. "no such session": anyone can ask for new ones). */
  async read(
    key: string,
    compute: () => Promise<Answer>,
    worthKeeping: (answer: Answer) => boolean = () => true,
  ): Promise<Answer> {
    if (this.ttlMs <= 0) return compute();
    const kept = this.answers.get(key);
    if (kept) return kept.answer;
    const generation = this.generation();
    // Many readers miss at once when an answer expires or a change empties the cache: one computes
    // and the others wait for its answer (one database read, not one per reader), unless a change
    // came since it began, which its answer may not have seen.
    const running = this.computing.get(key);
    if (running && running.generation === generation) return running.answer;
    const computing = { generation, answer: compute() };
    this.computing.set(key, computing);
    try {
      const answer = await computing.answer;
      // The body only sizes the entry within the cache's room.
      if (generation === this.generation() && worthKeeping(answer)) {
        this.answers.set(key, { body: JSON.stringify(answer), answer });
      }
      return answer;
    } finally {
      if (this.computing.get(key) === computing) this.computing.delete(key);
    }
  }

  /** Forgets every answer: a service's own write, before it answers (other servers hear of it). */
  clear(): void {
    this.answers.clear();
  }

  private generation(): number {
    return this.signals.reduce((sum, signal) => sum + signal.generation, 0);
  }
}
