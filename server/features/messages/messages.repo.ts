import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  files,
  mailOutbox,
  messages,
  messageThreadReads,
  messageThreads,
  orderItems,
  orders,
  products,
  users,
} from '../../db/schema.ts';

export type ThreadRow = typeof messageThreads.$inferSelect;
/** A message with its photo's stored name and owner (for the photo's address). */
export type MessageRow = typeof messages.$inferSelect & {
  photoStoredName: string | null;
  photoOwnerId: string | null;
};

export const MESSAGE_COLUMNS = {
  id: messages.id,
  threadId: messages.threadId,
  senderUserId: messages.senderUserId,
  body: messages.body,
  maskedBody: messages.maskedBody,
  maskedKinds: messages.maskedKinds,
  maskVersion: messages.maskVersion,
  photoFileId: messages.photoFileId,
  hiddenAt: messages.hiddenAt,
  hiddenBy: messages.hiddenBy,
  createdAt: messages.createdAt,
  photoStoredName: files.storedName,
  photoOwnerId: files.userId,
};

/** The people in threads, as the other side may see them: names and avatar, never e-mail or phone. */
export async function peopleByIds(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, PersonRow>();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      nickname: users.nickname,
      avatarVersion: users.avatarVersion,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
export interface PersonRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  avatarVersion: number | null;
  email: string;
  language: string;
}

export async function findThread(db: DbOrTx, id: string) {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.id, id));
  return row;
}

/** The thread of a customer and chef (about an order, or the question thread), made when missing. */
export async function ensureThread(
  db: DbOrTx,
  values: {
    customerUserId: string;
    chefUserId: string;
    orderId: number | null;
    productId: number | null;
    eventRequestId?: number | null;
  },
) {
  const eventRequestId = values.eventRequestId ?? null;
  await db
    .insert(messageThreads)
    .values({ ...values, eventRequestId })
    .onConflictDoNothing();
  const [thread] = await db
    .select()
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.customerUserId, values.customerUserId),
        eq(messageThreads.chefUserId, values.chefUserId),
        values.orderId === null ? isNull(messageThreads.orderId) : eq(messageThreads.orderId, values.orderId),
        eventRequestId === null
          ? isNull(messageThreads.eventRequestId)
          : eq(messageThreads.eventRequestId, eventRequestId),
      ),
    );
  await db
    .insert(messageThreadReads)
    .values([
      { threadId: thread!.id, userId: values.customerUserId },
      { threadId: thread!.id, userId: values.chefUserId },
    ])
    .onConflictDoNothing();
  // A later question from another dish names that dish.
  if (
    values.orderId === null &&
    eventRequestId === null &&
    values.productId !== null &&
    thread!.productId !== values.productId
  ) {
    await db
      .update(messageThreads)
      .set({ productId: values.productId })
      .where(eq(messageThreads.id, thread!.id));
    thread!.productId = values.productId;
  }
  return thread!;
}

/** Whether the chef has confirmed any of their dishes in the order (then contacts are shown). */
export async function confirmedOrderIds(db: DbOrTx, pairs: { orderId: number; chefUserId: string }[]) {
  if (!pairs.length) return new Set<string>();
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId, sellerUserId: orderItems.sellerUserId })
    .from(orderItems)
    .where(
      and(
        inArray(
          orderItems.orderId,
          pairs.map((pair) => pair.orderId),
        ),
        isNotNull(orderItems.confirmedAt),
      ),
    );
  return new Set(rows.map((row) => `${row.orderId}:${row.sellerUserId}`));
}

/** A page of a thread, newest first: ids below `before` (ids only grow, so a page never shifts). */
export async function messagePage(db: DbOrTx, threadId: string, before: number | undefined, size: number) {
  return db
    .select(MESSAGE_COLUMNS)
    .from(messages)
    .leftJoin(files, eq(files.id, messages.photoFileId))
    .where(and(eq(messages.threadId, threadId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(size + 1);
}

/** The caller's threads, the most recently active first, with their read markers. */
export async function threadsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ thread: messageThreads, lastRead: messageThreadReads.lastReadMessageId })
    .from(messageThreads)
    .leftJoin(
      messageThreadReads,
      and(eq(messageThreadReads.threadId, messageThreads.id), eq(messageThreadReads.userId, userId)),
    )
    .where(
      and(
        or(eq(messageThreads.customerUserId, userId), eq(messageThreads.chefUserId, userId)),
        // A thread nobody wrote in yet is shown only to the customer who opened it.
        or(isNotNull(messageThreads.lastMessageAt), eq(messageThreads.customerUserId, userId)),
      ),
    )
    .orderBy(sql`coalesce(${messageThreads.lastMessageAt}, ${messageThreads.createdAt}) desc`)
    .limit(limit);
}

