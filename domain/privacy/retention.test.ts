import { describe, expect, test } from 'vitest';
import { deletionObstacles, tombstoneEmail, type AccountStanding } from './retention.ts';

const clear: AccountStanding = {
  role: 'CUSTOMER',
  liveOrderItems: 0,
  openComplaints: 0,
  pendingRefunds: 0,
  scheduledPayouts: 0,
  owedCents: 0,
  creditBalance: 0,
  pendingWithdrawals: 0,
};

describe('deletionObstacles', () => {
  test.each([
    [{}, []],
    [{ role: 'CHEF' }, []],
    [{ role: 'OPERATOR' }, ['staffAccount']],
    [{ role: 'ADMIN' }, ['staffAccount']],
    [{ liveOrderItems: 1 }, ['liveOrders']],
    [{ openComplaints: 2 }, ['openComplaints']],
    [{ pendingRefunds: 1 }, ['refundsPending']],
    [{ scheduledPayouts: 1 }, ['payoutsDue']],
    [{ owedCents: 1 }, ['moneyOwed']],
    [{ creditBalance: 5 }, ['creditsHeld']],
    [{ pendingWithdrawals: 1 }, ['creditsHeld']],
    [{ creditBalance: 5, pendingWithdrawals: 1, liveOrderItems: 3 }, ['liveOrders', 'creditsHeld']],
  ] as const)('%o -> %o', (change, expected) => {
    expect(deletionObstacles({ ...clear, ...change })).toEqual(expected);
  });
});

test('a deleted account is left an address in the reserved .invalid domain, one per account', () => {
  const id = '3bf7d269-7deb-42f2-ac93-341e49b193ee';
  expect(tombstoneEmail(id)).toBe(`deleted-${id}@deleted.invalid`);
  expect(tombstoneEmail(id)).not.toBe(tombstoneEmail('00000000-0000-4000-8000-000000000000'));
});
