import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { NOTIFICATIONS_LIST_MAX } from '#domain/notifications/notification-kinds.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

/** The bell: a user's own notifications, newest first, and marking them read. */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Issue 20: the user's unread messages, shown in the bell beside the notifications. */
    private readonly unreadMessages: (userId: string) => Promise<number> = async () => 0,
  ) {}

  /** GET /secure/notifications. */
  async list(userId: string) {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIST_MAX);
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        params: row.params,
        orderId: row.orderId,
        createdTimestamp: row.createdAt.getTime(),
        readTimestamp: row.readAt?.getTime() ?? null,
      })),
      unreadCount: await this.unreadCount(userId),
      unreadMessages: await this.unreadMessages(userId),
    };
  }

  /** POST /secure/notifications-read: the given ones (only the caller's own), or all. */
  async markRead(userId: string, ids?: string[]) {
    if (!ids || ids.length) {
      await this.db
        .update(notifications)
        .set({ readAt: this.clock.now() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
    }
    return { unreadCount: await this.unreadCount(userId), unreadMessages: await this.unreadMessages(userId) };
  }

  private async unreadCount(userId: string) {
    const [row] = await this.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }
}
