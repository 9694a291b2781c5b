import type { FastifyBaseLogger } from 'fastify';
import type { ServiceSlots } from '#domain/availability/availability.response.ts';
import type {
  EventRequestDetailAnswer,
  OpenEventRequestsPage,
} from '#domain/event-requests/event-request.response.ts';
import type { HoldLimits } from '#domain/orders/hold-limits.ts';
import type { Db } from './db/client.ts';
import type { ChangeChannel } from './lib/change-channel.ts';
import type { Clock } from './lib/clock.ts';
import type { KeptAnswers } from './lib/kept-answers.ts';
import type { Mailer } from './lib/mailer.ts';
import { SendingLimits } from './lib/sending-limits.ts';
import { AssistantService } from './features/assistant/assistant.service.ts';
import type { LlmSettings } from './features/assistant/llm-client.ts';
import { AvailabilityService } from './features/availability/availability.service.ts';
import { CatalogService } from './features/catalog/catalog.service.ts';
import { ChefSignalsService } from './features/catalog/chef-signals.service.ts';
import { complaintsAboutItems } from './features/complaints/complaints.queries.ts';
import { ComplaintsService } from './features/complaints/complaints.service.ts';
import { EventRequestAnnouncements } from './features/event-requests/event-request-announcements.service.ts';
import { EventRequestExpiry } from './features/event-requests/event-request-expiry.service.ts';
import { EventRequestsConsoleService } from './features/event-requests/event-requests-console.service.ts';
import { requestsOfProposals } from './features/event-requests/event-requests.queries.ts';
import { EventRequestsService } from './features/event-requests/event-requests.service.ts';
import { ProposalAcceptanceService } from './features/event-requests/proposal-acceptance.service.ts';
import { MessagesService, type ThreadPage } from './features/messages/messages.service.ts';
import { NotificationsService } from './features/notifications/notifications.service.ts';
import { Notifier } from './features/notifications/notifier.service.ts';
import { CardHoldsService } from './features/order-life/card-holds.service.ts';
import { OrderLifeService } from './features/order-life/order-life.service.ts';
import { PayoutsService } from './features/order-life/payouts.service.ts';
import { ReviewsService } from './features/order-life/reviews.service.ts';
import type { PresentedOrders } from './features/orders/order-reads.ts';
import { openTasksIn, orderFacts } from './features/orders/orders.queries.ts';
import { OrdersService } from './features/orders/orders.service.ts';
import { PaymentsService } from './features/payments/payments.service.ts';
import type { PaymentProvider } from './features/payments/providers/payment-provider.ts';
import type { SandboxProvider } from './features/payments/providers/sandbox.ts';

/**
 * Answers kept a few seconds by reader, and the channel that tells every app server of new
 * bookings: the app's, built on its change channels. The demo story keeps none.
 */
export interface KeptReads {
  offers: KeptAnswers<ServiceSlots>;
  bookings: ChangeChannel;
  sellerOrders: KeptAnswers<PresentedOrders>;
  messagePages: KeptAnswers<ThreadPage>;
  openEventRequests: KeptAnswers<OpenEventRequestsPage>;
  eventRequestPages: KeptAnswers<EventRequestDetailAnswer>;
}

export interface ServiceSettings {
  /** The origin of the links in mails (env.publicUrl). */
  publicUrl: string;
  /** Unpaid orders one buyer may place (null: not counted, for load tests from one address). */
  holdLimits: HoldLimits | null;
  /** Whether messages, reports, requests and proposals are counted per account and address. */
  sendingLimits: boolean;
  /** How many proposals a request takes before it leaves other chefs' lists. */
  eventRequestProposals: number;
  /** The assistant's language model, when one is configured. */
  llm?: LlmSettings;
}

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** How people are told of changes: the app's notifier (in-app rows and mails) or a kind of it. */
  notifier?: typeof Notifier;
  /** The card payment provider. */
  provider: PaymentProvider;
  /** The built-in sandbox when it is the provider: its confirm call settles payments. */
  sandbox?: SandboxProvider;
  settings: ServiceSettings;
  kept?: KeptReads;
}

/**
 * The marketplace's services, each built once and handed the ones it works with: for the app
 * (app.ts registers their routes, and builds the account side around them: files, profiles, chefs,
 * dishes, sign-in, which need its file storage, route table, secrets and sessions) and for the
 * demo story (demo-story-services.ts), so the story's orders live the life the app's do.
 */
export function wireServices(deps: ServiceDeps) {
  const { db, clock, mailer, log, provider, settings, kept } = deps;
  const NotifierKind = deps.notifier ?? Notifier;
  // Notices about an order's items name its number and dishes, read from the orders.
  const notifier = new NotifierKind(db, clock, mailer, settings.publicUrl, log, orderFacts);
  // Chefs' hours and capacity, read by the catalog, checkout, payments and order life.
  const availability = new AvailabilityService(
    db,
    clock,
    kept && { offers: kept.offers, bookings: kept.bookings },
  );
  // The trust signals kept on each chef's row: next dates here, ratings by the database.
  const signals = new ChefSignalsService(db, clock, availability);
  const catalog = new CatalogService(db, availability, signals);
  const orders = new OrdersService(
    db,
    clock,
    notifier,
    availability,
    // An order's answer shows its complaints and event request, read by their features.
    { complaintsAboutItems, requestsOfProposals },
    kept?.sellerOrders,
    settings.holdLimits,
  );
  const payments = new PaymentsService(db, clock, provider, orders, deps.sandbox, log);
  const holds = new CardHoldsService(db, clock, provider, log, availability, notifier);
  const orderLife = new OrderLifeService(db, clock, provider, log, holds, availability, notifier);
  // A hold the provider reports canceled (Stripe drops one uncaptured after 7 days) ends with its order.
  payments.watchHolds((providerRef) => holds.reflect(providerRef));
  const reviews = new ReviewsService(db, clock, notifier);
  const payouts = new PayoutsService(db, clock, notifier);
  const complaints = new ComplaintsService(db, clock, orderLife, notifier);
  // What one account and one address may send in a while (messages, reports, requests, proposals).
  const sendingLimits = new SendingLimits(db, clock, settings.sendingLimits);
  // Conversations; the bell counts their unread messages too.
  const messages = new MessagesService(
    db,
    clock,
    notifier,
    settings.publicUrl,
    sendingLimits,
    kept?.messagePages,
  );
  const notifications = new NotificationsService(db, clock, openTasksIn, (userId) =>
    messages.unreadTotal(userId),
  );
  const eventRequests = new EventRequestsService(
    db,
    clock,
    availability,
    settings.eventRequestProposals,
    { lists: kept?.openEventRequests, details: kept?.eventRequestPages },
    sendingLimits,
    notifier,
  );
  return {
    notifier,
    availability,
    signals,
    catalog,
    assistant: new AssistantService(db, clock, catalog, availability, settings.llm, log),
    orders,
    payments,
    orderLife,
    reviews,
    payouts,
    complaints,
    sendingLimits,
    messages,
    notifications,
    eventRequests,
    // An accepted proposal becomes an order through the orders feature: one order life.
    acceptance: new ProposalAcceptanceService(db, clock, availability, orders, notifier),
    eventConsole: new EventRequestsConsoleService(
      db,
      clock,
      eventRequests,
      settings.eventRequestProposals,
      notifier,
    ),
    announcements: new EventRequestAnnouncements(db, clock, availability, notifier),
    expiry: new EventRequestExpiry(db, clock, notifier),
  };
}

export type Services = ReturnType<typeof wireServices>;
