import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from './db/client.ts';
import type { StoryServices } from './db/demo/seed-demo-story.ts';
import { ComplaintsService } from './features/complaints/complaints.service.ts';
import { Notifier, type Notice, type NoticeRows } from './features/notifications/notifier.service.ts';
import { OrderLifeService } from './features/order-life/order-life.service.ts';
import { PayoutsService } from './features/order-life/payouts.service.ts';
import { ReviewsService } from './features/order-life/reviews.service.ts';
import { OrdersService } from './features/orders/orders.service.ts';
import { PaymentsService } from './features/payments/payments.service.ts';
import { SandboxProvider } from './features/payments/providers/sandbox.ts';
import type { Clock } from './lib/clock.ts';
import { createMailer } from './lib/mailer.ts';

/** The sandbox's test card that pays (features/payments/providers/sandbox.ts). */
const CARD = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };

/**
 * The demo story (db/demo/seed-demo-story.ts) happens at its own times: what it tells people goes to
 * the bell only. The mails of events weeks ago were never sent, and none should leave now for the
 * demo's addresses, whatever mail server is configured.
 */
class BellOnlyNotifier extends Notifier {
  override async noticeRows(tx: DbOrTx, notices: readonly Notice[]): Promise<NoticeRows> {
    const rows = await super.noticeRows(tx, notices);
    return { notifications: rows.notifications, mails: [] };
  }
  override async flush(): Promise<number> {
    return 0;
  }
  override flushSoon(): void {}
}

/**
 * The marketplace's services as the app builds them (app.ts), on the story's clock, for the demo
 * story. Its card payments go through the built-in sandbox, as the demo's do without Stripe.
 */
export function demoStoryServices(db: Db, log: FastifyBaseLogger) {
  return (clock: Clock): StoryServices => {
    const notifier = new BellOnlyNotifier(
      db,
      clock,
      createMailer({ db, logger: log, from: 'demo story' }),
      'http://localhost',
      log,
    );
    const sandbox = new SandboxProvider(db, () => clock.now());
    const orders = new OrdersService(db, clock, notifier);
    const payments = new PaymentsService(db, clock, sandbox, orders, sandbox, log);
    const orderLife = new OrderLifeService(db, clock, sandbox, log, notifier);
    const reviews = new ReviewsService(db, clock, notifier);
    const payouts = new PayoutsService(db, clock, notifier);
    const complaints = new ComplaintsService(db, clock, orderLife, notifier);
    return {
      place: (buyer, details, lines, address, key) => orders.place(buyer, details, lines, address, key),
      async payByCard(buyer, orderId, amountCents) {
        const intent = await payments.start(buyer, orderId, amountCents);
        return payments.confirmSandbox(intent.id, intent.secret, CARD);
      },
      changeStatus: (chef, change) => orderLife.change(chef, change),
      rate: (buyerId, rating) => reviews.rate(buyerId, rating),
      reply: (chefId, reviewId, text) => reviews.reply(chefId, reviewId, text),
      complain: (buyerId, complaint) => complaints.open(buyerId, complaint),
      runPayouts: () => payouts.runDue(),
    };
  };
}
