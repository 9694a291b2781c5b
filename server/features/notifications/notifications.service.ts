import { NOTIFICATIONS_LIST_MAX } from '#domain/notifications/notification-kinds.ts';
import { isNoticeDone, noticeTask, type OpenTasks } from '#domain/notifications/notice-tasks.ts';
import type { NotificationsAnswer, UnreadNotices } from '#domain/notifications/notification.response.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './notifications.repo.ts';

/**
 * What is left for a user to do in some orders (domain/notifications/notice-tasks.ts), a row per
 * order with any item. The orders feature reads it (`openTasksIn`); the wiring hands it in.
 */
export type OpenTasksReader = (
  db: DbOrTx,
  userId: string,
  orderIds: number[],
) => Promise<({ orderId: number } & OpenTasks)[]>;

/** The bell: a user's own notifications, newest first, and marking them read. */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly openTasksIn: OpenTasksReader,
    /** The user's unread messages, shown in the bell beside the notifications. */
    private readonly unreadMessages: (userId: string) => Promise<number>,
  ) {}

  /** GET /secure/notifications. */
  async list(userId: string): Promise<NotificationsAnswer> {
    const rows = await repo.notificationsOf(this.db, userId, NOTIFICATIONS_LIST_MAX);
    const open = await this.openTasks(
      userId,
      rows.flatMap((row) => (row.orderId !== null && noticeTask(row.kind) ? [row.orderId] : [])),
    );
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        params: row.params,
        orderId: row.orderId,
        createdTimestamp: row.createdAt.getTime(),
        readTimestamp: row.readAt?.getTime() ?? null,
        done: row.orderId !== null && isNoticeDone(row.kind, open.get(row.orderId)),
      })),
      unreadCount: await this.unreadCount(userId),
      unreadMessages: await this.unreadMessages(userId),
    };
  }

  /** POST /secure/notifications-read: the given ones (only the caller's own), or all. */
  async markRead(userId: string, ids?: string[]): Promise<UnreadNotices> {
    if (!ids || ids.length) {
      await repo.markNotificationsRead(this.db, userId, ids, this.clock.now());
    }
    return { unreadCount: await this.unreadCount(userId), unreadMessages: await this.unreadMessages(userId) };
  }

  /** What is left for the reader in the orders of the notices that ask for something. */
  private async openTasks(userId: string, orderIds: number[]): Promise<Map<number, OpenTasks>> {
    const rows = await this.openTasksIn(this.db, userId, [...new Set(orderIds)]);
    return new Map(rows.map(({ orderId, ...open }) => [orderId, open]));
  }

  private async unreadCount(userId: string) {
    return repo.unreadCountOf(this.db, userId);
  }
}
