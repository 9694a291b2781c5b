import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { LATE_CANCELLATION_PENALTY_CENTS } from '#domain/orders/cancellation.ts';
import { payoutFor } from '#domain/orders/payouts.ts';
import {
  complaints,
  orderItems,
  orders,
  payments,
  payoutDeductions,
  payouts,
  refunds,
  sandboxIntents,
} from '../db/schema.ts';
import type { FakeStripe } from './fake-stripe.ts';
import type { TestApp } from './test-app.ts';

// The money model's rules (server/money-model.test.ts), checked over a run's orders after each step.

export type ProviderName = 'sandbox' | 'stripe';

/** What the provider itself holds of a payment: its state, what it took, what it refunded. */
async function providerView(t: TestApp, provider: string, ref: string, fake: FakeStripe) {
  if (provider === 'stripe') {
    const intent = fake.intent(ref)!;
    return { status: intent.status, received: intent.amount_received, refunded: fake.refundedOf(ref) };
  }
  const [intent] = await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, ref));
  return { status: intent!.status, received: intent!.capturedCents ?? 0, refunded: intent!.refundedCents };
}

/** The money rules over the run's orders, read from the database. */
export async function checkMoney(t: TestApp, orderIds: number[], provider: ProviderName, fake: FakeStripe) {
  if (orderIds.length === 0) return;
  const [orderRows, itemRows, paymentRows, refundRows] = await Promise.all([
    t.db.select().from(orders).where(inArray(orders.id, orderIds)),
    t.db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
    t.db.select().from(payments).where(inArray(payments.orderId, orderIds)),
    t.db.select().from(refunds).where(inArray(refunds.orderId, orderIds)),
  ]);
  const itemIds = itemRows.map((item) => item.id);
  const [payoutRows, deductionRows] = itemIds.length
    ? await Promise.all([
        t.db.select().from(payouts).where(inArray(payouts.orderItemId, itemIds)),
        t.db
          .select({ orderItemId: complaints.orderItemId, amountCents: payoutDeductions.amountCents })
          .from(payoutDeductions)
          .innerJoin(complaints, eq(complaints.id, payoutDeductions.complaintId))
          .where(inArray(complaints.orderItemId, itemIds)),
      ])
    : [[], []];
  for (const order of orderRows) {
    const label = `order ${order.id}`;
    const items = itemRows.filter((item) => item.orderId === order.id);
    const mine = paymentRows.filter((payment) => payment.orderId === order.id);
    const open = mine.filter((payment) =>
      ['requires_payment', 'authorized', 'captured'].includes(payment.status),
    );
    expect(open.length, `${label}: open payments`).toBeLessThanOrEqual(1);
    const holding = mine.find((payment) => payment.status === 'authorized' || payment.status === 'captured');
    // A hold let go (nobody confirmed, every item cancelled, or dropped by the provider) still
    // accounts for its refunds: all of it was given back.
    const settled = holding ?? mine.find((payment) => payment.status === 'released');
    const authorised = settled?.amountCents ?? 0;
    const captured = holding?.status === 'captured' ? holding.capturedCents! : 0;
    if (order.paymentStatus !== 'pending') expect(settled, `${label}: paid without a hold`).toBeDefined();
    if (settled) expect(authorised, `${label}: authorised = amount to pay`).toBe(order.amountToPayCents);
    if (open[0]) expect(open[0].amountCents, `${label}: open payment's amount`).toBe(order.amountToPayCents);
    for (const payment of mine) {
      const ofPayment = refundRows.filter((refund) => refund.paymentId === payment.id);
      const refundedOfPayment = ofPayment.reduce((total, refund) => total + refund.amountCents, 0);
      expect(refundedOfPayment, `${label}: refunds of ${payment.status} payment`).toBeLessThanOrEqual(
        payment === settled ? payment.amountCents : 0,
      );
      if (!['authorized', 'captured', 'released'].includes(payment.status)) continue;
      // The provider's own books agree with ours, to the cent.
      const seen = await providerView(t, provider, payment.providerRef, fake);
      // Given back by taking less (before the capture) or by a refund the provider paid.
      const released = ofPayment.filter((refund) => refund.providerRef === payment.providerRef);
      const sent = ofPayment.filter((refund) => refund.status === 'succeeded' && !released.includes(refund));
      const sum = (rows: { amountCents: number }[]) =>
        rows.reduce((total, row) => total + row.amountCents, 0);
      const where = `${label}: the provider's ${payment.status} payment`;
      if (payment.status === 'authorized') expect(seen.status, where).toBe('requires_capture');
      if (payment.status === 'released') expect(seen.status, where).toBe('canceled');
      if (payment.status === 'captured') {
        expect(seen, where).toMatchObject({ status: 'succeeded', received: payment.capturedCents });
        expect(payment.capturedCents! + sum(released), where).toBe(payment.amountCents);
      }
      expect(seen.refunded, `${where}: refunded`).toBe(sum(sent));
      expect(seen.refunded, `${where}: refunded <= taken`).toBeLessThanOrEqual(seen.received);
    }
    const refunded = refundRows
      .filter((refund) => refund.orderId === order.id)
      .reduce((total, refund) => total + refund.amountCents, 0);
    expect(refunded, `${label}: refunded <= authorised`).toBeLessThanOrEqual(authorised);
    expect(captured).toBeLessThanOrEqual(authorised);
    // Every cent paid by card: refunded, paid or owed to a chef, kept for an open item, or the platform's.
    const paidOut = items.reduce((total, item) => {
      const payout = payoutRows.find((row) => row.orderItemId === item.id);
      if (!payout || payout.status === 'cancelled') return total;
      const deducted = deductionRows
        .filter((row) => row.orderItemId === item.id)
        .reduce((sum, row) => sum + row.amountCents, 0);
      return total + payout.amountCents - deducted;
    }, 0);
    const keptForOpenItems = items
      .filter((item) => item.status === 'placed' || item.status === 'confirmed')
      .reduce((total, item) => total + (holding ? payoutFor(item, order.payInCash) : 0), 0);
    const platform = authorised - refunded - paidOut - keptForOpenItems;
    const fees = order.serviceFeeCents + order.governmentFeeCents + order.gatewayFeeCents;
    expect(platform, `${label}: the platform pays nothing of its own`).toBeGreaterThanOrEqual(0);
    expect(platform, `${label}: the platform keeps at most its fees and the penalty`).toBeLessThanOrEqual(
      fees + LATE_CANCELLATION_PENALTY_CENTS,
    );
    // A delivered item's payout is its prepayment share, and only card orders have one.
    for (const item of items) {
      const payout = payoutRows.find((row) => row.orderItemId === item.id);
      if (item.status !== 'delivered') expect(payout, `${label}: payout before delivery`).toBeUndefined();
      if (payout && payout.status !== 'cancelled')
        expect(payout.amountCents).toBeLessThanOrEqual(payoutFor(item, order.payInCash));
    }
    // Cash changes hands at delivery: recorded exactly when an item of a cash order was delivered.
    const delivered = items.some((item) => item.status === 'delivered');
    expect(Boolean(order.cashReceivedAt), `${label}: cash received`).toBe(
      (order.payInCash || order.handoverCode !== null) && delivered,
    );
  }
}
