import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { splitSubmission } from '#domain/onboarding/answer-rules.ts';
import { CONSOLE_PREFIX } from './features/store-management/store-management.routes.ts';
import { SIDE_EFFECT_GETS } from './plugins/security.ts';
import {
  chefAnswers,
  createChef,
  createDish,
  ORDER_ADDRESS,
  payByCard,
  serviceDateIn,
  serviceDateToday,
  signInStaff,
} from './test/factories.ts';
import { makeJpeg, makeMp4 } from './test/fixtures.ts';
import {
  buildTestApp,
  GOOD_PASSWORD,
  signUp,
  TEST_BACKENDS,
  TestClient,
  uploadFile,
  type TestApp,
} from './test/test-app.ts';

/**
 * The security suite's ownership part: every route that takes an object's id refuses another user's
 * object. The routes come from `app.routeTable`; each one that takes an id is declared in ID_ROUTES
 * (how to call it with a victim's id), and a guard test fails when a route takes an id-like field
 * that nobody has classified, so a route added later cannot slip past unnoticed.
 *
 * For each declared route, two signed-in intruders (a customer, and an approved chef with a kitchen
 * of their own) and, outside /secure/, an anonymous browser with a guest order of its own, call it
 * with the victim's id. Each call must be refused (or, where the route is scoped to the caller by
 * design, answer nothing of the victim's), leak none of the victim's data, and change nothing that
 * the victims see when they re-read their things. Then whoever may make the call makes it, and it
 * succeeds: the intruders' calls were well formed, so the refusal is about ownership.
 * The console (/secure/store-management/) is left out: operators may see everything, and every
 * route under it has its own 403 matrix (store-management.routes.test.ts).
 */

type Args = Record<string, string | number>;

/** Someone who calls the API, with the things of their own that some calls pair with a victim's id. */
interface Caller {
  name: string;
  client: TestClient;
  email?: string;
  own: {
    fileId?: string;
    productId?: number;
    /** An order the caller is in (as its buyer, or as the seller of its items). */
    orderId?: number;
    deliveredOrderId?: number;
    deliveredItemId?: number;
    /** The secret of a card payment the caller started. */
    intentSecret?: string;
    /** A conversation the caller is a side of. */
    threadId?: string;
  };
}

type Intruder = 'customer' | 'chef' | 'visitor';
type Allowed = 'chef' | 'buyer' | 'applicant' | 'guest' | 'anyone';

interface IdRoute {
  /** `METHOD /url`, exactly as in app.routeTable. */
  route: string;
  /** The body or query field carrying the victim's id; `:param` for URL parameters. */
  field: string;
  /** Whose object the intruders name, in words (the test's name). */
  victim: string;
  args?: (w: World, me: Caller) => Args;
  url?: (w: World, me: Caller) => string;
  /**
   * refused (default): an error saying "not found" / "not yours" (REFUSALS). empty: the route answers
   * the caller's own view (200) with nothing of the victim's. ignored: 200, and nothing changes.
   */
  outcome?: 'refused' | 'empty' | 'ignored';
  /** Intruders who can try it; a customer has no dish, and only a buyer has a delivered order. */
  only?: Intruder[];
  /**
   * Who may make the call (with `args`/`url` of its own when the owner's call differs); it must
   * succeed, and its answer contain `sees` when given, which the intruders' answers must not.
   * Absent for the cross-id variants whose owner's form is the entry before them.
   */
  allowed?: {
    as: Allowed;
    args?: (w: World, me: Caller) => Args;
    url?: (w: World) => string;
    sees?: (w: World) => string;
  };
}

/**
 * What a refusal may say, and with which status: the codebase answers 404 "not found" for what the
 * caller may not know exists, 403 where the caller is known to lack the right (a dish of another
 * chef, a guest order of another browser), and 400/409 with a field error where an id is one of
 * several in a body. Anything else (a validation error, a conflict) would mean the call was
 * malformed or reached the object, so it does not count as a refusal.
 */
const REFUSALS: Record<string, number> = {
  'errors.notFound': 404,
  'orders.notFound': 404,
  'orders.notGuestOrder': 403,
  'orders.reviewNotFound': 404,
  'orders.dishUnavailable': 409,
  'complaints.notFound': 404,
  'complaints.photoNotYours': 400,
  'dishes.notFound': 404,
  'dishes.notYours': 403,
  'dishes.notApproved': 403,
  'dishes.imageNotYours': 404,
  'files.notYours': 400,
  'chefs.notFound': 404,
  'assets.transferNotFound': 404,
  'assets.purchaseNotFound': 404,
  'payments.intentNotFound': 404,
  'eventRequests.notFound': 404,
  'eventRequests.proposalNotFound': 404,
};

const HIDDEN_DISH = 'Slaptas receptas';
const PRIVATE_FILE_NAME = 'slaptas-failas.jpg';
const CERTIFICATE_NAME = 'slaptas-pazymejimas.jpg';
const BUYER_LAST_NAME = 'Slaptasis';
const COMPLAINT_TEXT = 'Slaptas skundas: patiekalas buvo šaltas.';
const REVIEW_COMMENT = 'Skanu, ačiū';
const GUEST_EMAIL = 'guest.victim@example.com';
const VICTIM_ADDRESS = {
  ...ORDER_ADDRESS,
  title: 'Vaidoto namai',
  formatted_address: 'Slaptoji g. 7-13',
  phone: '+37069990013',
};
const INTRUDER_ADDRESS = { ...ORDER_ADDRESS, title: 'Perimta', formatted_address: 'Perimtoji g. 1' };
const GOOD_CARD = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
const TEXT = 'Perimtas tekstas, parašytas ne savininko.';
const MESSAGE_TEXT = 'Slapta žinutė: durų kodas 4512.';
const EVENT_NOTE = 'Slapta staigmena: mamos jubiliejus.';
const PROPOSAL_MESSAGE = 'Slaptas meniu tik jums.';

/**
 * The id-taking routes outside the console, each with the victim's object it is tried on. Catalog
 * reads, /user-files and /repository are public for public things (a visible dish, an approved
 * chef's video CV or dish photos, avatars); they are tried here on what is not public.
 */
