import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobSchedules } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { jobDuration, jobFailures, jobItems, jobRuns } from '../lib/metrics.ts';

export interface JobDefinition {
  name: string;
  /** Time from the end of one run to the start of the next. */
  everyMs: number;
  /**
   * How long a run may hold the job: past it, the app server running it is taken for dead and
   * another may run the job. Longer than any run takes.
   */
  leaseMs: number;
  /**
   * Does the work; answers how much it did (payouts paid, mails sent...), for the log. A job that
   * goes through batches checks `stopping` between them and returns when it is aborted (the server
   * is shutting down): the run is then due again at once, for another server or the next start.
   */
  run: (stopping: AbortSignal) => Promise<number>;
}

/**
 * Periodic jobs that run once across any number of app servers, on
 * the database alone: each job is a `job_schedules` row saying when it is due. Every
 * `pollMs` each server tries to claim the due ones in one UPDATE; PostgreSQL lets exactly one
 * claim a row (the others, waiting on its row lock, then see it claimed), and the claim is a lease:
 * a server that dies mid-run holds the job only until its lease ends. After a run the job is due
 * again `everyMs` later. The work inside a job (each mail, each refund) is claimed row by row as
 * well (claims.ts), so a mail sent at once after a request and one sent by this job are never the
 * same mail.
 */
export class JobRunner {
  /** Who holds a claim, for the table and the logs. */
  readonly worker = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  private readonly jobs = new Map<string, JobDefinition>();
  private scheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> | null = null;
  private stopped = true;
  /** Aborted by `stop()`: the running jobs end after their current batch. */
  private stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1000,
  ) {}

  define(job: JobDefinition): void {
    this.jobs.set(job.name, job);
  }

  /** Polls until `stop()` (buildApp starts it when the app listens). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    const tick = () => {
      this.round = this.runDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'job round failed'))
        .finally(() => {
          this.round = null;
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs).unref();
        });
    };
    tick();
  }

  /** Stops polling and waits for the jobs running here to finish (at shutdown, before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    clearTimeout(this.timer);
    while (this.round) await this.round;
  }

  /** One round: claims the jobs that are due and runs them here. Answers the names of those that ran. */
  async runDue(): Promise<string[]> {
    await this.schedule();
    const now = this.clock.now();
    const names = [...this.jobs.keys()];
    const leaseEnd = sql`case ${jobSchedules.name} ${sql.join(
      names.map(
        (name) =>
          sql`when ${name} then ${new Date(now.getTime() + this.jobs.get(name)!.leaseMs)}::timestamptz`,
      ),
      sql` `,
    )} end`;
    const claimed = await this.db
      .update(jobSchedules)
      .set({
        lockedUntil: leaseEnd,
        lockedBy: this.worker,
        runs: sql`${jobSchedules.runs} + 1`,
        lastStartedAt: now,
      })
      .where(
        and(
          inArray(jobSchedules.name, names),
          lte(jobSchedules.nextRunAt, now),
          or(isNull(jobSchedules.lockedUntil), lt(jobSchedules.lockedUntil, now)),
        ),
      )
      .returning({ name: jobSchedules.name });
    await Promise.all(claimed.map(({ name }) => this.runClaimed(this.jobs.get(name)!)));
    return claimed.map(({ name }) => name);
  }

  /**
   * The clock was set back (only the test-only clock route does that): a job that ran at the later
   * time is due again only when that time comes round, which would stop it for as long as the clock
   * went back. Every job due after now is due now.
   */
  async clockSetBack(): Promise<void> {
    const now = this.clock.now();
    await this.db.update(jobSchedules).set({ nextRunAt: now }).where(gt(jobSchedules.nextRunAt, now));
  }

  /** The first round adds the rows of jobs the table does not know yet, due at once. */
  private async schedule(): Promise<void> {
    if (this.scheduled) return;
    const now = this.clock.now();
    await this.db
      .insert(jobSchedules)
      .values([...this.jobs.keys()].map((name) => ({ name, nextRunAt: now })))
      .onConflictDoNothing();
    this.scheduled = true;
  }

  private async runClaimed(job: JobDefinition): Promise<void> {
    const started = Date.now();
    let error: string | null = null;
    jobRuns.labels(job.name).inc();
    const { signal } = this.stopping;
    try {
      const done = await job.run(signal);
      jobItems.labels(job.name).inc(done);
      this.log[done ? 'info' : 'debug']({ job: job.name, done, ms: Date.now() - started }, 'job ran');
    } catch (failure) {
      error = (failure as Error).message;
      jobFailures.labels(job.name).inc();
      this.log.error({ err: failure, job: job.name }, 'job failed; it runs again when next due');
    }
    jobDuration.labels(job.name).observe((Date.now() - started) / 1000);
    const finished = this.clock.now();
    await this.db
      .update(jobSchedules)
      .set({
        nextRunAt: signal.aborted ? finished : new Date(finished.getTime() + job.everyMs),
        lockedUntil: null,
        lockedBy: null,
        lastFinishedAt: finished,
        lastError: error,
      })
      .where(and(eq(jobSchedules.name, job.name), eq(jobSchedules.lockedBy, this.worker)));
  }
}
