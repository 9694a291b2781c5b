import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { PaymentsService } from './payments.service.ts';

interface WebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  payments: PaymentsService;
}

/**
 * POST /payments/stripe/webhook (DESIGN §4): Stripe's signed events. The signature is checked on the
 * raw bytes, so this route reads JSON as a buffer in its own scope; replays change nothing.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { stripe, webhookSecret, payments }: WebhookOptions,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/payments/stripe/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(signature ?? ''),
          webhookSecret,
        );
      } catch {
        throw AppError.badRequest('errors.badRequest');
      }
      if (
        event.type === 'payment_intent.amount_capturable_updated' ||
        event.type === 'payment_intent.succeeded'
      ) {
        const intent = event.data.object;
        const amount =
          event.type === 'payment_intent.succeeded' ? intent.amount_received : intent.amount_capturable;
        await payments.recordAuthorized('stripe', intent.id, amount, event.id);
      }
      return ok({ received: true });
    });
  });
}
