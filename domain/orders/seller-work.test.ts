import { describe, expect, test } from 'vitest';
import { complaintAnswerBy } from './complaint-window.ts';
import type { SellerWorkItem } from './seller-work.response.ts';
import { deliveryDue, sellerWork } from './seller-work.ts';

/** 2026-06-01 12:00 in Vilnius (UTC+3 in summer). */
const NOW = Date.UTC(2026, 5, 1, 9);
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

function item(overrides: Partial<SellerWorkItem> = {}): SellerWorkItem {
  return {
    orderId: 1,
    sID: 'ORDER-1',
    itemId: 10,
    title: 'Cepelinai',
    volume: 1,
    status: 'placed',
    serviceDate: at('2026-06-05T15:00:00Z'),
    paid: true,
    complaint: null,
    review: null,
    ...overrides,
  };
}

describe('a confirmed dish is due from the day before its service (Vilnius days)', () => {
  test.each([
    ['yesterday evening', '2026-05-31T17:00:00Z', 'overdue'],
    ['earlier today', '2026-06-01T06:00:00Z', 'today'],
    ['tonight, 23:30 in Vilnius', '2026-06-01T20:30:00Z', 'today'],
    ['just after midnight in Vilnius', '2026-06-01T21:05:00Z', 'tomorrow'],
    ['tomorrow evening', '2026-06-02T17:00:00Z', 'tomorrow'],
    ['the day after tomorrow, 00:30 in Vilnius', '2026-06-02T21:30:00Z', undefined],
    ['in a week', '2026-06-08T15:00:00Z', undefined],
  ])('served %s → %s', (_when, service, due) => {
    expect(deliveryDue(at(service), NOW)).toBe(due);
  });

  test('across the autumn clock change, tomorrow is still the next calendar day', () => {
    // Saturday 24 October 2026, 12:00 in Vilnius; the clocks go back that night.
    const saturday = Date.UTC(2026, 9, 24, 9);
    expect(deliveryDue(Date.UTC(2026, 9, 25, 20), saturday)).toBe('tomorrow');
    expect(deliveryDue(Date.UTC(2026, 9, 25, 22, 30), saturday)).toBeUndefined();
  });
});

describe("the chef's work (her orders page's Needs you)", () => {
  test('nothing to do: four empty lists and a total of zero', () => {
    const work = sellerWork(
      [
        item({ status: 'delivered', review: { id: 'r', rating: 5, createdTimestamp: NOW, replied: true } }),
        item({ itemId: 11, status: 'confirmed', serviceDate: at('2026-06-09T15:00:00Z') }),
        item({ itemId: 12, status: 'cancelled' }),
      ],
      NOW,
    );
    expect(work).toEqual({ complaints: [], confirm: [], deliver: [], reviews: [], total: 0 });
  });

  test('paid orders to confirm, one entry per order with her dishes in it, the soonest service first', () => {
    const work = sellerWork(
      [
        item({ orderId: 2, sID: 'LATER', itemId: 20, serviceDate: at('2026-06-09T15:00:00Z') }),
        item({ orderId: 1, sID: 'SOONER', itemId: 12, title: 'Kibinai', volume: 2 }),
        item({ orderId: 1, sID: 'SOONER', itemId: 11 }),
        // Not paid yet: the server would refuse the confirmation (orders.unpaid).
        item({ orderId: 3, sID: 'UNPAID', itemId: 30, paid: false }),
      ],
      NOW,
    );
    expect(work.confirm).toEqual([
      {
        orderId: 1,
        sID: 'SOONER',
        serviceDate: at('2026-06-05T15:00:00Z'),
        items: [
          { itemId: 11, title: 'Cepelinai', volume: 1 },
          { itemId: 12, title: 'Kibinai', volume: 2 },
        ],
      },
      { orderId: 2, sID: 'LATER', serviceDate: at('2026-06-09T15:00:00Z'), items: [expect.anything()] },
    ]);
    expect(work.total).toBe(2);
  });

  test('confirmed dishes to deliver: overdue, today and tomorrow, not later ones', () => {
    const work = sellerWork(
      [
        item({ itemId: 1, status: 'confirmed', serviceDate: at('2026-06-02T15:00:00Z') }),
        item({ itemId: 2, status: 'confirmed', serviceDate: at('2026-05-30T15:00:00Z') }),
        item({ itemId: 3, status: 'confirmed', serviceDate: at('2026-06-01T15:00:00Z') }),
        item({ itemId: 4, status: 'confirmed', serviceDate: at('2026-06-03T15:00:00Z') }),
      ],
      NOW,
    );
    expect(work.deliver.map((entry) => [entry.itemId, entry.due])).toEqual([
      [2, 'overdue'],
      [3, 'today'],
      [1, 'tomorrow'],
    ]);
  });

  test('open complaints she has not answered, with the deadline 48 hours after each was opened', () => {
    const complaint = (id: string, openedHoursAgo: number, more = {}) => ({
      id,
      status: 'open' as const,
      createdTimestamp: NOW - openedHoursAgo * HOUR,
      answerBy: complaintAnswerBy(NOW - openedHoursAgo * HOUR),
      answered: false,
      ...more,
    });
    const work = sellerWork(
      [
        item({ itemId: 1, status: 'delivered', complaint: complaint('fresh', 2) }),
        item({ itemId: 2, status: 'delivered', complaint: complaint('late', 50) }),
        item({ itemId: 3, status: 'delivered', complaint: complaint('answered', 1, { answered: true }) }),
        item({ itemId: 4, status: 'delivered', complaint: complaint('decided', 1, { status: 'resolved' }) }),
        item({ itemId: 5, status: 'delivered', complaint: complaint('edge', 48) }),
      ],
      NOW,
    );
    expect(work.complaints.map((entry) => [entry.complaintId, entry.answerBy - NOW, entry.overdue])).toEqual([
      ['late', -2 * HOUR, true],
      // Exactly at the deadline is still in time.
      ['edge', 0, false],
      ['fresh', 46 * HOUR, false],
    ]);
  });

  test('reviews without her reply, the oldest first; a complaint and a review of one dish are two entries', () => {
    const work = sellerWork(
      [
        item({
          itemId: 1,
          status: 'delivered',
          review: { id: 'new', rating: 2, createdTimestamp: NOW - HOUR, replied: false },
          complaint: {
            id: 'c',
            status: 'open',
            createdTimestamp: NOW - HOUR,
            answerBy: NOW + 47 * HOUR,
            answered: false,
          },
        }),
        item({
          itemId: 2,
          status: 'delivered',
          review: { id: 'old', rating: 5, createdTimestamp: NOW - 5 * HOUR, replied: false },
        }),
        item({
          itemId: 3,
          status: 'delivered',
          review: { id: 'done', rating: 4, createdTimestamp: NOW - 9 * HOUR, replied: true },
        }),
      ],
      NOW,
    );
    expect(work.reviews.map((entry) => [entry.reviewId, entry.rating])).toEqual([
      ['old', 5],
      ['new', 2],
    ]);
    expect(work.complaints).toHaveLength(1);
    expect(work.total).toBe(3);
  });
});
