import { serviceDateIn } from '../test/factories.ts';
import type { IdRoute } from './id-route-check.ts';
import { EVENT_NOTE, MESSAGE_TEXT, TEXT, type Args, type World } from './ownership-world.ts';

/** Messages: a buyer's conversation with the chef about a paid order. */
export const MESSAGE_ID_ROUTES: IdRoute[] = [
  {
    route: 'POST /secure/message-thread',
    field: 'orderId',
    victim: 'a buyer’s paid order, its conversation with the chef',
    args: (w) => ({ orderId: w.ids.paidOrder }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/message-thread',
    field: 'productId',
    victim: 'a chef’s hidden dish, asked about',
    args: (w) => ({ productId: w.ids.hiddenDish }),
    allowed: { as: 'buyer', args: (w) => ({ productId: w.ids.publicDish }) },
  },
  {
    route: 'GET /secure/message-thread',
    field: 'threadId',
    victim: 'a buyer’s conversation with the chef',
    args: (w) => ({ threadId: w.ids.thread }),
    allowed: { as: 'buyer', sees: () => MESSAGE_TEXT },
  },
  {
    route: 'POST /secure/message',
    field: 'threadId',
    victim: 'a buyer’s conversation with the chef, written in',
    args: (w) => ({ threadId: w.ids.thread, text: TEXT }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/message',
    field: 'photoId',
    victim: 'a buyer’s upload, sent in the caller’s own conversation',
    only: ['customer'],
    args: (w, me) => ({ threadId: me.own.threadId!, text: TEXT, photoId: w.ids.buyerFile }),
  },
  {
    route: 'POST /secure/message-read',
    field: 'threadId',
    victim: 'a buyer’s conversation with the chef, marked read',
    args: (w) => ({ threadId: w.ids.thread }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/message-report',
    field: 'messageId',
    victim: 'the chef’s message to a buyer, reported',
    args: (w) => ({ messageId: w.ids.message, reason: 'spam' }),
    allowed: { as: 'buyer' },
  },
];

/** A chef's notifications and assets (purchases, transfers). */
export const ACCOUNT_ID_ROUTES: IdRoute[] = [
  {
    // The route marks only the caller's own; someone else's ids are skipped, not refused.
    route: 'POST /secure/notifications-read',
    field: 'ids',
    victim: 'a chef’s unread notifications',
    outcome: 'ignored',
    args: (w) => ({ ids: JSON.stringify(w.ids.notifications) }),
    allowed: { as: 'chef' },
  },
  {
    // The intruders even hold the PIN mailed to the chef.
    route: 'POST /secure/confirm-transfer',
    field: 'requestId',
    victim: 'a chef’s transfer waiting for its PIN, with that PIN',
    args: (w) => ({ requestId: w.ids.transfer, pin: w.ids.transferPin }),
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /secure/asset-purchase',
    field: 'purchaseId',
    victim: 'a chef’s asset purchase',
    args: (w) => ({ purchaseId: w.ids.purchase }),
    allowed: { as: 'chef' },
  },
];

/** A customer's event requests and the chefs' proposals for them. */
export const EVENT_REQUEST_ID_ROUTES: IdRoute[] = [
  {
    route: 'GET /secure/event-request',
    field: 'requestId',
    victim: 'a customer’s event request, for a cuisine the intruding chef does not cook',
    args: (w) => ({ requestId: w.ids.eventRequest }),
    allowed: { as: 'buyer', sees: () => EVENT_NOTE },
  },
  {
    route: 'POST /secure/event-request-update',
    field: 'requestId',
    victim: 'a customer’s event request, changed',
    args: (w) => ({ ...EVENT_CHANGE(w), requestId: w.ids.eventRequest }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/event-request-cancel',
    field: 'requestId',
    victim: 'a customer’s event request, cancelled',
    args: (w) => ({ requestId: w.ids.eventRequestToCancel }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/event-request-pass',
    field: 'requestId',
    victim: 'an event request the intruder cannot take, passed on',
    args: (w) => ({ requestId: w.ids.eventRequestToPropose }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/event-proposal',
    field: 'requestId',
    victim: 'an event request the intruder cannot take, proposed for',
    args: (w) => ({ ...PROPOSAL_CHANGE, requestId: w.ids.eventRequestToPropose }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/event-proposal-revision',
    field: 'proposalId',
    victim: 'a chef’s proposal, revised',
    args: (w) => ({ ...PROPOSAL_CHANGE, proposalId: w.ids.proposal }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/event-proposal-accept',
    field: 'proposalId',
    victim: 'a chef’s proposal on a customer’s request, accepted (an order in the intruder’s name)',
    args: (w) => ({ proposalId: w.ids.proposalToAccept, revision: 1 }),
    allowed: { as: 'buyer' },
  },
];

/** A valid change of the buyer's event request, and a valid proposal, for the calls above. */
const EVENT_CHANGE = (w: World): Args => ({
  serviceDate: serviceDateIn(w.t, 10),
  city: 'Vilnius',
  guests: 12,
  budgetKind: 'perPerson',
  budget: 4000,
  cuisines: '["georgian"]',
  allergens: '[]',
  occasion: 'birthday',
  note: TEXT,
});
const PROPOSAL_CHANGE: Args = {
  courses: JSON.stringify([{ title: 'Perimtas patiekalas', allergens: ['none'] }]),
  includes: '["cooking"]',
  price: 20_000,
  durationMinutes: 120,
  message: TEXT,
};