/** The newest message of each thread. */
export async function lastMessages(db: DbOrTx, threadIds: string[]) {
  if (!threadIds.length) return new Map<string, MessageRow>();
  const rows: MessageRow[] = await db
    .selectDistinctOn([messages.threadId], MESSAGE_COLUMNS)
    .from(messages)
    .leftJoin(files, eq(files.id, messages.photoFileId))
    .where(inArray(messages.threadId, threadIds))
    .orderBy(messages.threadId, desc(messages.id));
  return new Map(rows.map((row) => [row.threadId, row]));
}

/** Unread messages per thread for `userId`: from the other side, visible, after their read marker. */
export async function unreadByThread(db: DbOrTx, userId: string, threadIds?: string[]) {
  if (threadIds && !threadIds.length) return new Map<string, number>();
  const rows = await db
    .select({ threadId: messages.threadId, unread: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .leftJoin(
      messageThreadReads,
      and(eq(messageThreadReads.threadId, messages.threadId), eq(messageThreadReads.userId, userId)),
    )
    .where(
      and(
        or(eq(messageThreads.customerUserId, userId), eq(messageThreads.chefUserId, userId)),
        threadIds ? inArray(messages.threadId, threadIds) : undefined,
        ne(messages.senderUserId, userId),
        isNull(messages.hiddenAt),
        gt(messages.id, sql`coalesce(${messageThreadReads.lastReadMessageId}, 0)`),
      ),
    )
    .groupBy(messages.threadId);
  return new Map(rows.map((row) => [row.threadId, Number(row.unread)]));
}

/** Messages `userId` sent since `since`, for the sending limits. */
export async function markRead(db: DbOrTx, threadId: string, userId: string, upTo: number) {
  await db
    .insert(messageThreadReads)
    .values({ threadId, userId, lastReadMessageId: upTo })
    .onConflictDoUpdate({
      target: [messageThreadReads.threadId, messageThreadReads.userId],
      set: { lastReadMessageId: sql`greatest(${messageThreadReads.lastReadMessageId}, ${upTo})` },
    });
}

/**
 * Takes the right to mail `userId` about the thread: only when they were not mailed within the
 * batch window and have not read the new message. One UPDATE decides, so two app servers (or two
 * messages at once) cannot both take it.
 */
export async function takeMailTurn(
  db: DbOrTx,
  threadId: string,
  userId: string,
  now: Date,
  windowStart: Date,
  messageId: number,
) {
  const taken = await db
    .update(messageThreadReads)
    .set({ lastMailedAt: now })
    .where(
      and(
        eq(messageThreadReads.threadId, threadId),
        eq(messageThreadReads.userId, userId),
        or(
          isNull(messageThreadReads.lastMailedAt),
          sql`${messageThreadReads.lastMailedAt} <= ${windowStart.toISOString()}`,
        ),
        lt(messageThreadReads.lastReadMessageId, messageId),
      ),
    )
    .returning({ userId: messageThreadReads.userId });
  return taken.length > 0;
}

export async function orderNumbersOf(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, string>();
  const rows = await db
    .select({ id: orders.id, sId: orders.sId })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.sId]));
}

export async function dishTitles(db: DbOrTx, productIds: number[]) {
  if (!productIds.length) return new Map<number, string>();
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function insertMessage(tx: DbOrTx, values: typeof messages.$inferInsert) {
  const [inserted] = await tx.insert(messages).values(values).returning();
  return inserted!;
}

export async function touchThread(tx: DbOrTx, threadId: string, at: Date) {
  await tx.update(messageThreads).set({ lastMessageAt: at }).where(eq(messageThreads.id, threadId));
}

/** The id of the thread's newest message (0 when it has none). */
export async function newestMessageId(db: DbOrTx, threadId: string) {
  const [row] = await db
    .select({ newest: max(messages.id) })
    .from(messages)
    .where(eq(messages.threadId, threadId));
  return row?.newest ?? 0;
}

export async function ownFile(tx: DbOrTx, userId: string, fileId: string) {
  const [file] = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.userId, userId)));
  return file;
}

/** Queues a mail in the caller's transaction; the notifier's flush sends it. */
export async function queueMail(tx: DbOrTx, values: typeof mailOutbox.$inferInsert) {
  await tx.insert(mailOutbox).values(values);
}
