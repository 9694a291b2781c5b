import { addDays, vilniusDate } from '#domain/availability/vilnius-day.ts';
import { AVAILABILITY_LIMITS } from '#domain/availability/availability-settings.ts';
import {
  badgeSince,
  isQuickToAnswer,
  isReliable,
  medianReplyMs,
  QUICK_TO_ANSWER_RULE,
  reliabilityFacts,
  type ConversationFact,
} from '#domain/chefs/trust-badges.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import * as repo from './chef-signals.repo.ts';

/** Chefs worked out at once: one read of their settings and bookings, one write. */
const BATCH = 500;
/** How far a lead time reaches (its longest, in whole days, and the day it ends on). */
const LEAD_DAYS = Math.ceil(AVAILABILITY_LIMITS.leadTimeHours.max / 24) + 1;

/**
 * Keeps each chef's next available date on their row (merchant_infos.next_available_date), so the
 * chef list shows, sorts and pages by it without working out anyone's availability per read.
 * Triggers mark a chef when their settings or bookings change (chef_signal_marks, migration 0039); the
 * marked ones are worked out again before the next list is read (`refreshStale`), and the periodic job
 * (`refreshAsTimePasses`) moves on the dates that time alone changes: a day ending, a lead time
 * passing the last open time of a day.
 */
export class ChefSignalsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly availability: AvailabilityService,
  ) {}

  /**
   * Works out the stale chefs' dates again (none stale: one indexed statement), at most
   * `batches` batches of them (a read does one; the job all).
   */
  async refreshStale(batches = Number.POSITIVE_INFINITY, stopping?: AbortSignal): Promise<number> {
    let done = 0;
    for (let batch = 0; batch < batches && !stopping?.aborted; batch++) {
      const ids = await repo.takeMarkedChefs(this.db, 'next-available', BATCH);
      if (ids.length === 0) break;
      await this.write(ids);
      done += ids.length;
      if (ids.length < BATCH) break;
    }
    return done;
  }

  /**
   * The job: the stale chefs, then every approved chef whose date time may have moved; a batch at
   * a time until `stopping` (jobs/job-runner.ts).
   */
  async refreshAsTimePasses(stopping?: AbortSignal): Promise<number> {
    let done = await this.refreshStale(Number.POSITIVE_INFINITY, stopping);
    const until = addDays(vilniusDate(this.clock.now().getTime()), LEAD_DAYS);
    let after: string | null = null;
    while (!stopping?.aborted) {
      const ids = await repo.chefsNearTheirDate(this.db, until, after, BATCH);
      if (ids.length === 0) return done;
      await this.write(ids);
      done += ids.length;
      after = ids.at(-1)!;
    }
    return done;
  }

  /**
   * The computed badges ('Reliable', 'Quick to answer', domain/chefs/trust-badges.ts) of the chefs
   * an order or message event marked (triggers, chef_signal_marks), judged again with their figures.
   */
  async judgeMarked(stopping?: AbortSignal): Promise<number> {
    let done = 0;
    while (!stopping?.aborted) {
      const ids = await repo.takeMarkedChefs(this.db, 'trust', BATCH);
      if (ids.length === 0) return done;
      await this.judge(ids);
      done += ids.length;
      if (ids.length < BATCH) return done;
    }
    return done;
  }

  /** Every approved chef's badges again (nightly: the windows move on with the days). */
  async judgeAll(stopping?: AbortSignal): Promise<number> {
    let done = await this.judgeMarked(stopping);
    let after: string | null = null;
    while (!stopping?.aborted) {
      const ids = await repo.approvedChefs(this.db, after, BATCH);
      if (ids.length === 0) return done;
      await this.judge(ids);
      done += ids.length;
      after = ids.at(-1)!;
    }
    return done;
  }

  private async judge(ids: string[]) {
    const now = this.clock.now();
    const nowMs = now.getTime();
    const since = new Date(nowMs - QUICK_TO_ANSWER_RULE.windowDays * 24 * 3_600_000);
    const [orders, messages, held] = await Promise.all([
      repo.orderFactsOf(this.db, ids),
      repo.messageFactsOf(this.db, ids, since),
      repo.trustSinceOf(this.db, ids),
    ]);
    const writes = ids.map((id): repo.TrustWrite => {
      const mine = orders.filter((order) => order.chef === id);
      const facts = reliabilityFacts(mine, nowMs);
      const conversations = firstReplies(messages.filter((message) => message.chef === id));
      const median = medianReplyMs(conversations, nowMs);
      const before = held.get(id);
      return {
        userId: id,
        reliableSince: badgeSince(isReliable(facts), before?.reliableSince ?? null, now),
        quickToAnswerSince: badgeSince(isQuickToAnswer(median), before?.quickToAnswerSince ?? null, now),
        trustFigures: {
          ...facts,
          medianReplyMs: median === Number.POSITIVE_INFINITY ? null : median,
          conversations: conversations.length,
          ordersTotal: mine.length,
          ordersConfirmed: mine.filter((order) => order.confirmedAt !== null).length,
          ordersDelivered: mine.filter((order) => order.delivered).length,
        },
      };
    });
    await repo.writeTrusts(this.db, writes, now);
  }

  private async write(ids: string[]) {
    const dates = await this.availability.nextAvailableDates(ids);
    await repo.writeNextDates(this.db, dates, this.clock.now());
  }
}

/** Each conversation's first customer message and the chef's first reply after it. */
function firstReplies(messages: { threadId: string; fromChef: boolean; at: Date }[]): ConversationFact[] {
  const byThread = new Map<string, ConversationFact>();
  for (const message of messages) {
    const found = byThread.get(message.threadId);
    if (!found) {
      if (!message.fromChef)
        byThread.set(message.threadId, { askedAt: message.at.getTime(), repliedAt: null });
    } else if (message.fromChef && found.repliedAt === null) found.repliedAt = message.at.getTime();
  }
  return [...byThread.values()];
}
