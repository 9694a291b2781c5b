import { can } from '#domain/accounts/policies.ts';
import { MASK_RULES_VERSION, maskContactDetails } from '#domain/messages/contact-masking.ts';
import {
  MESSAGE_CODES,
  MESSAGE_MAIL_BATCH_MINUTES,
  MESSAGES_PAGE_SIZE,
  type ReportAction,
  type ReportReason,
  type ReportStatus,
} from '#domain/messages/message-rules.ts';
import type {
  Inbox,
  MessageReports,
  ReportedMessage,
  ReportResolution,
  SentMessage,
  ThreadHeading,
  ThreadPageAnswer,
  UnreadTotal,
} from '#domain/messages/message.response.ts';
import type { OpenThreadInput, SendMessageInput } from '#domain/messages/message.schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import { RateWindow, takeAllIn } from '../../lib/rate-window.ts';
import type { SendingLimits } from '../../lib/sending-limits.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { presentMessage, presentPerson, presentThread, type Reader } from './messages.presenter.ts';
import * as repo from './messages.repo.ts';
import * as reportsRepo from './message-reports.repo.ts';
import type { ThreadRow } from './messages.repo.ts';
import { claimPhoto, queueMail } from './message-sending.ts';
import { factsOf, readerOf, threadHeading, type Caller } from './thread-facts.ts';
import { threadValues } from './thread-opening.ts';

/** The inbox lists this many threads, the most recently active first. */
const INBOX_MAX = 100;
/** The console lists this many reports at a time. */
const REPORTS_MAX = 100;
const MINUTE = 60_000;

/** A thread page as the route sends it and the kept pages hold it (the schema's type). */
export type ThreadPage = ThreadPageAnswer;

/** A caller who writes: counted by account and by the client's network address (request.ip). */
interface Writer extends Caller {
  ip: string;
}

/**
 * Conversations between a customer and a chef, before ordering and about an order.
 * Every thread and message is checked against the caller (another user's is "not found"); an
 * operator reads a thread only when a report or a complaint names it, in the console.
 */
