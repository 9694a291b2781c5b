import { expect, test } from 'vitest';
import { SENDING_LIMITS, sendingRefusal } from './sending-limits.ts';

test.each([
  [1, 'limits.messages.minutes', 1],
  [60, 'limits.messages.minutes', 1],
  [61, 'limits.messages.minutes', 2],
  [2 * 3600, 'limits.messages.minutes', 120],
  [2 * 3600 + 1, 'limits.messages.hours', 3],
  [24 * 3600, 'limits.messages.hours', 24],
])('a wait of %i s reads as %s with %i (rounded up)', (seconds, code, count) => {
  expect(sendingRefusal('message', seconds)).toEqual({ code, params: { count } });
});

test('each kind has its own sentence', () => {
  expect(sendingRefusal('report', 60).code).toBe('limits.reports.minutes');
  expect(sendingRefusal('eventRequest', 60).code).toBe('limits.eventRequests.minutes');
  expect(sendingRefusal('proposal', 60).code).toBe('limits.proposals.minutes');
});

test('an address is allowed at least what an account is, in every window it shares', () => {
  for (const limits of Object.values(SENDING_LIMITS)) {
    for (const window of limits.account) {
      const same = limits.address.find((other) => other.windowMinutes === window.windowMinutes);
      if (same) expect(same.max).toBeGreaterThanOrEqual(window.max);
    }
  }
});
