import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { PaymentsService } from './payments.service.ts';
import { access } from '../../plugins/access.ts';

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
    // The app's own JSON parser (lib/json-body.ts) is inherited; this scope replaces it.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/payments/stripe/webhook', access('public'), async (request) => {
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
      if (event.type === 'payment_intent.amount_capturable_updated') {
        const intent = event.data.object;
        await payments.recordAuthorized('stripe', intent.id, intent.amount_capturable, event.id);
      } else if (event.type === 'payment_intent.succeeded') {
        // An asset purchase is credited here (charged at once); an order's capture changes nothing new.
        const intent = event.data.object;
        await payments.recordSucceeded('stripe', intent.id, intent.amount_received, event.id);
      } else if (event.type === 'payment_intent.canceled') {
        // Our own release confirmed, or an authorisation Stripe dropped after 7 days uncaptured.
        const intent = event.data.object;
        await payments.recordCanceled('stripe', intent.id, intent.cancellation_reason);
      }
      return ok({ received: true });
    });
  });
}
