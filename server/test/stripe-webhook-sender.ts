import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

// The fake Stripe account's keys, and Stripe's side of the webhook: events signed as Stripe signs them.

export const FAKE_STRIPE_KEY = 'sk_test_local';
export const FAKE_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** An event as Stripe signs it for the webhook (`timestamp` in seconds, now by default). */
export function signedEvent(event: object, timestamp?: number) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: FAKE_WEBHOOK_SECRET,
    timestamp,
  });
  return { payload, header };
}

/** Sends an event to the app's webhook as Stripe would, signed. */
export function deliver(app: FastifyInstance, event: object) {
  const { payload, header } = signedEvent(event);
  return postWebhook(app, payload, header);
}

export function postWebhook(app: FastifyInstance, payload: string, header: string) {
  return app.inject({
    method: 'POST',
    url: '/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** The app's settings for Stripe on this fake. */
export function stripeEnv() {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
  };
}
