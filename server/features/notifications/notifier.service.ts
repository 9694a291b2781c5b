import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/constants.ts';
import {
  itemNotices,
  type ItemsEvent,
  type NoticeItem,
  type NoticeOrder,
} from '#domain/notifications/item-notices.ts';
import {
  noticePath,
  type NotificationKind,
  type NotificationParams,
} from '#domain/notifications/notification-kinds.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { retryDelayMs } from '../../jobs/claims.ts';
import type { Clock } from '../../lib/clock.ts';
import { logKeptInOutbox, OUTBOX_TRANSPORT, type Mail, type Mailer } from '../../lib/mailer.ts';
import { notificationMail } from './notifications.mails.ts';
import * as repo from './notifications.repo.ts';
import { QUEUED, type MailInsert, type NotificationInsert, type QueuedMail } from './notifications.repo.ts';
import { receiptDetails, type Receipt } from './receipt.mails.ts';

export type { Receipt };

/**
 * What a notice about some items of an order names: the order and those items (all of them without
 * `itemIds`), undefined for no such order. The orders feature reads it (`orderFacts`); the wiring
 * hands it in, so notifications, which every feature uses, depend on none of them.
 */
export type OrderFactsReader = (
  tx: DbOrTx,
  orderId: number,
  itemIds?: number[],
) => Promise<{ order: NoticeOrder; items: NoticeItem[] } | undefined>;

/** A user's address and language, as their `users` row holds them. */
export interface Contact {
  email: string;
  language: string;
}

export interface Notice {
  /** A signed-up recipient: gets the in-app row and the mail in their language. */
  userId?: string | null;
  /**
   * The signed-up recipient's address and language when the caller has them already (read with its
   * own data), so they are not read again; without it they are read from `users`.
   */
  contact?: Contact;
  /** A recipient without an account (a guest's order): the mail only. */
  email?: string | null;
  language?: Language;
  kind: NotificationKind;
  params: NotificationParams;
  orderId?: number | null;
  /** A paid order's receipt: its lines follow the message in the mail. */
  receipt?: Receipt;
  /** False: the bell only, when another notice's mail tells of this one too (a batch). */
  mail?: boolean;
}

/** The in-app rows and the queued mails that tell some notices. */
export interface NoticeRows {
  notifications: NotificationInsert[];
  mails: MailInsert[];
}

/** Mails one app server claims at a time, and how long its claim holds (each try takes at most ~1 min). */
const CLAIM_BATCH = 5;
const CLAIM_MS = 10 * 60_000;
/**
 * A mail with a deadline (a PIN's expiry) is tried again within seconds while the mail server is
 * down, not after the growing waits of other mails: the mail job (every 10 s) picks it up at once.
 */
const URGENT_RETRY_MS = 5_000;

/**
 * One way to tell someone something: `notify` writes the in-app row and
 * queues the e-mail in the caller's transaction, so a rolled-back change tells nobody and a
 * committed one cannot lose its mail. `flushSoon` hands queued mails to the mailer after the commit,
 * in the background, so no request waits on a mail server. The mail job (server/jobs/jobs.ts)
 * flushes too, on whichever app server runs it: mails whose try failed (retried with back-off) and
 * mails claimed by a server that stopped before sending them (its claim lapses).
 */
