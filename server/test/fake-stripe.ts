import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { FAKE_STRIPE_KEY } from './stripe-webhook-sender.ts';

/**
 * A stand-in for the part of api.stripe.com the Stripe provider uses (PaymentIntents with manual or
 * automatic capture, their cancellation, refunds), kept in memory and answering as Stripe documents:
 * form-encoded requests, `{ error: { type, code, message } }` refusals with Stripe's HTTP statuses,
 * idempotency keys that replay the first answer, and the events a real account would send. An
 * authorisation not captured within 7 days of its clock is canceled with reason 'automatic', as
 * Stripe does. The browser's part (Stripe.js confirming a card) is `confirmCard`.
 */

export {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  deliver,
  postWebhook,
  signedEvent,
  stripeEnv,
} from './stripe-webhook-sender.ts';
/** Stripe drops an uncaptured card authorisation after 7 days. */
export const AUTHORISATION_LIFETIME_MS = 7 * 24 * 3_600_000;

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  capture_method: 'manual' | 'automatic';
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  amount_capturable: number;
  amount_received: number;
  cancellation_reason: string | null;
  canceled_at: number | null;
  created: number;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: FakeIntent };
}

interface Saved {
  route: string;
  fingerprint: string;
  status: number;
  body: unknown;
}

class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const refuse = (status: number, error: Record<string, unknown>) => new StripeRefusal(status, error);
const unexpectedState = (intent: FakeIntent, action: string) =>
  refuse(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
    payment_intent: { ...intent },
  });

