import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from './db/client.ts';
import type { StoryServices } from './db/demo/seed-demo-story.ts';
import type { EventStoryServices } from './db/demo/seed-demo-events.ts';
import { DEFAULT_PROPOSALS_PER_REQUEST } from '#domain/event-requests/event-request-rules.ts';
import { UNPAID_HOLD_LIMITS } from '#domain/orders/hold-limits.ts';
import { eligibleChef, whyCannotTake } from './features/event-requests/event-request-checks.ts';
import { Notifier, type Notice, type NoticeRows } from './features/notifications/notifier.service.ts';
import { SandboxProvider } from './features/payments/providers/sandbox.ts';
import type { Clock } from './lib/clock.ts';
import { createMailer } from './lib/mailer.ts';
import { wireServices, type Services } from './services.ts';

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

/** The marketplace's services on the story's clock, wired as the app wires them (services.ts). */
function storyWiring(db: Db, log: FastifyBaseLogger, clock: Clock) {
  // Its card payments go through the built-in sandbox, as the demo's do without Stripe.
  const sandbox = new SandboxProvider(db, () => clock.now());
  return wireServices({
    db,
    clock,
    mailer: createMailer({ db, logger: log, from: 'demo story' }),
    log,
    notifier: BellOnlyNotifier,
    provider: sandbox,
    sandbox,
    settings: {
      publicUrl: 'http://localhost',
      holdLimits: UNPAID_HOLD_LIMITS,
      sendingLimits: false,
      eventRequestProposals: DEFAULT_PROPOSALS_PER_REQUEST,
    },
  });
}

function storyServices(services: Services): StoryServices {
  const { orders, payments, orderLife, reviews, complaints, payouts } = services;
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
}

/** The marketplace's services as the app builds them (app.ts), on the story's clock, for the demo story. */
export function demoStoryServices(db: Db, log: FastifyBaseLogger) {
  return (clock: Clock): StoryServices => storyServices(storyWiring(db, log, clock));
}

/**
 * The event requests' services on the story's clock (db/demo/seed-demo-events.ts): filing,
 * proposing and accepting as the routes do, then the order life of the story's services. Who can
 * take a request is the domain's rule as the chefs' lists apply it (event-request-checks.ts).
 */
export function demoEventServices(db: Db, log: FastifyBaseLogger) {
  return (clock: Clock): EventStoryServices => {
    const services = storyWiring(db, log, clock);
    const { availability, eventRequests: requests, acceptance } = services;
    return {
      ...storyServices(services),
      file: (customerId, language, input) => requests.file(customerId, language, input),
      propose: (chefId, requestId, input) => requests.propose(chefId, requestId, input),
      accept: (customerId, input, address) => acceptance.accept({ id: customerId }, input, address),
      async whyCannotTake(chefId, request) {
        const chef = await eligibleChef(db, availability, chefId, clock.now());
        return chef ? whyCannotTake(chef, request, clock.now()) : 'notApproved';
      },
    };
  };
}
