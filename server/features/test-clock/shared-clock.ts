import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ClockControl, SettableClock } from '../../lib/clock.ts';
import * as repo from './test-clock.repo.ts';

/**
 * A test clock that every app server on the database reads alike: each one is the real time plus
 * one offset, kept in the `test_clock` row. Behind a balancer any server may answer the next
 * request, so a journey that moved the clock on one must find every server at the new time; and a
 * server restarted mid-test (a deploy, a crash) must come back at the clock's time, not at its
 * CLOCK_START. So the row wins over CLOCK_START, which only seeds it; a move is one UPDATE, whose
 * NOTIFY (sent at its commit) carries the new offset to the other servers within milliseconds.
 * `now()` stays synchronous: it reads the offset held in memory.
 */
export class SharedClock implements ClockControl {
  private stopListening: (() => Promise<void>) | undefined;
  /** When the offset in use was stored: an older move arriving late is not applied. */
  private storedAtUs = -Infinity;

  constructor(
    private readonly clock: SettableClock,
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** At start, before anything reads the time: this server's offset seeds the row unless there is one. */
  async load(): Promise<void> {
    await repo.seedOffset(this.database.db, this.clock.offsetMs);
    await this.refresh();
  }

  /**
   * Hears other servers' moves. A lost connection may have missed some, so the row is read again
   * then; a read that fails only waits for the next move or reconnection (it must not stop a start).
   */
  async listen(): Promise<void> {
    this.stopListening = await this.database.listen(
      repo.TEST_CLOCK_CHANNEL,
      (payload) => this.use(repo.parseMove(payload)),
      () => void this.refreshLogged(),
    );
    // A move made between `load` and listening.
    await this.refreshLogged();
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  async set(to: Date): Promise<void> {
    this.use(await repo.setOffset(this.database.db, this.clock.offsetFor(to)));
  }

  async advanceMinutes(minutes: number): Promise<void> {
    this.use(await repo.addToOffset(this.database.db, minutes * 60_000));
  }

  /**
   * The newest stored move wins: this server's own move may come back after another server's later
   * one has been heard (two advances at once), and must not undo it.
   */
  private use(stored: repo.StoredOffset | undefined): void {
    if (!stored || stored.storedAtUs < this.storedAtUs) return;
    this.storedAtUs = stored.storedAtUs;
    this.clock.useOffset(stored.offsetMs);
  }

  private async refresh(): Promise<void> {
    this.use(await repo.readOffset(this.database.db));
  }

  private async refreshLogged(): Promise<void> {
    await this.refresh().catch((error: unknown) =>
      this.log.warn({ err: error }, 'test clock not read again; it follows the next move'),
    );
  }
}