/** Cards as Stripe's test cards. */
const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds: FakeRefund[] = [];
  /** Every request, in order, as the provider sent it. */
  readonly calls: { method: string; url: string; body: Record<string, string>; idempotencyKey?: string }[] =
    [];
  /** The events the account produced, oldest first (`deliver` them to the app's webhook). */
  readonly events: FakeEvent[] = [];
  /** Answers to hand out instead of the real one, once each (a network or server failure). */
  readonly failNext: { path: RegExp; status: number }[] = [];
  private readonly authorisedAt = new Map<string, number>();
  private readonly saved = new Map<string, Saved>();
  private sequence = 0;
  private now: () => Date = () => new Date();
  private server!: FastifyInstance;
  port = 0;

  /**
   * A new account for a new app on its own database, on the app's clock (7 days pass when the app's
   * do): an order's idempotency keys start again with its ids, and Stripe would replay the old
   * account's answers to them.
   */
  useClock(now: () => Date) {
    this.now = now;
    this.intents.clear();
    this.saved.clear();
    this.authorisedAt.clear();
    for (const list of [this.refunds, this.calls, this.events, this.failNext]) list.length = 0;
  }

  async start() {
    const server = Fastify();
    await server.register(formbody);
    server.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        return sendError(
          reply,
          refuse(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' }),
        );
    });
    const route = (
      method: 'GET' | 'POST',
      url: string,
      handle: (params: Record<string, string>, body: Record<string, string>) => unknown,
    ) =>
      server.route({
        method,
        url,
        handler: async (request, reply) => {
          const body = (request.body ?? {}) as Record<string, string>;
          const key = request.headers['idempotency-key'] as string | undefined;
          this.calls.push({ method, url: request.url, body, idempotencyKey: key });
          const failure = this.failNext.findIndex((fail) => fail.path.test(request.url));
          if (failure >= 0) {
            const { status } = this.failNext.splice(failure, 1)[0]!;
            return sendError(reply, refuse(status, { type: 'api_error', message: 'Something went wrong.' }));
          }
          this.expireStale();
          const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
          const earlier = method === 'POST' && key ? this.saved.get(key) : undefined;
          if (earlier) {
            if (earlier.route !== `${method} ${request.url}` || earlier.fingerprint !== fingerprint)
              return sendError(
                reply,
                refuse(400, {
                  type: 'idempotency_error',
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
                }),
              );
            return reply.code(earlier.status).header('idempotent-replayed', 'true').send(earlier.body);
          }
          let status = 200;
          let answer: unknown;
          try {
            answer = handle(request.params as Record<string, string>, body);
          } catch (error) {
            if (!(error instanceof StripeRefusal)) throw error;
            status = error.status;
            answer = { error: error.error };
          }
          // Stripe keeps the outcome of a request that ran, refusals included, for its key.
          if (method === 'POST' && key && status < 500)
            this.saved.set(key, { route: `${method} ${request.url}`, fingerprint, status, body: answer });
          return reply.code(status).send(answer);
        },
      });

    route('POST', '/v1/payment_intents', (_params, body) => {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50)
        throw refuse(400, {
          type: 'invalid_request_error',
          code: 'amount_too_small',
          param: 'amount',
          message: 'Amount must be at least €0.50 eur',
        });
      const id = `pi_fake_${++this.sequence}`;
      const metadata = Object.fromEntries(
        Object.entries(body)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
      );
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: body.currency ?? 'eur',
        capture_method: body.capture_method === 'manual' ? 'manual' : 'automatic',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${this.sequence}`,
        metadata,
        amount_capturable: 0,
        amount_received: 0,
        cancellation_reason: null,
        canceled_at: null,
        created: this.unixNow(),
        last_payment_error: null,
        latest_charge: null,
      };
      this.intents.set(id, intent);
      return intent;
    });
    route('GET', '/v1/payment_intents/:id', ({ id }) => this.intentOr404(id!));
    route('POST', '/v1/payment_intents/:id/capture', ({ id }, body) => {
      const intent = this.intentOr404(id!);
      if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'captured');
      const amount =
        body.amount_to_capture === undefined ? intent.amount_capturable : Number(body.amount_to_capture);
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount_capturable)
        throw refuse(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount_to_capture',
          message: `The amount to capture (${amount}) must be at most the amount capturable (${intent.amount_capturable}).`,
        });
      // What is not captured is released to the card at once.
      Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      this.emit('payment_intent.succeeded', intent);
      return intent;
    });
    route('POST', '/v1/payment_intents/:id/cancel', ({ id }, body) => {
      const intent = this.intentOr404(id!);
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw unexpectedState(intent, 'canceled');
      this.cancel(intent, body.cancellation_reason ?? 'requested_by_customer');
      return intent;
    });
    route('POST', '/v1/refunds', (_params, body) => {
      const intent = this.intentOr404(body.payment_intent ?? '', 'payment_intent');
      if (intent.status !== 'succeeded')
        throw refuse(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        });
      const refunded = this.refundedOf(intent.id);
      const amount = body.amount === undefined ? intent.amount_received - refunded : Number(body.amount);
      if (refunded >= intent.amount_received)
        throw refuse(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${intent.latest_charge} has already been refunded.`,
        });
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > intent.amount_received)
        throw refuse(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((intent.amount_received - refunded) / 100).toFixed(2)})`,
        });
      const refund: FakeRefund = {
        id: `re_fake_${++this.sequence}`,
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
        created: this.unixNow(),
      };
      this.refunds.push(refund);
      return refund;
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    this.server = server;
    this.port = (server.server.address() as { port: number }).port;
    return this;
  }

  async stop() {
    await this.server.close();
  }

  /** The settings that point the app's Stripe client here. */
  get settings() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const };
  }

  /**
   * The customer confirms the card in the browser (Stripe.js): a manual intent then holds the
   * amount, an automatic one is charged. A declining test card answers its error and leaves the
   * intent waiting for another card. Answers the event Stripe sends about it.
   */
  confirmCard(id: string, cardNumber = '4242424242424242'): FakeEvent {
    this.expireStale();
    const intent = this.intentOr404(id);
    if (intent.status !== 'requires_payment_method') throw unexpectedState(intent, 'confirmed');
    const decline = DECLINES[cardNumber];
    if (decline) {
      intent.last_payment_error = decline;
      return this.emit('payment_intent.payment_failed', intent);
    }
    intent.last_payment_error = null;
    intent.latest_charge = `ch_fake_${++this.sequence}`;
    if (intent.capture_method === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
      this.authorisedAt.set(id, this.now().getTime());
      return this.emit('payment_intent.amount_capturable_updated', intent);
    }
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    return this.emit('payment_intent.succeeded', intent);
  }

  /** What Stripe has refunded of the intent's charge. */
  refundedOf(id: string) {
    return this.refunds
      .filter((refund) => refund.payment_intent === id)
      .reduce((sum, r) => sum + r.amount, 0);
  }

  /** The intent as Stripe holds it now (after its expiry, when the clock passed it). */
  intent(id: string) {
    this.expireStale();
    return this.intents.get(id);
  }

  /** Uncaptured authorisations older than 7 days are dropped, as Stripe does. */
  expireStale() {
    const now = this.now().getTime();
    for (const [id, at] of this.authorisedAt) {
      const intent = this.intents.get(id)!;
      if (intent.status === 'requires_capture' && now - at >= AUTHORISATION_LIFETIME_MS)
        this.cancel(intent, 'automatic');
      if (intent.status !== 'requires_capture') this.authorisedAt.delete(id);
    }
  }

  private cancel(intent: FakeIntent, reason: string) {
    Object.assign(intent, {
      status: 'canceled',
      amount_capturable: 0,
      cancellation_reason: reason,
      canceled_at: this.unixNow(),
    });
    this.emit('payment_intent.canceled', intent);
  }

  private emit(type: string, intent: FakeIntent): FakeEvent {
    const event: FakeEvent = {
      id: `evt_fake_${++this.sequence}`,
      object: 'event',
      type,
      created: this.unixNow(),
      data: { object: structuredClone(intent) },
    };
    this.events.push(event);
    return event;
  }

  private intentOr404(id: string, param = 'intent'): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent)
      throw refuse(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `No such payment_intent: '${id}'`,
      });
    return intent;
  }

  private unixNow() {
    return Math.floor(this.now().getTime() / 1000);
  }
}

function sendError(reply: FastifyReply, refusal: StripeRefusal) {
  return reply.code(refusal.status).send({ error: refusal.error });
}

/** A fake Stripe account, listening. */
export async function startFakeStripe() {
  return new FakeStripe().start();
}
