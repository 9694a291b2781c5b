import type { FastifyInstance } from 'fastify';
import {
  ConsoleEventRequestAnswerSchema,
  ConsoleEventRequestsPageSchema,
  EventRequestAnswerSchema,
  EventRequestDetailAnswerSchema,
  EventRequestListAnswerSchema,
  OpenEventRequestsPageSchema,
  ProposalAnswerSchema,
} from '#domain/event-requests/event-request.response.ts';
import {
  ConsoleEventRequestsQuerySchema,
  EventRequestCloseSchema,
  EventRequestIdSchema,
  EventRequestInputSchema,
  EventRequestUpdateSchema,
  NewProposalSchema,
  ProposalAcceptSchema,
  ProposalRevisionSchema,
} from '#domain/event-requests/event-request.schema.ts';
import { OpenEventRequestsQuerySchema } from '#domain/event-requests/open-requests.schema.ts';
import { OrderAddressSchema } from '#domain/orders/checkout.schema.ts';
import { PlacedOrderAnswerSchema } from '#domain/orders/order.response.ts';
import { message, ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { access } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { answers, answersKept, answersNothing } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import type { EventRequestsConsoleService } from './event-requests-console.service.ts';
import type { EventRequestsService } from './event-requests.service.ts';
import type { ProposalAcceptanceService } from './proposal-acceptance.service.ts';

/** The checkout's address fields: sent with an acceptance, they are the order's address. */
const ADDRESS_FIELDS = Object.keys(OrderAddressSchema.shape);

/**
 * Event requests: the customer's (file, change, cancel, list, read with proposals) and the chef's
 * (open requests she can take, pass, propose, revise). Everyone is signed in: a guest signs in
 * with an e-mailed PIN on the request form, which makes an account for a new address.
 */
export function eventRequestsRoutes(
  server: FastifyInstance,
  {
    requests,
    acceptance,
    console,
  }: {
    requests: EventRequestsService;
    acceptance: ProposalAcceptanceService;
    console: EventRequestsConsoleService;
  },
) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.post(
    '/secure/event-request',
    { ...access('signedIn'), ...takes({ body: EventRequestInputSchema }, answers(EventRequestAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok({ request: await requests.file(user.id, request.lang, request.body, request.ip) });
    },
  );

  app.post(
    '/secure/event-request-update',
    {
      ...access('signedIn'),
      ...takes({ body: EventRequestUpdateSchema }, answers(EventRequestAnswerSchema)),
    },
    async (request) => {
      const user = requireUser(request);
      const { requestId, ...input } = request.body;
      return ok({ request: await requests.update(user.id, requestId, input) });
    },
  );

  app.post(
    '/secure/event-request-cancel',
    { ...access('signedIn'), ...takes({ body: EventRequestIdSchema }, answers(EventRequestAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok({ request: await requests.cancel(user.id, request.body.requestId) });
    },
  );

  app.get(
    '/secure/event-requests',
    { ...access('signedIn'), ...answers(EventRequestListAnswerSchema) },
    async (request) => ok({ requests: await requests.mine(requireUser(request).id) }),
  );

  app.get(
    '/secure/event-request',
    // A kept detail (per reader) is encoded and compressed once per change, as the open list is.
    {
      ...access('signedIn'),
      ...takes({ query: EventRequestIdSchema }, answersKept(EventRequestDetailAnswerSchema)),
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await requests.detail(user, request.query.requestId));
    },
  );

  /**
   * A page of 20, soonest first; the answer's `nextCursor`, sent back as `cursor`, is the next. A
   * kept page is encoded and compressed once, not on every read of a polling chef.
   */
  app.get(
    '/secure/open-event-requests',
    {
      ...access('signedIn'),
      ...takes({ query: OpenEventRequestsQuerySchema }, answersKept(OpenEventRequestsPageSchema)),
    },
    async (request) => ok(await requests.openForChef(requireUser(request).id, request.query.cursor)),
  );

  app.post(
    '/secure/event-request-pass',
    { ...access('signedIn'), ...takes({ body: EventRequestIdSchema }, answersNothing()) },
    async (request) => {
      await requests.pass(requireUser(request).id, request.body.requestId);
      return ok();
    },
  );

  app.post(
    '/secure/event-proposal',
    { ...access('signedIn'), ...takes({ body: NewProposalSchema }, answers(ProposalAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      const { requestId, ...input } = request.body;
      return ok({ proposal: await requests.propose(user.id, requestId, input, request.ip) });
    },
  );

  app.post(
    '/secure/event-proposal-revision',
    { ...access('signedIn'), ...takes({ body: ProposalRevisionSchema }, answers(ProposalAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      const { proposalId, ...input } = request.body;
      return ok({ proposal: await requests.revise(user.id, proposalId, input, request.ip) });
    },
  );

  /**
   * The customer accepts a proposal as she saw it (`revision`): it becomes an order, answered as
   * placing one is (`model.order.id`, `sID`), and she pays it as any order (the checkout's payment
   * step). `payInCash` is the checkout's choice (default false: 50% by card now). The checkout's
   * address fields, when sent, are the order's address.
   */
  app.post(
    '/secure/event-proposal-accept',
    { ...access('signedIn'), ...answers(PlacedOrderAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const input = parse(ProposalAcceptSchema, body);
      const address = ADDRESS_FIELDS.some((field) => body[field] !== undefined)
        ? parse(OrderAddressSchema, body)
        : undefined;
      const order = await acceptance.accept({ id: user.id, address: request.ip }, input, address);
      return ok({ order: { id: order.id, sID: order.sId } });
    },
  );

  // The operator console's view of event requests: staff only, under the console's prefix.

  app.get(
    '/secure/store-management/event-requests',
    {
      ...access('staff'),
      ...takes({ query: ConsoleEventRequestsQuerySchema }, answers(ConsoleEventRequestsPageSchema)),
    },
    async (request) => ok(await console.list(request.query)),
  );

  app.get(
    '/secure/store-management/event-request',
    {
      ...access('staff'),
      ...takes({ query: EventRequestIdSchema }, answers(ConsoleEventRequestAnswerSchema)),
    },
    async (request) => ok(await console.detail(requireUser(request), request.query.requestId)),
  );

  /** An open request that breaks the rules, closed with the operator's reason (required). */
  app.post(
    '/secure/store-management/event-request-close',
    {
      ...access('staff'),
      ...takes({ body: EventRequestCloseSchema }, answers(ConsoleEventRequestAnswerSchema)),
    },
    async (request) => {
      const { requestId, reason } = request.body;
      const closed = await console.close(requireUser(request), requestId, reason);
      return ok(closed, [message('eventRequests.closed')]);
    },
  );
}
