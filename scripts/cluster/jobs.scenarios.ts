import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import {
  cluster,
  demoDish,
  dinnerIn,
  lb,
  moveClock,
  placeOrder,
  serverNow,
  signIn,
  sql,
  waitFor,
} from './cluster-calls.ts';
import { freshAddress, request, sessionCookie } from './http-client.ts';

/** The timed jobs (payouts, refunds, mail, clean-up): each due run made once, by one of the servers. */
export function jobScenarios() {
  test('payouts, refunds, mail and clean-up each run once across the servers', async () => {
    const { email: chefEmail, dish } = await demoDish();
    // Tomorrow's dinner on the servers' clock: past the dish's preparation and the chef's lead time
    // at any hour of the run.
    const service = dinnerIn(1, await serverNow());
    let chefCookie = await signIn(lb(''), chefEmail, DEMO_PASSWORD);
    const buyerEmail = `buyer.${Date.now()}@example.com`;
    let buyer = sessionCookie(
      await request(lb('/register'), {
        method: 'POST',
        form: { identityKey: buyerEmail, password: 'Kepsnys7x' },
        from: freshAddress(),
      }),
    );
    const paidOrder = async (key: string) => {
      const placed = await placeOrder(dish.id, key, service, { payInCash: false, cookie: buyer });
      expect(placed.status, placed.text).toBe(200);
      const orderId = placed.json<{ model: { order: { id: number } } }>().model.order.id;
      const view = await request(lb(`/secure/order?orderId=${orderId}`), {
        headers: { cookie: buyer },
        from: freshAddress(),
      });
      const amount = view.json<{ model: { order: { amountToPay: number } } }>().model.order.amountToPay;
      const intent = await request(lb('/secure/stripe-intent'), {
        method: 'POST',
        headers: { cookie: buyer },
        form: { orderId, amount },
        from: freshAddress(),
      });
      const paid = await request(lb('/payments/sandbox/confirm'), {
        method: 'POST',
        form: {
          ...intent.json<{ model: Record<string, string> }>().model,
          cardNumber: '4242424242424242',
          expiry: '12/30',
          cvc: '123',
        },
        from: freshAddress(),
      });
      expect(paid.status, paid.text).toBe(200);
      return orderId;
    };
    const status = async (orderId: number, value: string) => {
      // The rest of a card order is paid in cash, handed over with the customer's PIN.
      const handoverCode =
        value === 'delivered'
          ? (
              await request(lb(`/secure/order?orderId=${orderId}`), {
                headers: { cookie: buyer },
                from: freshAddress(),
              })
            ).json<{ model: { order: { handoverCode: string | null } } }>().model.order.handoverCode
          : null;
      return request(lb('/secure/order-status'), {
        method: 'POST',
        headers: { cookie: chefCookie },
        form: { orderId, status: value, ...(handoverCode ? { handoverCode } : {}) },
        from: freshAddress(),
      });
    };

    // A payout: delivered, then due a day later.
    const delivered = await paidOrder(`payout-${Date.now()}`);
    // A refund: the chef confirms a paid order (its prepayment is captured), then cancels it; the
    // captured money goes back at once, sent by the server that answered. (Declined before its
    // confirmation, nothing would have been taken: the hold is let go instead.)
    const declined = await paidOrder(`refund-${Date.now()}`);
    expect((await status(declined, 'confirmed')).status).toBe(200);
    expect((await status(declined, 'cancelled')).status).toBe(200);
    // A PIN for the clean-up, which forgets PINs a day after they expired.
    const gone = `gone.${Date.now()}@example.com`;
    const pinAsked = await request(lb('/one-time-pin'), {
      method: 'POST',
      form: { identityKey: gone },
      from: freshAddress(),
    });
    expect(pinAsked.status, pinAsked.text).toBe(200);
    expect((await sql.query(`SELECT 1 FROM pins WHERE email = $1`, [gone])).rowCount).toBe(1);
    // Confirmed before its service, as in life: a hold nobody confirmed by its service time is let
    // go by the card-holds job, which may run as soon as the clock reaches it.
    expect((await status(delivered, 'confirmed')).status).toBe(200);
    // A card order is delivered from its service day on: the servers' clock goes there,
    // and the chef and the buyer sign in again that day (a day without a visit ends a session).
    const serviceDay = await moveClock({ to: service });
    chefCookie = await signIn(lb(''), chefEmail, DEMO_PASSWORD);
    buyer = await signIn(lb(''), buyerEmail, 'Kepsnys7x');
    expect((await status(delivered, 'delivered')).status).toBe(200);

    // The first move made every job due: those runs end before counting, or one still running
    // would take the next move's turn.
    await waitFor(async () => {
      const { rows } = await sql.query(
        `SELECT 1 FROM job_schedules WHERE name IN ('payouts', 'refunds', 'clean-up')
            AND locked_by IS NULL AND last_finished_at >= $1`,
        [new Date(serviceDay)],
      );
      return rows.length === 3 || undefined;
    }, 15_000);
    const runsBefore = await jobRuns();
    // A day and an hour later: the payout is due, the PIN long expired, and every job due again.
    await moveClock({ advanceMinutes: 25 * 60 });
    await waitFor(async () => {
      const runs = await jobRuns();
      return (
        ['payouts', 'refunds', 'clean-up'].every((job) => runs[job]!.finished > runsBefore[job]!.finished) ||
        undefined
      );
    }, 15_000);
    await sleep(2500); // two more polls of every server: nobody runs them again
    const runsAfter = await jobRuns();
    for (const job of ['payouts', 'refunds', 'clean-up'])
      expect(runsAfter[job]!.runs - runsBefore[job]!.runs, job).toBe(1);

    const payout = await sql.query(
      `SELECT status FROM payouts WHERE order_item_id IN (SELECT id FROM order_items WHERE order_id = $1)`,
      [delivered],
    );
    expect(payout.rows.map((row) => row.status)).toEqual(['paid']);
    const refunds = await sql.query(`SELECT id, status FROM refunds WHERE order_id = $1`, [declined]);
    expect(refunds.rows.map((row) => row.status)).toEqual(['succeeded']);
    const sent = await sql.query(
      `SELECT count(*)::int AS n FROM sandbox_refunds WHERE idempotency_key = $1`,
      [`refund-${refunds.rows[0].id}`],
    );
    expect(sent.rows[0].n).toBe(1);
    expect((await sql.query(`SELECT 1 FROM pins WHERE email = $1`, [gone])).rowCount).toBe(0);
    // The chef is told once: one mail recorded as sent, and delivered once.
    const told = await waitFor(async () => {
      const { rows } = await sql.query<{ subject: string }>(
        `SELECT subject FROM mail_outbox WHERE transport = 'smtp' AND to_address = $1 AND meta->>'template' = 'notification-payoutMade'`,
        [chefEmail],
      );
      return rows.length ? rows : undefined;
    });
    await sleep(1000);
    expect(told).toHaveLength(1);
    const toldChef = cluster.mail.mails.filter(
      (mail) => mail.to === chefEmail && mail.subject === told[0]!.subject,
    );
    expect(toldChef).toHaveLength(1);
  });
}

async function jobRuns() {
  const { rows } = await sql.query<{ name: string; runs: number; last_finished_at: Date | null }>(
    'SELECT name, runs, last_finished_at FROM job_schedules',
  );
  return Object.fromEntries(
    rows.map((row) => [row.name, { runs: row.runs, finished: row.last_finished_at?.getTime() ?? 0 }]),
  );
}