export class MessagesService {
  /**
   * One new-message mail per sender and recipient in MESSAGE_MAIL_BATCH_MINUTES, whatever the thread:
   * a sender who opens many threads with one person (a thread per dish, per order) still sends one
   * mail, and the rest wait in the bell. Counted in rate_events, so it holds across app servers.
   */
  private readonly mailTurns: RateWindow;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    /** The origin of the links in mails (env.publicUrl). */
    private readonly publicUrl: string,
    /** Messages and reports per account and address (domain/sending-limits.ts). */
    private readonly limits: SendingLimits,
    /** Pages as their readers last read them (a thread screen polls); emptied by any write. */
    private readonly keptPages?: KeptAnswers<ThreadPage>,
  ) {
    this.mailTurns = new RateWindow(db, clock, 'message-mail', [
      { max: 1, windowMinutes: MESSAGE_MAIL_BATCH_MINUTES },
    ]);
  }

  /** POST /secure/message-thread: finds or starts the caller's thread with a chef or about an order. */
  async open(caller: Caller, input: OpenThreadInput): Promise<ThreadHeading> {
    const values = await threadValues(this.db, caller, input);
    const thread = await this.db.transaction((tx) => repo.ensureThread(tx, values));
    return threadHeading(this.db, thread, readerOf(caller, thread)!);
  }

  /** GET /secure/message-threads: the inbox, with each thread's last message and unread count. */
  async inbox(caller: Caller): Promise<Inbox> {
    const rows = await repo.threadsOf(this.db, caller.id, INBOX_MAX);
    const threads = rows.map((row) => row.thread);
    const ids = threads.map((thread) => thread.id);
    const [last, unread, facts] = await Promise.all([
      repo.lastMessages(this.db, ids),
      repo.unreadByThread(this.db, caller.id, ids),
      factsOf(this.db, threads),
    ]);
    const list = threads.map((thread) => {
      const reader = readerOf(caller, thread)!;
      const visible = facts.visible(thread);
      const message = last.get(thread.id);
      return {
        ...presentThread(thread, reader, facts.of(thread)),
        lastMessage: message ? presentMessage(message, thread, reader, visible) : null,
        unreadCount: unread.get(thread.id) ?? 0,
        lastTimestamp: (thread.lastMessageAt ?? thread.createdAt).getTime(),
      };
    });
    return { threads: list, unreadTotal: list.reduce((sum, thread) => sum + thread.unreadCount, 0) };
  }

  /** All of the caller's unread messages (the bell). */
  async unreadTotal(userId: string) {
    let total = 0;
    for (const unread of (await repo.unreadByThread(this.db, userId)).values()) total += unread;
    return total;
  }

  /** GET /secure/message-thread: the heading and a page of messages, newest first. */
  async page(caller: Caller, threadId: string, before?: number): Promise<ThreadPage> {
    const load = async () => {
      const { thread, reader } = await this.ownThread(caller, threadId);
      return this.pageFor(thread, reader, before);
    };
    // Keyed by the reader: a page is kept only for someone the thread was checked against, and who
    // takes part in a thread never changes, so a kept page needs no second check.
    return this.keptPages ? this.keptPages.read(`${threadId} ${caller.id} ${before ?? ''}`, load) : load();
  }

  private async pageFor(thread: ThreadRow, reader: Reader, before?: number): Promise<ThreadPage> {
    // Three independent reads, at once: a thread screen polls, so its latency is felt.
    const [heading, rows, unread] = await Promise.all([
      threadHeading(this.db, thread, reader),
      repo.messagePage(this.db, thread.id, before, MESSAGES_PAGE_SIZE),
      reader.kind === 'operator'
        ? 0
        : repo
            .unreadByThread(this.db, reader.userId, [thread.id])
            .then((counts) => counts.get(thread.id) ?? 0),
    ]);
    const page = rows.slice(0, MESSAGES_PAGE_SIZE);
    return {
      thread: heading,
      messages: page.map((row) => presentMessage(row, thread, reader, heading.contactsVisible)),
      /** Pass as `before` for the earlier page; null when this page is the first one written. */
      nextCursor: rows.length > MESSAGES_PAGE_SIZE ? page[page.length - 1]!.id : null,
      unreadCount: unread,
    };
  }

  /**
   * POST /secure/message: one message, and (batched per sender and recipient) a mail to the other
   * side; 429 past the sending limits, with nothing stored.
   */
  async send(caller: Writer, input: SendMessageInput): Promise<SentMessage> {
    const { thread, reader } = await this.ownThread(caller, input.threadId);
    const now = this.clock.now();
    const recipientId = thread.chefUserId === caller.id ? thread.customerUserId : thread.chefUserId;
    const visible = (await factsOf(this.db, [thread])).visible(thread);
    // Masked once, here: every later read (and the mail) shows the stored masking.
    const masked = maskContactDetails(input.text);
    const row = await this.db.transaction(async (tx) => {
      await this.limits.take(tx, 'message', { userId: caller.id, ip: caller.ip });
      const photo = input.photoId ? await claimPhoto(tx, caller.id, input.photoId) : null;
      const inserted = await repo.insertMessage(tx, {
        threadId: thread.id,
        senderUserId: caller.id,
        body: input.text,
        maskedBody: masked.text,
        maskedKinds: masked.hidden,
        maskVersion: MASK_RULES_VERSION,
        photoFileId: photo?.id ?? null,
        createdAt: now,
      });
      await repo.touchThread(tx, thread.id, now);
      await repo.markRead(tx, thread.id, caller.id, inserted!.id);
      await repo.markRead(tx, thread.id, recipientId, 0);
      const windowStart = new Date(now.getTime() - MESSAGE_MAIL_BATCH_MINUTES * MINUTE);
      if (
        (await this.takeMailTurn(tx, caller.id, recipientId)) &&
        (await repo.takeMailTurn(tx, thread.id, recipientId, now, windowStart, inserted!.id))
      ) {
        await queueMail(
          tx,
          this.publicUrl,
          thread,
          caller.id,
          recipientId,
          input.text,
          masked,
          Boolean(photo),
          visible,
        );
      }
      return {
        ...inserted!,
        photoStoredName: photo?.storedName ?? null,
        photoOwnerId: photo ? caller.id : null,
      };
    });
    this.keptPages?.clear();
    this.notifier.flushSoon();
    return { message: presentMessage(row, thread, reader, visible) };
  }

  /** POST /secure/message-read: the caller has read the thread up to its newest message. */
  async markRead(caller: Caller, threadId: string): Promise<UnreadTotal> {
    const { thread } = await this.ownThread(caller, threadId);
    await repo.markRead(this.db, thread.id, caller.id, await repo.newestMessageId(this.db, thread.id));
    this.keptPages?.clear();
    return { unreadTotal: await this.unreadTotal(caller.id) };
  }

  /** POST /secure/message-report: a side reports the other side's message (429 past the limits). */
  async report(
    caller: Writer,
    messageId: number,
    reason: ReportReason,
    note?: string,
  ): Promise<ReportedMessage> {
    const found = await reportsRepo.messageWithThread(this.db, messageId);
    if (!found || !can(caller, 'message.report', found)) {
      throw AppError.notFound(MESSAGE_CODES.messageNotFound);
    }
    // Reporting twice is the same report (one per message and reporter), and counts once.
    const report = await this.db.transaction(async (tx) => {
      const existing = await reportsRepo.reportOf(tx, messageId, caller.id);
      if (existing) return existing;
      await this.limits.take(tx, 'report', { userId: caller.id, ip: caller.ip });
      return reportsRepo.reportOnce(tx, {
        messageId,
        reporterUserId: caller.id,
        reason,
        note: note ?? null,
        createdAt: this.clock.now(),
      });
    });
    this.keptPages?.clear();
    return { report: { id: report.id, messageId, reason: report.reason, status: report.status } };
  }

  /** Console: the reports with their message and thread heading (the thread itself is one call away). */
  async reports(status: ReportStatus): Promise<MessageReports> {
    const rows = await reportsRepo.reportsWith(this.db, status, REPORTS_MAX);
    const facts = await factsOf(
      this.db,
      rows.map((row) => row.thread),
    );
    const people = await repo.peopleByIds(
      this.db,
      rows.flatMap((row) => [
        row.report.reporterUserId,
        ...(row.report.resolvedBy ? [row.report.resolvedBy] : []),
      ]),
    );
    return {
      reports: rows.map(({ report, message, thread }) => {
        const reader: Reader = { kind: 'operator', userId: '' };
        return {
          id: report.id,
          reason: report.reason,
          note: report.note,
          status: report.status,
          resolution: report.resolution,
          reporterRole: report.reporterUserId === thread.chefUserId ? 'chef' : 'customer',
          reporter: presentPerson(people.get(report.reporterUserId)),
          // The console names who decided (an audit of who resolved it).
          resolvedBy: report.resolvedBy
            ? {
                ...presentPerson(people.get(report.resolvedBy)),
                email: people.get(report.resolvedBy)?.email ?? null,
              }
            : null,
          resolvedTimestamp: report.resolvedAt?.getTime() ?? null,
          createdTimestamp: report.createdAt.getTime(),
          message: presentMessage(message, thread, reader, facts.visible(thread)),
          thread: presentThread(thread, reader, facts.of(thread)),
        };
      }),
    };
  }

  /** Console: a thread, read-only, when a report or a complaint names it; else "not found". */
  async threadForOperator(operatorId: string, threadId: string, before?: number): Promise<ThreadPage> {
    const thread = await repo.findThread(this.db, threadId);
    if (!thread || !(await reportsRepo.isThreadNamed(this.db, thread))) {
      throw AppError.notFound(MESSAGE_CODES.threadNotFound);
    }
    return this.pageFor(thread, { kind: 'operator', userId: operatorId }, before);
  }

  /** Console: dismiss a report, or hide its message; every open report of that message is decided with it. */
  async resolve(operatorId: string, reportId: string, action: ReportAction): Promise<ReportResolution> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const report = await reportsRepo.lockReport(tx, reportId);
      if (!report) throw AppError.notFound(MESSAGE_CODES.reportNotFound);
      if (report.status !== 'open') throw AppError.conflict(MESSAGE_CODES.reportResolved);
      if (action === 'hide') {
        await reportsRepo.hideMessage(tx, report.messageId, operatorId, now);
      }
      const decided = await reportsRepo.resolveOpenReports(tx, report.messageId, {
        resolution: action,
        resolvedBy: operatorId,
        resolvedAt: now,
      });
      await recordAuditDecision(tx, {
        subjectType: 'message-report',
        subjectId: report.id,
        action: action === 'hide' ? 'message-hidden' : 'dismissed',
        details: { messageId: report.messageId, reports: decided },
        decidedBy: operatorId,
      });
    });
    this.keptPages?.clear();
    return { reportId, action };
  }

  // ---- helpers

  /** The caller's side of a thread, or "not found" (staff too: they read in the console). */
  private async ownThread(caller: Caller, threadId: string) {
    const thread = await repo.findThread(this.db, threadId);
    const reader = thread ? readerOf(caller, thread) : undefined;
    if (!thread || !reader) throw AppError.notFound(MESSAGE_CODES.threadNotFound);
    return { thread, reader };
  }

  /** Whether the sender may mail the recipient now (no mail between them within the batch window). */
  private async takeMailTurn(tx: DbOrTx, senderId: string, recipientId: string): Promise<boolean> {
    return !(await takeAllIn(tx, [{ window: this.mailTurns, key: `${recipientId} ${senderId}` }]));
  }
}