const ID_ROUTES: IdRoute[] = [
  // Files
  {
    route: 'GET /repository/users/:userId/:fileName',
    field: ':userId/:fileName',
    victim: 'a chef’s private upload',
    url: (w) => `/repository/users/${w.chef.id}/${w.ids.privateFile.fileName}`,
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /repository/users/:userId/:fileName',
    field: ':userId/:fileName',
    victim: 'an applicant’s certificate',
    url: (w) => `/repository/users/${w.applicant.id}/${w.ids.certificate.fileName}`,
    allowed: { as: 'applicant' },
  },
  {
    route: 'GET /repository/users/:userId/:fileName',
    field: ':userId/:fileName',
    victim: 'a buyer’s complaint photo (the chef it is about may see it too)',
    url: (w) => `/repository/users/${w.buyer.id}/${w.ids.complaintPhoto.fileName}`,
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /user-files',
    field: 'userId',
    victim: 'the certificates of a chef not approved (an approved chef’s list is public)',
    args: (w) => ({ userId: w.applicant.id, metaData: 'certificate' }),
    allowed: { as: 'applicant', sees: () => CERTIFICATE_NAME },
  },
  {
    route: 'POST /secure/add-file-metadata',
    field: 'fileId',
    victim: 'a chef’s unlabelled upload',
    args: (w) => ({ fileId: w.ids.privateFile.id, metaData: 'certificate' }),
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /secure/set-avatar',
    field: 'fileId',
    victim: 'a chef’s upload',
    args: (w) => ({ fileId: w.ids.privateFile.id }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/set-avatar',
    field: 'fileId',
    victim: 'a chef’s upload',
    args: (w) => ({ fileId: w.ids.privateFile.id }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/merchant-info',
    field: 'videoCVFileId',
    victim: 'a chef’s video',
    args: (w) => ({ videoCVFileId: w.ids.videoFile.id }),
    allowed: { as: 'chef' },
  },
  {
    // Not an id-named field: the questionnaire's answers carry file ids inside a JSON text.
    route: 'POST /secure/merchant-info',
    field: 'metadata.fileIds',
    victim: 'an applicant’s certificate, as questionnaire answer 4',
    args: (w) => splitSubmission(chefAnswers(w.ids.certificate.id)),
    allowed: { as: 'applicant' },
  },
  // Dishes
  {
    route: 'POST /secure/product',
    field: 'id',
    victim: 'a chef’s dish',
    args: (w) => ({ id: w.ids.publicDish, title: 'Perimtas patiekalas', description: TEXT }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/product-details',
    field: 'productId',
    victim: 'a chef’s dish',
    args: (w) => ({
      productId: w.ids.publicDish,
      kitchenType: 'georgian',
      preparationMinutes: 5,
      preparationDescription: TEXT,
      calories: 1,
      servingsNumber: 1,
      allergens: 'none',
    }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/relate-file-to-product',
    field: 'productId',
    victim: 'a chef’s dish, given the caller’s own image',
    args: (w, me) => ({ productId: w.ids.publicDish, fileId: me.own.fileId! }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/relate-file-to-product',
    field: 'fileId',
    victim: 'a chef’s upload, put on the caller’s own dish',
    only: ['chef'],
    args: (w, me) => ({ productId: me.own.productId!, fileId: w.ids.spareFile.id }),
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /secure/remove-product-file',
    field: 'fileId',
    victim: 'an image of a chef’s dish',
    args: (w) => ({ fileId: w.ids.dishImage }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/remove-product-file',
    field: 'fileId',
    victim: 'an image of a chef’s hidden dish',
    args: (w) => ({ fileId: w.ids.hiddenDishImage }),
    allowed: { as: 'chef' },
  },
  // Catalog: public for a visible dish or an approved chef, private otherwise.
  {
    route: 'GET /store/product',
    field: 'productId',
    victim: 'a chef’s hidden (inactive) dish',
    args: (w) => ({ productId: w.ids.hiddenDish }),
    allowed: { as: 'chef', sees: () => HIDDEN_DISH },
  },
  {
    route: 'GET /store/product-details',
    field: 'productId',
    victim: 'a chef’s hidden dish',
    args: (w) => ({ productId: w.ids.hiddenDish }),
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /store/reviews',
    field: 'productId',
    victim: 'a chef’s hidden dish',
    args: (w) => ({ productId: w.ids.hiddenDish }),
    allowed: { as: 'chef' },
  },
  {
    // A share preview is for crawlers: no viewer counts, so the control is a visible dish's.
    route: 'GET /product-detail/:productId',
    field: ':productId',
    victim: 'a chef’s hidden dish',
    url: (w) => `/product-detail/${w.ids.hiddenDish}`,
    allowed: { as: 'anyone', url: (w) => `/product-detail/${w.ids.publicDish}` },
  },
  {
    route: 'POST /store/products',
    field: 'nickname',
    victim: 'the store of a chef not approved',
    args: (w) => ({ nickname: w.applicant.nickname }),
    allowed: { as: 'applicant' },
  },
  {
    route: 'GET /store/:nickname',
    field: ':nickname',
    victim: 'the store of a chef not approved',
    url: (w) => `/store/${w.applicant.nickname}`,
    allowed: { as: 'anyone', url: (w) => `/store/${w.chef.nickname}` },
  },
  {
    // Ordering other chefs' dishes is the point; a hidden one is refused, and its title not told.
    route: 'POST /store/order-fees',
    field: 'items.productId',
    victim: 'a chef’s hidden dish in a cart',
    args: (w) => ({ items: JSON.stringify([{ productId: w.ids.hiddenDish, productVolume: 1 }]) }),
    allowed: {
      as: 'anyone',
      args: (w) => ({ items: JSON.stringify([{ productId: w.ids.publicDish, productVolume: 1 }]) }),
    },
  },
  {
    route: 'POST /store/order',
    field: 'productId',
    victim: 'a chef’s hidden dish, ordered',
    args: (w) => ({
      productId: w.ids.hiddenDish,
      productVolume: 1,
      serviceDeliveryDate: w.serviceDate,
      payInCash: 'true',
    }),
    allowed: {
      as: 'anyone',
      args: (w) => ({
        productId: w.ids.publicDish,
        productVolume: 1,
        serviceDeliveryDate: w.serviceDate,
        payInCash: 'true',
      }),
    },
  },
  // Orders
  {
    route: 'GET /secure/order',
    field: 'orderId',
    victim: 'a buyer’s order',
    args: (w) => ({ orderId: w.ids.pendingOrder }),
    allowed: { as: 'buyer', sees: () => VICTIM_ADDRESS.formatted_address },
  },
  {
    route: 'GET /secure/order-cancellation',
    field: 'orderId',
    victim: 'a buyer’s paid order',
    args: (w) => ({ orderId: w.ids.paidOrder }),
    allowed: { as: 'buyer' },
  },
  {
    // By design a stranger gets an empty list (order-reviews.routes.test.ts), not an error.
    route: 'GET /secure/order-reviews',
    field: 'orderId',
    victim: 'a buyer’s rated order',
    outcome: 'empty',
    args: (w) => ({ orderId: w.ids.deliveredOrder }),
    allowed: { as: 'buyer', sees: () => REVIEW_COMMENT },
  },
  {
    route: 'POST /store/order',
    field: 'orderId',
    victim: 'a buyer’s unpaid order, given one more dish',
    args: (w) => ({ orderId: w.ids.addOrder, productId: w.ids.secondDish, productVolume: 1 }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /store/order',
    field: 'orderId',
    victim: 'a guest’s unpaid order, given one more dish',
    args: (w) => ({ orderId: w.ids.guestOrder, productId: w.ids.secondDish, productVolume: 1 }),
    allowed: { as: 'guest' },
  },
  {
    route: 'POST /store/add-order-address',
    field: 'orderId',
    victim: 'a buyer’s unpaid order',
    args: (w) => ({ orderId: w.ids.pendingOrder, ...INTRUDER_ADDRESS }),
    allowed: { as: 'buyer', args: (w) => ({ orderId: w.ids.pendingOrder, ...VICTIM_ADDRESS }) },
  },
  {
    route: 'POST /store/add-order-address',
    field: 'orderId',
    victim: 'a guest’s order',
    args: (w) => ({ orderId: w.ids.guestOrder, ...INTRUDER_ADDRESS }),
    allowed: { as: 'guest', args: (w) => ({ orderId: w.ids.guestOrder, ...VICTIM_ADDRESS }) },
  },
  {
    route: 'POST /store/order-relation-request',
    field: 'orderId',
    victim: 'a guest’s order (a PIN to the intruder’s address)',
    args: (w, me) => ({ orderId: w.ids.guestOrder, email: me.email ?? 'visitor@example.com' }),
    allowed: { as: 'guest', args: (w) => ({ orderId: w.ids.guestOrder, email: GUEST_EMAIL }) },
  },
  {
    // The intruders even hold the PIN mailed to the guest; the order is still not theirs to link.
    // Keep it the last entry on the guest order: the allowed call links it to an account.
    route: 'POST /store/relate-order-to-user',
    field: 'orderId',
    victim: 'a guest’s order, with the guest’s own PIN',
    args: (w) => ({ orderId: w.ids.guestOrder, email: GUEST_EMAIL, pin: w.pinFor(GUEST_EMAIL) }),
    allowed: { as: 'guest' },
  },
  {
    route: 'POST /secure/stripe-intent',
    field: 'orderId',
    victim: 'a buyer’s unpaid order',
    args: (w) => ({ orderId: w.ids.pendingOrder, amount: w.ids.pendingAmount }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /payments/sandbox/confirm',
    field: 'id',
    victim: 'a buyer’s card payment, with the caller’s own payment secret',
    args: (w, me) => ({
      id: w.ids.intent.id,
      secret: me.own.intentSecret ?? 'not-the-secret',
      ...GOOD_CARD,
    }),
    allowed: { as: 'buyer' },
  },
  // Order life
  {
    route: 'POST /secure/order-handover-code',
    field: 'orderId',
    victim: 'a buyer’s paid order, its hand-over PIN renewed',
    args: (w) => ({ orderId: w.ids.paidOrder }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/order-status',
    field: 'orderId',
    victim: 'a buyer’s paid order, cancelled',
    args: (w) => ({ orderId: w.ids.paidOrder, status: 'cancelled' }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/order-status',
    field: 'itemId',
    victim: 'another order’s item, named in the caller’s own order',
    args: (w, me) => ({ orderId: me.own.orderId!, itemId: w.ids.paidOrder2Item, status: 'confirmed' }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/rate-order',
    field: 'orderId',
    victim: 'a buyer’s delivered order',
    args: (w) => ({ orderId: w.ids.deliveredOrder2, rating: 1, comment: TEXT }),
    allowed: { as: 'buyer', args: (w) => ({ orderId: w.ids.deliveredOrder2, rating: 5 }) },
  },
  {
    route: 'POST /secure/rate-order',
    field: 'itemId',
    victim: 'a buyer’s delivered item, named in the caller’s own delivered order',
    only: ['customer'],
    args: (w, me) => ({ orderId: me.own.deliveredOrderId!, itemId: w.ids.deliveredOrder2Item, rating: 1 }),
  },
  {
    route: 'POST /secure/review-reply',
    field: 'reviewId',
    victim: 'a review of a chef’s dish',
    args: (w) => ({ reviewId: w.ids.review, reply: TEXT }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/complaint',
    field: 'orderId',
    victim: 'a buyer’s delivered order',
    args: (w) => ({ orderId: w.ids.deliveredOrder2, itemId: w.ids.deliveredOrder2Item, text: TEXT }),
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /secure/complaint',
    field: 'itemId',
    victim: 'a buyer’s delivered item, named in the caller’s own delivered order',
    only: ['customer'],
    args: (w, me) => ({ orderId: me.own.deliveredOrderId!, itemId: w.ids.deliveredOrder2Item, text: TEXT }),
  },
  {
    route: 'POST /secure/complaint',
    field: 'photoIds',
    victim: 'a buyer’s photo, attached to the caller’s own complaint',
    only: ['customer'],
    args: (w, me) => ({
      orderId: me.own.deliveredOrderId!,
      itemId: me.own.deliveredItemId!,
      text: TEXT,
      photoIds: JSON.stringify([w.ids.buyerFile]),
    }),
  },
  {
    route: 'POST /secure/complaint-response',
    field: 'complaintId',
    victim: 'a complaint about a chef’s dish',
    args: (w) => ({ complaintId: w.ids.complaint, text: TEXT }),
    allowed: { as: 'chef' },
  },
  // Messages: a buyer's conversation with the chef about a paid order.
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
  // Notifications and assets
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

/** GET /secure/ routes for chefs only: a customer gets 403 (availability settings). */
const CHEF_ONLY_GETS = new Set(['/secure/availability']);

/** Id-like fields, or URL parameters, that any caller may name with any value, and why. */
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

const PUBLIC_ID_FIELDS = [
  {
    route: 'GET /questionnaires/:name',
    field: ':name',
    why: 'the chef application form’s name: one public form, the same for everyone',
  },
];

/** A field name that names an object: what the guard looks for in a route's validation errors. */
const ID_LIKE = /^(id|ids|nickname)$|Ids?$/;
/** Sent malformed to every route, so a route that reads one reports it in its fieldErrors. */
const PROBED_FIELDS = [
  'id',
  'ids',
  'userId',
  'orderId',
  'itemId',
  'productId',
  'fileId',
  'fileIds',
  'photoIds',
  'complaintId',
  'reviewId',
  'requestId',
  'proposalId',
  'transferId',
  'purchaseId',
  'withdrawalId',
  'notificationId',
  'paymentId',
  'payoutId',
  'addressId',
  'videoCVFileId',
  'nickname',
  'threadId',
  'messageId',
  'photoId',
];

interface World {
  t: TestApp;
  staff: TestClient;
  chef: Caller & { id: string; nickname: string };
  buyer: Caller & { id: string };
  applicant: Caller & { id: string; nickname: string };
  guest: Caller;
  intruders: Record<Intruder, Caller>;
  serviceDate: string;
  ids: {
    publicDish: number;
    secondDish: number;
    hiddenDish: number;
    dishImage: string;
    hiddenDishImage: string;
    privateFile: StoredFile;
    spareFile: StoredFile;
    videoFile: StoredFile;
    certificate: StoredFile;
    complaintPhoto: StoredFile;
    buyerFile: string;
    pendingOrder: number;
    pendingAmount: number;
    addOrder: number;
    intent: { id: string; secret: string };
    paidOrder: number;
    paidOrder2: number;
    paidOrder2Item: number;
    deliveredOrder: number;
    deliveredOrder2: number;
    deliveredOrder2Item: number;
    guestOrder: number;
    review: string;
    complaint: string;
    notifications: string[];
    purchase: string;
    transfer: string;
    transferPin: string;
    thread: string;
    message: number;
    /** The buyer's event request for Georgian food, with the chef's proposal. */
    eventRequest: number;
    proposal: number;
    /** Two more of the buyer's requests: one the chef proposes for, one the buyer cancels. */
    eventRequestToPropose: number;
    eventRequestToCancel: number;
    /** And one with the chef's proposal that only the buyer may accept. */
    eventRequestToAccept: number;
    proposalToAccept: number;
  };
  /** Text of the victims' that no intruder's answer may contain. */
  secrets: string[];
  pinFor: (email: string) => string;
}

interface StoredFile {
  id: string;
  fileName: string;
}

describeWithWebApp('every route that takes an object id refuses another user’s object', (ctx) => {
  let world: World | undefined;
  beforeAll(async () => {
    world = await buildWorld(ctx());
  }, 180_000);
  const w = () => world!;

  test('the table covers every id-taking route in routeTable (classify a new one here)', async () => {
    const { app } = ctx();
    const declared = new Set(
      [...ID_ROUTES, ...PUBLIC_ID_FIELDS].map(({ route, field }) => `${route} ${field}`),
    );
    const routes = app.routeTable.filter(({ url }) => !url.startsWith(CONSOLE_PREFIX));
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    const probe = await signUp(app);
    const detected = new Set<string>();
    const serverErrors: string[] = [];
    for (const { method, url } of routes) {
      for (const field of await idFieldsOf(app, probe.client, method, url, serverErrors)) {
        detected.add(`${method} ${url} ${field}`);
      }
    }
    expect(serverErrors).toEqual([]);
    // A route reading an id-like field that the table does not classify: add it to ID_ROUTES
    // (with a victim's object to try it on) or, if any id is fine, to PUBLIC_ID_FIELDS with why.
    expect([...detected].filter((key) => !declared.has(key))).toEqual([]);
    // And the table names nothing that is gone: no route, and no top-level field the route no
    // longer reads (fields inside a JSON text, like items.productId, are not seen by the probe).
    const stale = [...declared].filter((key) => {
      const [method, url, field] = key.split(' ') as [string, string, string];
      return !registered.has(`${method} ${url}`) || (!field.includes('.') && !detected.has(key));
    });
    expect(stale).toEqual([]);
    expect(ID_ROUTES.length).toBeGreaterThan(30); // a guard against an empty, vacuous table
  });

  // The victims' view before a test: the one taken after the last test that left them unchanged.
  let unchanged: Awaited<ReturnType<typeof victimsView>> | undefined;
  for (const entry of ID_ROUTES) {
    test(`${entry.route} (${entry.field}): ${entry.victim}`, async () => {
      const world = w();
      const before = unchanged ?? (await victimsView(world));
      unchanged = undefined; // a failure below leaves nothing to trust
      const problems: string[] = [];
      for (const intruder of intrudersOf(entry, world)) {
        const response = await send(
          intruder.client,
          entry.route,
          entry.args?.(world, intruder),
          entry.url?.(world, intruder),
        );
        const problem = refusalProblem(entry, response, world);
        if (problem) problems.push(`${intruder.name}: ${problem}`);
      }
      expect(problems).toEqual([]);
      const after = await victimsView(world);
      expect(after).toEqual(before);

      if (entry.allowed) {
        const { as, args, url, sees } = entry.allowed;
        const owner = callerOf(world, as);
        const response = await send(
          owner.client,
          entry.route,
          (args ?? entry.args)?.(world, owner),
          url?.(world) ?? entry.url?.(world, owner),
        );
        expect(response.statusCode, `${owner.name}: ${response.body.slice(0, 500)}`).toBe(200);
        if (sees) expect(response.body).toContain(sees(world));
      }
      // A read leaves the victims' view as it was; after a write the next test takes it afresh.
      if (!entry.allowed || isRead(entry.route)) unchanged = after;
    });
  }

  test('GET routes that read the caller’s own things ignore a victim’s ids in the query', async () => {
    const world = w();
    const { ids } = world;
    const victimIds: Args = {
      id: ids.pendingOrder,
      userId: world.chef.id,
      orderId: ids.pendingOrder,
      itemId: ids.paidOrder2Item,
      productId: ids.hiddenDish,
      fileId: ids.privateFile.id,
      complaintId: ids.complaint,
      reviewId: ids.review,
      requestId: ids.transfer,
      purchaseId: ids.purchase,
      nickname: world.applicant.nickname,
    };
    const declared = new Set(ID_ROUTES.map(({ route }) => route));
    const ownScoped = ctx().app.routeTable.filter(
      ({ method, url }) =>
        method === 'GET' &&
        url.startsWith('/secure/') &&
        !url.endsWith('*') && // the not-found answer for paths no call has
        !url.startsWith(CONSOLE_PREFIX) &&
        !declared.has(`${method} ${url}`),
    );
    expect(ownScoped.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const { url } of ownScoped) {
      for (const intruder of [world.intruders.customer, world.intruders.chef]) {
        const response = await send(intruder.client, `GET ${url}`, victimIds);
        const leaked = world.secrets.filter((secret) => response.body.includes(secret));
        // A chef's own settings: a customer is refused outright, a chef reads their own.
        const refusedAsCustomer = CHEF_ONLY_GETS.has(url) && intruder === world.intruders.customer;
        const expected = refusedAsCustomer ? 403 : 200;
        if (response.statusCode !== expected || leaked.length) {
          problems.push(
            `${intruder.name} GET ${url} -> ${response.statusCode} leaked [${leaked.join(', ')}]`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('the data export and the account deletion act on the caller alone, whatever ids they name', async () => {
    const world = w();
    const { t, ids } = world;
    const before = await victimsView(world);
    const victimIds: Args = { userId: world.chef.id, id: world.buyer.id, orderId: ids.paidOrder };
    // The export is the caller's own (the GET test above reads it too): nothing of the victims'.
    for (const intruder of [world.intruders.customer, world.intruders.chef]) {
      const exported = await send(intruder.client, 'GET /secure/account/export', victimIds);
      expect(exported.statusCode).toBe(200);
      expect(world.secrets.filter((secret) => exported.body.includes(secret))).toEqual([]);
    }
    // A deletion naming a victim deletes the caller (a fresh account, so the world's callers stay).
    const stranger = await signUp(t.app);
    const deleted = await stranger.client.post('/secure/account/delete', {
      ...victimIds,
      email: world.buyer.email,
      password: GOOD_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await stranger.client.get('/secure/me')).statusCode).toBe(401);
    expect(await victimsView(world)).toEqual(before);
    unchanged = before;
  });

  test('a chef sharing an order with the victim chef reads and moves only their own items', async () => {
    const { t, chef, buyer, intruders, ids } = w();
    unchanged = undefined; // a new order: the chef's lists change
    const rival = intruders.chef;
    const shared = await paid(t, buyer.client, [ids.secondDish, rival.own.productId!], VICTIM_ADDRESS);
    const items = (await view(buyer.client, shared.id)).orderItems;
    const victimItem = items.find((item) => item.sellerUserId === chef.id)!.id;
    const rivalItem = items.find((item) => item.sellerUserId !== chef.id)!.id;

    // The rival sees the order (they cook part of it) with their own items only.
    const rivalView = await view(rival.client, shared.id);
    expect(rivalView.orderItems.map((item) => item.id)).toEqual([rivalItem]);
    for (const status of ['confirmed', 'cancelled']) {
      const moved = await rival.client.post('/secure/order-status', {
        orderId: shared.id,
        itemId: victimItem,
        status,
      });
      expect([moved.statusCode, moved.json().messages[0].code]).toEqual([404, 'orders.notFound']);
    }

    // Both deliver their own; the buyer rates and complains about the victim chef's item.
    for (const [client, itemId] of [
      [chef.client, victimItem],
      [rival.client, rivalItem],
    ] as const) {
      await ok(client.post('/secure/order-status', { orderId: shared.id, itemId, status: 'confirmed' }));
      await ok(
        client.post('/secure/order-status', {
          orderId: shared.id,
          itemId,
          status: 'delivered',
          handoverCode: shared.handoverCode ?? undefined,
        }),
      );
    }
    await ok(buyer.client.post('/secure/rate-order', { orderId: shared.id, itemId: victimItem, rating: 4 }));
    const reviewId = (
      (await ok(buyer.client.get('/secure/order-reviews', { orderId: String(shared.id) }))).model as {
        reviews: { id: string }[];
      }
    ).reviews[0]!.id;
    const complaintId = (
      (
        await ok(
          buyer.client.post('/secure/complaint', {
            orderId: shared.id,
            itemId: victimItem,
            text: COMPLAINT_TEXT,
          }),
        )
      ).model as { complaint: { id: string } }
    ).complaint.id;

    const reply = await rival.client.post('/secure/review-reply', { reviewId, reply: TEXT });
    expect([reply.statusCode, reply.json().messages[0].code]).toEqual([404, 'orders.reviewNotFound']);
    const response = await rival.client.post('/secure/complaint-response', { complaintId, text: TEXT });
    expect([response.statusCode, response.json().messages[0].code]).toEqual([404, 'complaints.notFound']);
    const rivalReviews = await ok(rival.client.get('/secure/order-reviews', { orderId: String(shared.id) }));
    expect(rivalReviews.model).toEqual({ reviews: [] });
    expect(JSON.stringify(await view(rival.client, shared.id))).not.toContain(COMPLAINT_TEXT);

    // Nothing of it changed: the victim chef can still reply and respond, once each.
    await ok(chef.client.post('/secure/review-reply', { reviewId, reply: 'Ačiū!' }));
    await ok(chef.client.post('/secure/complaint-response', { complaintId, text: 'Atsiprašau.' }));
  });
});

/** The id-like fields a route reads: its URL parameters, and what its validation errors name. */
async function idFieldsOf(
  app: TestApp['app'],
  client: TestClient,
  method: string,
  url: string,
  serverErrors: string[],
): Promise<string[]> {
  if (url.includes(':')) return [url.match(/:\w+/g)!.join('/')];
  // Signing out would end the probe's session for the routes after it.
  const caller = url === '/logout' ? new TestClient(app) : client;
  const malformed = Object.fromEntries(PROBED_FIELDS.map((field) => [field, 'not-an-id']));
  const found = new Set<string>();
  // Once with nothing (required fields are named), once with every known id field malformed.
  for (const fields of [{}, malformed]) {
    const query = new URLSearchParams(fields).toString();
    const response =
      method === 'GET'
        ? await caller.get(url, fields)
        : await caller.post(query ? `${url}?${query}` : url, fields);
    if (response.statusCode >= 500) serverErrors.push(`${method} ${url} -> ${response.statusCode}`);
    if (!String(response.headers['content-type']).startsWith('application/json')) continue;
    const fieldErrors = (response.json() as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
    for (const field of Object.keys(fieldErrors)) if (ID_LIKE.test(field)) found.add(field);
  }
  return [...found];
}

function refusalProblem(
  entry: IdRoute,
  response: Awaited<ReturnType<TestClient['get']>>,
  world: World,
): string | undefined {
  const { body, statusCode } = response;
  const leaked = world.secrets.filter((secret) => body.includes(secret));
  const seen = entry.allowed?.sees?.(world);
  if (seen && body.includes(seen)) leaked.push(seen);
  if (leaked.length) return `leaked ${leaked.join(', ')}: ${statusCode} ${body.slice(0, 300)}`;
  if (entry.outcome === 'empty' || entry.outcome === 'ignored') {
    return statusCode === 200
      ? undefined
      : `expected 200 (own view), got ${statusCode} ${body.slice(0, 300)}`;
  }
  // Share previews are pages: a 404 page, the same as for an id that does not exist.
  if (String(response.headers['content-type']).startsWith('text/html')) {
    return statusCode === 404 ? undefined : `page answered ${statusCode}`;
  }
  const code = (response.json() as { messages?: { code?: string }[] }).messages?.[0]?.code;
  if (code !== undefined && REFUSALS[code] === statusCode) return undefined;
  return `not refused: ${statusCode} ${code} ${body.slice(0, 300)}`;
}

function intrudersOf(entry: IdRoute, world: World): Caller[] {
  const kinds: Intruder[] = entry.route.split(' ')[1]!.startsWith('/secure/')
    ? ['customer', 'chef'] // an anonymous caller gets 401 there (security.test.ts)
    : ['customer', 'chef', 'visitor'];
  return kinds
    .filter((kind) => !entry.only || entry.only.includes(kind))
    .map((kind) => world.intruders[kind]);
}

function isRead(route: string): boolean {
  const [method, url] = route.split(' ') as [string, string];
  return method === 'GET' && !SIDE_EFFECT_GETS.has(url);
}

function callerOf(world: World, as: Allowed): Caller {
  if (as === 'anyone') return { name: 'anyone', client: new TestClient(world.t.app), own: {} };
  return world[as];
}

function send(client: TestClient, route: string, args: Args = {}, url?: string) {
  const [method, routeUrl] = route.split(' ') as [string, string];
  const target = url ?? routeUrl;
  if (method === 'GET') {
    return client.get(target, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)])));
  }
  return client.post(target, args);
}

/**
 * Everything of the victims' as they see it themselves (the guest order through an operator, as
 * its guest cannot read /secure/order): taken before and after the intruders' calls.
 */
async function victimsView(world: World) {
  const { chef, buyer, applicant, staff, ids } = world;
  const reads: [TestClient, string, Args?][] = [
    ...[
      ids.pendingOrder,
      ids.addOrder,
      ids.paidOrder,
      ids.paidOrder2,
      ids.deliveredOrder,
      ids.deliveredOrder2,
    ].map((orderId): [TestClient, string, Args] => [buyer.client, '/secure/order', { orderId }]),
    [staff, '/secure/order', { orderId: ids.guestOrder }],
    [buyer.client, '/secure/order-reviews', { orderId: ids.deliveredOrder }],
    [buyer.client, '/secure/order-reviews', { orderId: ids.deliveredOrder2 }],
    [buyer.client, '/secure/user-info'],
    [buyer.client, '/secure/assets'],
    [chef.client, '/secure/user-info'],
    [chef.client, '/secure/merchant-info'],
    [chef.client, '/secure/seller-orders'],
    [chef.client, '/secure/notifications'],
    [chef.client, '/secure/message-threads'],
    [buyer.client, '/secure/message-thread', { threadId: ids.thread }],
    [buyer.client, '/secure/event-request', { requestId: ids.eventRequest }],
    [buyer.client, '/secure/event-request', { requestId: ids.eventRequestToAccept }],
    [chef.client, '/secure/event-request', { requestId: ids.eventRequestToAccept }],
    [chef.client, '/secure/assets'],
    [chef.client, '/secure/asset-purchase', { purchaseId: ids.purchase }],
    ...[ids.publicDish, ids.secondDish, ids.hiddenDish].flatMap((productId): [TestClient, string, Args][] => [
      [chef.client, '/store/product', { productId }],
      [chef.client, '/store/product-details', { productId }],
    ]),
    [applicant.client, '/secure/user-info'],
    [applicant.client, '/secure/merchant-info'],
  ];
  const view: Record<string, unknown> = {};
  for (const [client, url, args] of reads) {
    const response = await send(client, `GET ${url}`, args);
    view[`${url} ${JSON.stringify(args ?? {})}`] = { status: response.statusCode, body: response.json() };
  }
  for (const [owner, metaData] of [
    [chef, 'certificate'],
    [chef, 'video-cv'],
    [applicant, 'certificate'],
  ] as const) {
    const response = await owner.client.post('/user-files', { userId: owner.id, metaData });
    view[`/user-files ${owner.name} ${metaData}`] = response.json();
  }
  return view;
}

// The world: the victims' things, and the intruders with things of their own.

async function buildWorld(t: TestApp): Promise<World> {
  const staff = (await signInStaff(t)).client;
  const jpeg = await makeJpeg();

  // The chef: dishes (one hidden), uploads, orders from the buyer, assets and a pending transfer.
  const chef = await createChef(t, { hourRateCents: 2000 });
  const publicDish = await createDish(chef.client, { title: 'Cepelinai', images: 1 });
  const secondDish = await createDish(chef.client, { title: 'Kugelis' });
  const hiddenDish = await createDish(chef.client, { title: HIDDEN_DISH, active: false, images: 1 });
  const privateFile = await upload(chef.client, PRIVATE_FILE_NAME, jpeg);
  const spareFile = await upload(chef.client, 'atsarginis.jpg', jpeg);
  const relatedFile = await upload(chef.client, 'kitas.jpg', jpeg);
  const videoFile = await upload(chef.client, 'pristatymas.mp4', makeMp4());

  // A chef who applied but is not approved: a store and a certificate nobody else may see.
  const applicant = await createChef(t, { approve: false });
  const certificate = await upload(applicant.client, CERTIFICATE_NAME, jpeg);
  await ok(
    applicant.client.post('/secure/add-file-metadata', { fileId: certificate.id, metaData: 'certificate' }),
  );

  // The buyer: orders in every state, a review, a complaint with a photo.
  const buyer = await signUp(t.app);
  await ok(buyer.client.post('/secure/user-info', { firstName: 'Vaidotas', lastName: BUYER_LAST_NAME }));
  const dish = publicDish.productId;
  const pending = await view(buyer.client, await order(t, buyer.client, [dish], VICTIM_ADDRESS));
  const addOrder = await order(t, buyer.client, [dish], VICTIM_ADDRESS);
  const toPay = await view(buyer.client, await order(t, buyer.client, [dish], VICTIM_ADDRESS));
  const intent = (
    await ok(buyer.client.post('/secure/stripe-intent', { orderId: toPay.id, amount: toPay.amountToPay }))
  ).model as { id: string; secret: string };
  const paidOrder = await paid(t, buyer.client, [dish], VICTIM_ADDRESS);
  const paidOrder2 = await paid(t, buyer.client, [dish], VICTIM_ADDRESS);
  const deliveredOrder = await delivered(t, buyer.client, chef.client, [dish], VICTIM_ADDRESS);
  const deliveredOrder2 = await delivered(t, buyer.client, chef.client, [dish], VICTIM_ADDRESS);
  await ok(
    buyer.client.post('/secure/rate-order', {
      orderId: deliveredOrder.id,
      rating: 5,
      comment: REVIEW_COMMENT,
    }),
  );
  const reviews = await ok(buyer.client.get('/secure/order-reviews', { orderId: String(deliveredOrder.id) }));
  const complaintPhoto = await upload(buyer.client, 'skundo-nuotrauka.jpg', jpeg);
  const complaint = await ok(
    buyer.client.post('/secure/complaint', {
      orderId: deliveredOrder.id,
      itemId: deliveredOrder.itemId,
      text: COMPLAINT_TEXT,
      photoIds: JSON.stringify([complaintPhoto.id]),
    }),
  );
  const buyerFile = await upload(buyer.client, 'asmeninis.jpg', jpeg);
  // The buyer's conversation with the chef about a paid order, with the chef's message in it.
  const thread = (
    (await ok(buyer.client.post('/secure/message-thread', { orderId: paidOrder.id }))).model as {
      thread: { id: string };
    }
  ).thread.id;
  const chefMessage = (
    (await ok(chef.client.post('/secure/message', { threadId: thread, text: MESSAGE_TEXT }))).model as {
      message: { id: number };
    }
  ).message.id;

  // A guest's order, known to its browser only by the signed cookie; the guest asked for a PIN.
  const guest = new TestClient(t.app);
  const guestOrder = await order(t, guest, [dish], VICTIM_ADDRESS, true);
  await ok(guest.post('/store/order-relation-request', { orderId: guestOrder, email: GUEST_EMAIL }));

  const purchase = (await ok(chef.client.post('/secure/asset-purchase', { volume: 100 }))).model as {
    purchaseId: string;
    id: string;
    secret: string;
  };
  await ok(
    new TestClient(t.app).post('/payments/sandbox/confirm', {
      id: purchase.id,
      secret: purchase.secret,
      ...GOOD_CARD,
    }),
  );
  const transfer = await ok(
    chef.client.post('/secure/asset-request', {
      volume: 10,
      recipientAddressType: 'email',
      recipientAddress: buyer.email,
    }),
  );
  const transferPin = pinFrom(t, chef.email);
  const notifications = (
    (await ok(chef.client.get('/secure/notifications'))).model as {
      notifications: { id: string; readTimestamp: number | null }[];
    }
  ).notifications
    .filter((notification) => notification.readTimestamp === null)
    .map((notification) => notification.id);

  // The intruders: a customer with orders and an upload of their own, a chef with a dish and an
  // upload, and an anonymous browser that placed a guest order.
  const customer = await signUp(t.app);
  // French: the buyer's Georgian event requests are not for this chef to see.
  const rival = await createChef(t, { hourRateCents: 2000, kitchenTypes: ['french'] });
  const rivalDish = (await createDish(rival.client, { title: 'Šaltibarščiai' })).productId;
  const customerFile = await upload(customer.client, 'mano.jpg', jpeg);
  const rivalFile = await upload(rival.client, 'mano.jpg', jpeg);
  const customerDelivered = await delivered(t, customer.client, rival.client, [rivalDish], INTRUDER_ADDRESS);
  const customerPaid = await paid(t, customer.client, [rivalDish], INTRUDER_ADDRESS);
  const customerPending = await view(
    customer.client,
    await order(t, customer.client, [rivalDish], INTRUDER_ADDRESS),
  );
  const customerIntent = (
    await ok(
      customer.client.post('/secure/stripe-intent', {
        orderId: customerPending.id,
        amount: customerPending.amountToPay,
      }),
    )
  ).model as { secret: string };
  // The buyer's event requests (Georgian: the chef's cuisine), and the chef's proposal for one.
  const eventRequest = async () =>
    (
      (
        await ok(
          buyer.client.post('/secure/event-request', {
            serviceDate: serviceDateIn(t, 9),
            city: 'Vilnius',
            address: VICTIM_ADDRESS.formatted_address,
            guests: 10,
            budgetKind: 'total',
            budget: 50_000,
            cuisines: '["georgian"]',
            allergens: '[]',
            occasion: 'family',
            note: EVENT_NOTE,
          }),
        )
      ).model as { request: { id: number } }
    ).request.id;
  const [requested, eventRequestToPropose, eventRequestToCancel, eventRequestToAccept] = [
    await eventRequest(),
    await eventRequest(),
    await eventRequest(),
    await eventRequest(),
  ];
  const propose = async (requestId: number) =>
    (
      (
        await ok(
          chef.client.post('/secure/event-proposal', {
            requestId,
            courses: JSON.stringify([{ title: 'Chačapuri', allergens: ['gluten', 'milk'] }]),
            includes: '["shopping","cooking"]',
            price: 45_000,
            durationMinutes: 200,
            message: PROPOSAL_MESSAGE,
          }),
        )
      ).model as { proposal: { id: number } }
    ).proposal.id;
  const proposal = await propose(requested);
  const proposalToAccept = await propose(eventRequestToAccept);
  const visitor = new TestClient(t.app);
  await order(t, visitor, [rivalDish], INTRUDER_ADDRESS, true);
  // The customer's own question to the victim chef (a conversation of their own).
  const customerThread = (
    (await ok(customer.client.post('/secure/message-thread', { chefNickname: chef.nickname }))).model as {
      thread: { id: string };
    }
  ).thread.id;

  return {
    t,
    staff,
    chef: {
      name: 'the chef (owner)',
      client: chef.client,
      id: chef.id,
      email: chef.email,
      nickname: chef.nickname,
      own: { fileId: relatedFile.id, productId: secondDish.productId, orderId: paidOrder2.id },
    },
    buyer: {
      name: 'the buyer (owner)',
      client: buyer.client,
      id: buyer.id,
      email: buyer.email,
      own: { intentSecret: intent.secret },
    },
    applicant: {
      name: 'the applicant (owner)',
      client: applicant.client,
      id: applicant.id,
      email: applicant.email,
      nickname: applicant.nickname,
      own: {},
    },
    guest: { name: 'the guest (owner)', client: guest, own: {} },
    intruders: {
      customer: {
        name: 'customer',
        client: customer.client,
        email: customer.email,
        own: {
          fileId: customerFile.id,
          orderId: customerPaid.id,
          deliveredOrderId: customerDelivered.id,
          deliveredItemId: customerDelivered.itemId,
          intentSecret: customerIntent.secret,
          threadId: customerThread,
        },
      },
      chef: {
        name: 'chef',
        client: rival.client,
        email: rival.email,
        // The order the customer placed with them: the chef is its seller.
        own: { fileId: rivalFile.id, productId: rivalDish, orderId: customerPaid.id },
      },
      visitor: { name: 'visitor', client: visitor, own: {} },
    },
    serviceDate: serviceDateIn(t),
    ids: {
      publicDish: dish,
      secondDish: secondDish.productId,
      hiddenDish: hiddenDish.productId,
      dishImage: publicDish.fileIds[0]!,
      hiddenDishImage: hiddenDish.fileIds[0]!,
      privateFile,
      spareFile,
      videoFile,
      certificate,
      complaintPhoto,
      buyerFile: buyerFile.id,
      pendingOrder: pending.id,
      pendingAmount: pending.amountToPay,
      addOrder,
      intent,
      paidOrder: paidOrder.id,
      paidOrder2: paidOrder2.id,
      paidOrder2Item: paidOrder2.itemId,
      deliveredOrder: deliveredOrder.id,
      deliveredOrder2: deliveredOrder2.id,
      deliveredOrder2Item: deliveredOrder2.itemId,
      guestOrder,
      review: (reviews.model as { reviews: { id: string }[] }).reviews[0]!.id,
      complaint: (complaint.model as { complaint: { id: string } }).complaint.id,
      notifications,
      purchase: purchase.purchaseId,
      transfer: (transfer.model as { requestId: string }).requestId,
      transferPin,
      thread,
      message: chefMessage,
      eventRequest: requested,
      proposal,
      eventRequestToPropose,
      eventRequestToCancel,
      eventRequestToAccept,
      proposalToAccept,
    },
    secrets: [
      chef.email,
      buyer.email,
      applicant.email,
      GUEST_EMAIL,
      BUYER_LAST_NAME,
      VICTIM_ADDRESS.formatted_address,
      VICTIM_ADDRESS.phone,
      HIDDEN_DISH,
      PRIVATE_FILE_NAME,
      CERTIFICATE_NAME,
      COMPLAINT_TEXT,
      pending.sID,
      intent.secret,
      purchase.secret,
      MESSAGE_TEXT,
      EVENT_NOTE,
      PROPOSAL_MESSAGE,
    ],
    pinFor: (email) => pinFrom(t, email),
  };
}

async function ok(pending: ReturnType<TestClient['get']>) {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { model: unknown };
}

async function upload(client: TestClient, name: string, content: Buffer): Promise<StoredFile> {
  const response = await uploadFile(client, name, content);
  expect(response.statusCode, response.body).toBe(200);
  const file = response.json().model.fileDescriptor as StoredFile;
  return { id: file.id, fileName: file.fileName };
}

async function order(
  t: TestApp,
  client: TestClient,
  productIds: number[],
  address: typeof ORDER_ADDRESS,
  payInCash = false,
): Promise<number> {
  const placed = await ok(
    client.post('/store/order', {
      items: JSON.stringify(productIds.map((productId) => ({ productId, productVolume: 1 }))),
      // Today's: card orders are delivered from their service day on.
      serviceDeliveryDate: serviceDateToday(t),
      payInCash: String(payInCash),
      ...address,
    }),
  );
  return (placed.model as { order: { id: number } }).order.id;
}

async function view(client: TestClient, orderId: number) {
  const read = await ok(client.get('/secure/order', { orderId: String(orderId) }));
  type Item = { id: number; sellerUserId: string };
  return (
    read.model as {
      order: {
        id: number;
        sID: string;
        amountToPay: number;
        handoverCode: string | null;
        orderItems: Item[];
      };
    }
  ).order;
}

async function paid(t: TestApp, buyer: TestClient, productIds: number[], address: typeof ORDER_ADDRESS) {
  const placed = await view(buyer, await order(t, buyer, productIds, address));
  await payByCard(t, buyer, placed.id, placed.amountToPay);
  return { id: placed.id, itemId: placed.orderItems[0]!.id, handoverCode: placed.handoverCode };
}

async function delivered(
  t: TestApp,
  buyer: TestClient,
  chef: TestClient,
  productIds: number[],
  address: typeof ORDER_ADDRESS,
) {
  const placed = await paid(t, buyer, productIds, address);
  await ok(chef.post('/secure/order-status', { orderId: placed.id, status: 'confirmed' }));
  await ok(
    chef.post('/secure/order-status', {
      orderId: placed.id,
      status: 'delivered',
      handoverCode: placed.handoverCode ?? undefined,
    }),
  );
  t.clock.advance(60_000);
  return placed;
}

function pinFrom(t: TestApp, email: string): string {
  const pin = t.mailer.lastTo(email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mailed to ${email}`);
  return pin;
}

/**
 * describeApi with a built web app: the share previews (/store/:nickname, /product-detail/:id)
 * answer 404 for what is not public only when there is an index.html to send (503 without one).
 * Like describeApi, it runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
function describeWithWebApp(name: string, define: (ctx: () => TestApp) => void) {
  for (const backend of TEST_BACKENDS) {
    describe(`${name} [${backend}]`, () => {
      let current: TestApp | undefined;
      let webRoot = '';
      beforeAll(async () => {
        webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
        fs.writeFileSync(
          path.join(webRoot, 'index.html'),
          '<!doctype html><html><head><title>Namų šefas</title></head><body><div id="root"></div></body></html>',
        );
        current = await buildTestApp(backend, { webRoot });
      });
      afterAll(async () => {
        await current?.app.close();
        if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
      });
      define(() => {
        if (!current) throw new Error('test app not ready');
        return current;
      });
    });
  }
}
