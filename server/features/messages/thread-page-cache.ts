import type { CatalogChanges } from '../../lib/catalog-changes.ts';
import { ExpiringCache } from '../../lib/expiring-cache.ts';

/** The room the kept pages may take (a page of 30 messages is about 7 KB). */
const THREAD_PAGES_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Pages of threads as their readers last read them, kept for a few seconds (issue 20: a thread read
 * as fast as the catalog's reads). An open thread screen asks again and again, and most times
 * nothing has changed.
 *
 * An entry is keyed by the reader's id: it exists only for a reader the thread was checked against,
 * and who takes part in a thread never changes, so a hit needs no second check. Any successful
 * write (a message, a read marker, a confirmed order, a new name; on this app server or, through the
 * catalog-change broadcast, on another) empties the cache, and a page read while a change came is
 * not kept, as in the visitors' read cache (plugins/read-cache.ts). The messages service also
 * empties it itself on its own writes, before it answers them.
 */
export class ThreadPageCache<Page> {
  private readonly pages: ExpiringCache<{ body: string; page: Page }>;

  constructor(
    private readonly changes: Pick<CatalogChanges, 'generation' | 'onChange'>,
    private readonly ttlMs: number,
  ) {
    this.pages = new ExpiringCache(THREAD_PAGES_MAX_BYTES, Math.max(ttlMs, 1));
    changes.onChange(() => this.pages.clear());
  }

  async read(threadId: string, readerId: string, before: number | undefined, load: () => Promise<Page>) {
    if (this.ttlMs <= 0) return load();
    const key = `${threadId} ${readerId} ${before ?? ''}`;
    const kept = this.pages.get(key);
    if (kept) return kept.page;
    const generation = this.changes.generation;
    const page = await load();
    // The body only measures the entry; the page itself is answered (and never changed) as it is.
    if (generation === this.changes.generation) this.pages.set(key, { body: JSON.stringify(page), page });
    return page;
  }

  clear(): void {
    this.pages.clear();
  }
}
