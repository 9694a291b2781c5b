import { z } from 'zod';

/**
 * The bell's answers (server/features/notifications), timestamps in ms. `kind` is any text, not
 * NOTIFICATION_KINDS: a row written by an older or newer release still lists (the web words an
 * unknown kind as 'other').
 */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The words' params (domain/notifications/notification-kinds.ts NotificationParams). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  orderId: z.number().nullable(),
  createdTimestamp: z.number(),
  readTimestamp: z.number().nullable(),
  /**
   * The notice asked its reader to do something (domain/notifications/notice-tasks.ts) and nothing of
   * it is left in its order; false for notices that only tell.
   */
  done: z.boolean(),
});
export type AppNotification = z.infer<typeof NotificationSchema>;

/** GET /secure/notifications: the latest ones, newest first, and what is unread. */
export const NotificationsAnswerSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number(),
  /** Unread messages in the user's conversations (the bell counts them too). */
  unreadMessages: z.number(),
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswerSchema>;

/** POST /secure/notifications-read: what is still unread. */
export const UnreadNoticesSchema = z.object({ unreadCount: z.number(), unreadMessages: z.number() });
export type UnreadNotices = z.infer<typeof UnreadNoticesSchema>;
