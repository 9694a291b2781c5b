import { describe, expect, it } from 'vitest';
import { noticePath } from './notification-kinds.ts';

describe('noticePath', () => {
  it('leads an order notice to its order', () => {
    expect(noticePath('itemConfirmed', {}, 42)).toBe('/order/42');
  });

  it("leads an event request's notices to the reader's view of the request", () => {
    expect(noticePath('newEventRequest', { requestId: 7 }, null)).toBe('/open-requests/7');
    expect(noticePath('proposalNotChosen', { requestId: 7 }, undefined)).toBe('/open-requests/7');
    expect(noticePath('proposalRequestClosed', { requestId: 7 }, null)).toBe('/open-requests/7');
    expect(noticePath('eventRequestClosed', { requestId: 7 }, null)).toBe('/event-requests/7');
    expect(noticePath('eventRequestExpired', { requestId: 7 }, null)).toBe('/event-requests/7');
  });

  it('leads nowhere when the notice names neither', () => {
    expect(noticePath('newEventRequest', {}, null)).toBeNull();
    expect(noticePath('payoutMade', { requestId: 7 }, null)).toBeNull();
  });
});
