import type { NotificationKind } from './notification-kinds.ts';

/**
 * Some notices ask their reader to do something: a chef to confirm a new order, reply to a review or
 * answer a complaint, a customer to rate what was delivered. Once nothing of it is left to do, the
 * bell says the notice is done rather than dropping it (it stays the record of what happened). A
 * notice names its order, not its dishes' ids, so "done" is read per order: nothing of that task is
 * left for the reader in that order.
 */
export type NoticeTask = 'confirm' | 'rate' | 'reply' | 'answer';

export const NOTICE_TASKS: Readonly<Partial<Record<NotificationKind, NoticeTask>>> = {
  orderReceived: 'confirm',
  itemDelivered: 'rate',
  reviewReceived: 'reply',
  complaintOpened: 'answer',
};

/**
 * What is still left for one reader in one order: her dishes to confirm (placed), his delivered
 * dishes without a rating, her reviews without a reply, her open complaints without her answer.
 */
export type OpenTasks = Record<NoticeTask, number>;

export const NO_OPEN_TASKS: OpenTasks = { confirm: 0, rate: 0, reply: 0, answer: 0 };

/** The task a notice of `kind` asks for, if any. */
export function noticeTask(kind: string): NoticeTask | undefined {
  return Object.hasOwn(NOTICE_TASKS, kind) ? NOTICE_TASKS[kind as NotificationKind] : undefined;
}

/**
 * Whether the notice's task is done: it asks for one, and nothing of it is left in its order
 * (`open`, the reader's open tasks there). A notice without an order or a task is never "done".
 */
export function isNoticeDone(kind: string, open: OpenTasks | undefined): boolean {
  const task = noticeTask(kind);
  if (!task || !open) return false;
  return open[task] === 0;
}
