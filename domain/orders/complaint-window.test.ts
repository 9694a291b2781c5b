import { describe, expect, test } from 'vitest';
import { COMPLAINT_WINDOW_MS } from './complaint-limits.ts';
import { complaintAnswerBy, complaintUntil, complaintWindowProblem } from './complaint-window.ts';

const delivered = Date.UTC(2026, 5, 1, 12);
const deadline = delivered + COMPLAINT_WINDOW_MS;

describe('the complaint window (48 hours after delivery, its last millisecond included)', () => {
  test.each([
    ['just delivered', delivered, undefined],
    ['an hour later', delivered + 3_600_000, undefined],
    ['1 ms before the deadline', deadline - 1, undefined],
    ['exactly at the deadline', deadline, undefined],
    ['1 ms after the deadline', deadline + 1, 'complaints.windowOver'],
    ['a day after the deadline', deadline + 86_400_000, 'complaints.windowOver'],
  ])('%s → %s', (_when, now, problem) => {
    expect(
      complaintWindowProblem({
        itemStatus: 'delivered',
        complaintUntil: complaintUntil(delivered),
        now,
        alreadyComplained: false,
      }),
    ).toBe(problem);
  });

  test.each([
    [{ itemStatus: 'confirmed', complaintUntil: null }, 'complaints.notDelivered'],
    [{ itemStatus: 'delivered', complaintUntil: null }, 'complaints.notDelivered'],
    [{ itemStatus: 'confirmed', complaintUntil: deadline }, 'complaints.notDelivered'],
    [{ itemStatus: 'cancelled', complaintUntil: deadline }, 'complaints.notDelivered'],
    [
      { itemStatus: 'delivered', complaintUntil: deadline, alreadyComplained: true },
      'complaints.alreadyComplained',
    ],
    [
      { itemStatus: 'delivered', complaintUntil: null, alreadyComplained: true },
      'complaints.alreadyComplained',
    ],
  ])('%j → %s', (overrides, problem) => {
    expect(complaintWindowProblem({ now: delivered, alreadyComplained: false, ...overrides })).toBe(problem);
  });

  test('the deadline is 48 hours after delivery; none before delivery', () => {
    expect(complaintUntil(delivered)).toBe(delivered + 48 * 3_600_000);
    expect(complaintUntil(null)).toBeNull();
    expect(complaintUntil(undefined)).toBeNull();
  });
});

test('the chef is asked to answer a complaint within 48 hours of its opening', () => {
  const opened = Date.UTC(2026, 5, 2, 9, 30);
  expect(complaintAnswerBy(opened)).toBe(Date.UTC(2026, 5, 4, 9, 30));
});
