import { describe, expect, test } from 'vitest';
import { NOTIFICATION_KINDS } from './notification-kinds.ts';
import { isNoticeDone, NO_OPEN_TASKS, noticeTask } from './notice-tasks.ts';

describe('a notice that asks for something is done once nothing of it is left in its order', () => {
  test.each([
    ['orderReceived', 'confirm'],
    ['itemDelivered', 'rate'],
    ['reviewReceived', 'reply'],
    ['complaintOpened', 'answer'],
  ] as const)('%s asks to %s: open → not done; none left → done', (kind, task) => {
    expect(noticeTask(kind)).toBe(task);
    expect(isNoticeDone(kind, { ...NO_OPEN_TASKS, [task]: 1 })).toBe(false);
    expect(isNoticeDone(kind, { ...NO_OPEN_TASKS, [task]: 2 })).toBe(false);
    expect(isNoticeDone(kind, NO_OPEN_TASKS)).toBe(true);
  });

  test('another task left in the same order does not keep a notice open', () => {
    expect(isNoticeDone('reviewReceived', { confirm: 1, rate: 1, reply: 0, answer: 1 })).toBe(true);
  });

  test('notices that only tell something are never done, nor are those whose order is unknown', () => {
    const asking = ['orderReceived', 'itemDelivered', 'reviewReceived', 'complaintOpened'];
    for (const kind of NOTIFICATION_KINDS.filter((kind) => !asking.includes(kind))) {
      expect(noticeTask(kind)).toBeUndefined();
      expect(isNoticeDone(kind, NO_OPEN_TASKS)).toBe(false);
    }
    expect(isNoticeDone('orderReceived', undefined)).toBe(false);
    // A kind written by another release, or a name of Object's prototype, asks for nothing.
    expect(isNoticeDone('somethingNew', NO_OPEN_TASKS)).toBe(false);
    expect(noticeTask('toString')).toBeUndefined();
  });
});
