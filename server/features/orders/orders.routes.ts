import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OrderAddressSchema, OrderDetailsSchema, OrderLineSchema } from '#domain/orders/checkout.schema.ts';
import {
  OrderAddressRequestSchema,
  OrderFeesRequestSchema,
  OrderIdSchema,
  OrderLinesRequestSchema,
  OrderLinkPinRequestSchema,
  OrderLinkRequestSchema,
} from '#domain/orders/order.request.ts';
import { RelatedOrderAnswerSchema } from '#domain/accounts/session.response.ts';
import { PIN_TTL_MINUTES } from '#domain/constants.ts';
import {
  AddedOrderAddressSchema,
  OrderAnswerSchema,
  OrderListAnswerSchema,
  OrderQuoteSchema,
  PlacedOrderAnswerSchema,
  SavedAddressListSchema,
} from '#domain/orders/order.response.ts';
import { SellerWorkAnswerSchema } from '#domain/orders/seller-work.response.ts';
import { message, ok } from '../../lib/envelope.ts';
import { guestBrowserId, guestOrderIds, rememberGuestOrder, requesterOf } from '../../lib/guest-orders.ts';
import type { SessionStore } from '../../lib/session-store.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser, startSession } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrderLinkingService } from './order-linking.service.ts';
import type { Buyer, OrdersService } from './orders.service.ts';
import { access, cachedRead } from '../../plugins/access.ts';
import { answers, answersKept, answersNothing } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';

const ADDRESS_FIELDS = ['title', 'postalCode', 'state', 'city', 'phone', 'formatted_address'];

interface OrdersRoutesOptions {
  orders: OrdersService;
  linking: OrderLinkingService;
  auth: AuthService;
  sessions: SessionStore;
  secureCookies: boolean;
}

/** spec marketplace §7 orders calls; DESIGN §4 order-fees, atomic order creation, guest linking. */
export function ordersRoutes(server: FastifyInstance, deps: OrdersRoutesOptions) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  const { orders, linking, auth, sessions, secureCookies } = deps;
  const buyerOf = (request: FastifyRequest): Buyer => ({
    userId: request.user?.id ?? null,
    role: request.user?.role,
    guestOrderIds: guestOrderIds(request),
  });

  app.post(
    '/store/order-fees',
    {
      ...cachedRead(OrderFeesRequestSchema),
      ...takes({ body: OrderFeesRequestSchema }, answers(OrderQuoteSchema)),
      // Before the read cache may answer: the browser's guest id for the order that follows.
      onRequest: async (request, reply) => void guestBrowserId(request, reply, secureCookies),
    },
    async (request) => {
      const { items, payInCash } = request.body;
      return ok(await orders.fees(items, payInCash, request.user?.id ?? null));
    },
  );

  app.post(
    '/store/order',
    { ...access('public'), ...answers(PlacedOrderAnswerSchema) },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const signedIn = buyerOf(request);
      // A guest's order is counted against this browser and the address (hold limits).
      const buyer = signedIn.userId
        ? { ...signedIn, address: request.ip }
        : { ...signedIn, address: request.ip, guestBrowser: guestBrowserId(request, reply, secureCookies) };
      const key = request.headers['idempotency-key'];
      const validKey = typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : undefined;
      // A guest's key counts only for the browser that sent it.
      const idempotencyKey = validKey && !buyer.userId ? `${buyer.guestBrowser}:${validKey}` : validKey;
      let order;
      if (body.items !== undefined) {
        // All items at once, atomically (the web app's way).
        const lines = parse(OrderLinesRequestSchema, body).items;
        const details = parse(OrderDetailsSchema, body);
        const hasAddress = ADDRESS_FIELDS.some((field) => body[field] !== undefined);
        const address = hasAddress ? parse(OrderAddressSchema, body) : undefined;
        ({ order } = await orders.place(buyer, details, lines, address, idempotencyKey));
      } else if (body.orderId !== undefined) {
        // Further items of an order, one per call (the spec's way).
        const { orderId: id } = parse(OrderIdSchema, body);
        order = await orders.addItem(buyer, id, parse(OrderLineSchema, body));
      } else {
        const line = parse(OrderLineSchema, body);
        ({ order } = await orders.place(
          buyer,
          parse(OrderDetailsSchema, body),
          [line],
          undefined,
          idempotencyKey,
        ));
      }
      if (!buyer.userId) rememberGuestOrder(request, reply, order.id, secureCookies);
      return ok({ order: { id: order.id, sID: order.sId } });
    },
  );

  app.post(
    '/store/add-order-address',
    { ...access('public'), ...takes({ body: OrderAddressRequestSchema }, answers(AddedOrderAddressSchema)) },
    async (request) => {
      const { orderId: id, ...address } = request.body;
      return ok(await orders.addAddress(buyerOf(request), id, address));
    },
  );

  app.get('/secure/orders', { ...access('signedIn'), ...answers(OrderListAnswerSchema) }, async (request) =>
    ok({ orders: await orders.buyerOrders(requireUser(request).id) }),
  );

  app.get(
    '/secure/order-addresses',
    { ...access('signedIn'), ...answers(SavedAddressListSchema) },
    async (request) => ok({ addresses: await orders.savedAddresses(requireUser(request).id) }),
  );

  app.get(
    '/secure/seller-orders',
    // A kept list (OrdersService.sellerOrders): encoded and compressed once per change.
    { ...access('signedIn'), ...answersKept(OrderListAnswerSchema, (model) => model.orders) },
    async (request) => ok({ orders: await orders.sellerOrders(requireUser(request).id) }),
  );

  // The chef's own items that may need her; nobody else's, whoever asks (no id is taken).
  app.get(
    '/secure/seller-work',
    { ...access('signedIn'), ...answers(SellerWorkAnswerSchema) },
    async (request) => ok({ items: await orders.sellerWork(requireUser(request).id) }),
  );

  app.get(
    '/secure/order',
    { ...access('signedIn'), ...takes({ query: OrderIdSchema }, answers(OrderAnswerSchema)) },
    async (request) => ok({ order: await orders.order(request.query.orderId, requireUser(request)) }),
  );

  app.post(
    '/store/order-relation-request',
    { ...access('public'), ...takes({ body: OrderLinkPinRequestSchema }, answersNothing()) },
    async (request) => {
      const { orderId: id, email } = request.body;
      await linking.requestPin(id, email, guestOrderIds(request), request.lang, requesterOf(request));
      return ok(undefined, [message('pages.auth.oneTimePinSent', { email, minutes: PIN_TTL_MINUTES })]);
    },
  );

  app.post(
    '/store/relate-order-to-user',
    { ...access('public'), ...takes({ body: OrderLinkRequestSchema }, answers(RelatedOrderAnswerSchema)) },
    async (request, reply) => {
      const input = request.body;
      const user = await linking.link(
        input.orderId,
        input.email,
        input.pin,
        guestOrderIds(request),
        request.lang,
      );
      await startSession(request, reply, sessions, user.id, secureCookies);
      return ok({ authorized: await auth.present(user), orderId: input.orderId });
    },
  );
}
