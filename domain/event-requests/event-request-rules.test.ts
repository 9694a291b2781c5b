import { expect, test } from 'vitest';
import {
  effectiveRequestState,
  requestExpiresAt,
  takesProposals,
  whyCannotClose,
  whyNotOpen,
} from './event-request-rules.ts';

const serviceMs = Date.UTC(2026, 11, 12, 16);
const open = { state: 'open' as const, serviceMs, customerExpiresMs: null };

test('a request expires at its service date, or earlier when the customer says so', () => {
  expect(requestExpiresAt(serviceMs, null)).toBe(serviceMs);
  expect(requestExpiresAt(serviceMs, serviceMs - 1000)).toBe(serviceMs - 1000);
  expect(requestExpiresAt(serviceMs, serviceMs + 1000)).toBe(serviceMs);
  expect(effectiveRequestState(open, serviceMs - 1)).toBe('open');
  expect(effectiveRequestState(open, serviceMs)).toBe('expired');
  expect(effectiveRequestState({ ...open, state: 'accepted' }, serviceMs + 1)).toBe('accepted');
});

test('it takes proposals while open and below the limit (4 by default, or the setting)', () => {
  const now = serviceMs - 86_400_000;
  expect(takesProposals(open, 3, now)).toBe(true);
  expect(takesProposals(open, 4, now)).toBe(false);
  expect(takesProposals(open, 4, now, 6)).toBe(true);
  expect(takesProposals({ ...open, state: 'cancelled' }, 0, now)).toBe(false);
  expect(takesProposals(open, 0, serviceMs)).toBe(false);
});

test('why a request takes nothing more: accepted, closed by staff, or otherwise not open', () => {
  const now = serviceMs - 86_400_000;
  expect(whyNotOpen(open, now)).toBeUndefined();
  expect(whyNotOpen({ ...open, state: 'accepted' }, now)).toBe('eventRequests.alreadyAccepted');
  expect(whyNotOpen({ ...open, state: 'closed' }, now)).toBe('eventRequests.closedByStaff');
  expect(whyNotOpen({ ...open, state: 'cancelled' }, now)).toBe('eventRequests.notOpen');
  expect(whyNotOpen(open, serviceMs)).toBe('eventRequests.notOpen');
});

test('an operator closes an open request only', () => {
  const now = serviceMs - 86_400_000;
  expect(whyCannotClose(open, now)).toBeUndefined();
  expect(whyCannotClose({ ...open, state: 'closed' }, now)).toBe('eventRequests.alreadyClosed');
  expect(whyCannotClose({ ...open, state: 'accepted' }, now)).toBe('eventRequests.alreadyAccepted');
  expect(whyCannotClose({ ...open, state: 'cancelled' }, now)).toBe('eventRequests.notOpen');
  // Past its service time it has expired, though no job has marked it yet.
  expect(whyCannotClose(open, serviceMs)).toBe('eventRequests.notOpen');
});
