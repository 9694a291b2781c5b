import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/constants.ts';
import {
  orderNumberOf,
  type NotificationKind,
  type NotificationParams,
} from '#domain/notifications/notification-kinds.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox, notifications, orderItems, orders, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { notificationMail } from './notifications.mails.ts';

export interface Notice {
  /** A signed-up recipient: gets the in-app row and the mail in their language. */
  userId?: string | null;
  /** A recipient without an account (a guest's order): the mail only. */
  email?: string | null;
  language?: Language;
  kind: NotificationKind;
  params: NotificationParams;
  orderId?: number | null;
}

/** Outbox rows written by `notify` and not yet handed to the mailer. */
const QUEUED = 'queued';
const SENDING = 'sending';

/**
 * One way to tell someone something (issue: order life §6): `notify` writes the in-app row and
 * queues the e-mail in the caller's transaction, so a rolled-back change tells nobody and a
 * committed one cannot lose its mail. `flushSoon` hands queued mails to the mailer after the commit,
 * in the background, so no request waits on a mail server; whatever is still queued at a restart
 * is sent then.
 */
export class Notifier {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly publicUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async notify(tx: DbOrTx, notice: Notice): Promise<void> {
    let to = notice.email ?? null;
    let lang: Language = notice.language ?? DEFAULT_LANGUAGE;
    if (notice.userId) {
      const [user] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, notice.userId));
      if (!user) return;
      to = user.email;
      lang = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      await tx.insert(notifications).values({
        userId: notice.userId,
        kind: notice.kind,
        params: withoutUndefined(notice.params),
        orderId: notice.orderId ?? null,
        createdAt: this.clock.now(),
      });
    }
    if (!to) return;
    const mail = notificationMail(notice.kind, lang, notice.params, this.orderUrl(notice.orderId));
    await tx.insert(mailOutbox).values({
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      transport: QUEUED,
      meta: { template: `notification-${notice.kind}`, orderId: notice.orderId ?? null },
    });
  }

  /**
   * Tells one side of an order about some of its items: the buyer, or each chef about their own
   * items. The order number and dish names come from the order; `extra` adds amount, rating...
   */
  async tellAboutItems(
    tx: DbOrTx,
    event: {
      orderId: number;
      itemIds?: number[];
      kind: NotificationKind;
      to: 'buyer' | 'sellers';
      extra?: Omit<NotificationParams, 'orderNumber' | 'dishes'>;
    },
  ): Promise<void> {
    const facts = await orderFacts(tx, event.orderId, event.itemIds);
    if (!facts || facts.items.length === 0) return;
    const recipients =
      event.to === 'buyer'
        ? [{ userId: facts.order.buyerUserId, dishes: facts.dishes() }]
        : facts.sellers.map((sellerId) => ({ userId: sellerId, dishes: facts.dishes(sellerId) }));
    for (const { userId, dishes } of recipients) {
      // A guest's order has no account and no e-mail on record until it is linked.
      if (!userId) continue;
      await this.notify(tx, {
        userId,
        kind: event.kind,
        params: { orderNumber: facts.orderNumber, dishes, ...event.extra },
        orderId: event.orderId,
      });
    }
  }

  /**
   * Sends the queued mails. Claiming them in one UPDATE means two flushes never send one mail twice;
   * the mailer keeps its own outbox record, so the queue row goes once it is sent.
   */
  async flush(): Promise<number> {
    const claimed = await this.db
      .update(mailOutbox)
      .set({ transport: SENDING })
      .where(eq(mailOutbox.transport, QUEUED))
      .returning();
    for (const row of claimed) {
      try {
        await this.mailer.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody ?? '',
          meta: row.meta ?? undefined,
        });
        await this.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        this.log.error({ err: error, to: row.toAddress }, 'notification mail not sent; it stays queued');
        await this.db
          .update(mailOutbox)
          .set({ transport: QUEUED, error: (error as Error).message })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return claimed.length;
  }

  /** Starts a flush in the background (one at a time; a call during one makes it run once more). */
  flushSoon(): void {
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

  /** At start: mails claimed by a process that stopped before sending them go back to the queue. */
  async requeueInterrupted(): Promise<void> {
    await this.db.update(mailOutbox).set({ transport: QUEUED }).where(eq(mailOutbox.transport, SENDING));
  }

  private orderUrl(orderId: number | null | undefined) {
    if (!orderId) return null;
    return `${(this.publicUrl ?? '').replace(/\/$/, '')}/order/${orderId}`;
  }
}

/** What the messages of one order say about some of its items: the order number and the dish names. */
export async function orderFacts(tx: DbOrTx, orderId: number, itemIds?: number[]) {
  const [order] = await tx
    .select({ id: orders.id, sId: orders.sId, buyerUserId: orders.buyerUserId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx
    .select({ id: orderItems.id, title: orderItems.title, sellerUserId: orderItems.sellerUserId })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        itemIds ? inArray(orderItems.id, itemIds.length ? itemIds : [-1]) : undefined,
      ),
    )
    .orderBy(orderItems.id);
  return {
    order,
    items,
    orderNumber: orderNumberOf(order.sId),
    /** The dish names of the given items (or of the seller's items), for the message. */
    dishes: (sellerUserId?: string) =>
      items
        .filter((item) => !sellerUserId || item.sellerUserId === sellerUserId)
        .map((item) => item.title)
        .join(', '),
    sellers: [...new Set(items.map((item) => item.sellerUserId))],
  };
}

function withoutUndefined(params: NotificationParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}