export class Notifier {
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    /** The origin of the links in mails (env.publicUrl): absolute, so a mail client can open them. */
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly orderFacts: OrderFactsReader,
  ) {}

  async notify(tx: DbOrTx, notice: Notice): Promise<void> {
    await this.notifyAll(tx, [notice]);
  }

  /**
   * Several notices at the cost of one: the recipients' rows read in one query (only those whose
   * contact the caller did not give), then all in-app rows and all mails written in one statement.
   */
  async notifyAll(tx: DbOrTx, notices: readonly Notice[]): Promise<void> {
    const rows = await this.noticeRows(tx, notices);
    await repo.insertNoticeRows(tx, rows);
  }

  /**
   * The in-app rows and queued mails that tell `notices`, not yet written, for a caller that writes
   * them with its own rows (a new order). Reads the recipients it was not given.
   */
  async noticeRows(tx: DbOrTx, notices: readonly Notice[]): Promise<NoticeRows> {
    const unknown = [
      ...new Set(notices.flatMap((notice) => (notice.userId && !notice.contact ? [notice.userId] : []))),
    ];
    const found = await repo.contactsOf(tx, unknown);
    const contacts = new Map<string, Contact>(found.map((user) => [user.id, user]));
    const now = this.clock.now();
    const rows: NoticeRows = { notifications: [], mails: [] };
    for (const notice of notices) {
      let to = notice.email ?? null;
      let lang: Language = notice.language ?? DEFAULT_LANGUAGE;
      if (notice.userId) {
        const user = notice.contact ?? contacts.get(notice.userId);
        if (!user) continue;
        to = user.email;
        lang = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
        rows.notifications.push({
          userId: notice.userId,
          kind: notice.kind,
          params: withoutUndefined(notice.params),
          orderId: notice.orderId ?? null,
          createdAt: now,
        });
      }
      if (!to || notice.mail === false) continue;
      const mail = notificationMail(
        notice.kind,
        lang,
        notice.params,
        this.linkOf(notice),
        notice.receipt && receiptDetails(lang, notice.receipt),
      );
      rows.mails.push({
        toAddress: to,
        subject: mail.subject,
        textBody: mail.text,
        transport: QUEUED,
        meta: { template: `notification-${notice.kind}`, orderId: notice.orderId ?? null },
      });
    }
    return rows;
  }

  /**
   * Queues one ready-made mail (a PIN) in the caller's transaction. `expiresAt`: the mail is useless
   * after it (its PIN no longer works), so it is retried promptly while the mail server is down and
   * dropped, never sent, once past it. Call `flushSoon` after the commit to send it at once.
   */
  async queueMail(tx: DbOrTx, mail: Mail, expiresAt?: Date): Promise<void> {
    await repo.insertNoticeRows(tx, {
      notifications: [],
      mails: [
        {
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          transport: QUEUED,
          meta: { ...mail.meta, ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}) },
        },
      ],
    });
  }

  /**
   * Tells one side of an order about some of its items: the buyer, or each chef about their own
   * items. The order number and dish names come from the order; `extra` adds amount, rating...
   */
  async tellAboutItems(tx: DbOrTx, event: ItemsEvent & { orderId: number; itemIds?: number[] }) {
    const facts = await this.orderFacts(tx, event.orderId, event.itemIds);
    if (!facts) return;
    await this.notifyAll(
      tx,
      itemNotices(facts.order, facts.items, event).map((notice) => ({ ...notice, orderId: event.orderId })),
    );
  }

  /**
   * Sends the queued mails that are due. Each is claimed by one app server for a while (claims.ts),
   * so two flushes, here or on another server, never send one mail twice. The mailer keeps its own
   * outbox record, so the queue row goes once the mail is sent (one DELETE per mail, right after
   * it: a crash re-sends at most the mails in hand, and with the same Message-ID). A mail that fails
   * waits longer after each try.
   */
  async flush(): Promise<number> {
    if (this.mailer.keepsMailInOutbox) return this.deliverInOutbox();
    let sent = 0;
    while (!this.stopping) {
      const now = this.clock.now();
      const claimed = await repo.claimDueMails(this.db, now, new Date(now.getTime() + CLAIM_MS), CLAIM_BATCH);
      for (const [index, row] of claimed.entries()) {
        if (this.stopping) {
          await this.release(claimed.slice(index));
          break;
        }
        if (await this.sendClaimed(row)) sent += 1;
      }
      if (claimed.length < CLAIM_BATCH) break;
    }
    return sent;
  }

  /**
   * At shutdown: the mail in hand is finished, no more are claimed, and those claimed but not begun
   * go back at once (another app server sends them without waiting for the claim to lapse).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.settled();
  }

  private async release(rows: QueuedMail[]) {
    if (!rows.length) return;
    await repo.releaseClaims(
      this.db,
      rows.map((row) => row.id),
    );
  }

  private async sendClaimed(row: QueuedMail): Promise<boolean> {
    const expiresAt = typeof row.meta?.expiresAt === 'string' ? new Date(row.meta.expiresAt) : undefined;
    if (expiresAt && expiresAt <= this.clock.now()) {
      // Its PIN no longer works: sending it now would only confuse. The user asks for a new one.
      await repo.deleteMail(this.db, row.id);
      this.log.warn(
        { to: row.toAddress, subject: row.subject, attempts: row.attempts, error: row.error },
        'mail dropped unsent: its PIN expired before the mail server took it',
      );
      return false;
    }
    try {
      await this.mailer.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody ?? '',
        html: row.htmlBody ?? undefined,
        meta: row.meta ?? undefined,
      });
      await repo.deleteMail(this.db, row.id);
      return true;
    } catch (error) {
      const delayMs = expiresAt ? URGENT_RETRY_MS : retryDelayMs(row.attempts);
      const retryAt = new Date(this.clock.now().getTime() + delayMs);
      this.log.error(
        { err: error, to: row.toAddress, attempts: row.attempts, retryAt },
        'queued mail not sent; it is tried again later',
      );
      await repo.scheduleRetry(this.db, row.id, (error as Error).message, retryAt);
      return false;
    }
  }

  /** Without SMTP the queue is the outbox already: its mails are delivered where they stand, at once. */
  private async deliverInOutbox(): Promise<number> {
    const delivered = await repo.markQueuedDelivered(this.db, OUTBOX_TRANSPORT);
    for (const mail of delivered) logKeptInOutbox(this.log, { ...mail, meta: mail.meta ?? undefined });
    return delivered.length;
  }

  /** Starts a flush in the background (one at a time; a call during one makes it run once more). */
  flushSoon(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.flush().catch((error: unknown) => this.log.error({ err: error }, 'mail flush failed'));
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no background flush is running: at shutdown, and in tests before reading mails. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** The notice's page (domain noticePath), absolute so a mail client can open it. */
  private linkOf(notice: Notice) {
    const path = noticePath(notice.kind, notice.params, notice.orderId);
    return path && `${this.publicUrl.replace(/\/$/, '')}${path}`;
  }
}

function withoutUndefined(params: NotificationParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}
