import {
  OrderQuoteSchema,
  ServiceDishSchema,
  type OrderQuote,
  type ServiceDish,
} from '#domain/orders/order.response.ts';
import {
  PaymentIntentSchema,
  SandboxConfirmAnswerSchema,
  type PaymentIntent,
  type SandboxConfirmAnswer,
} from '#domain/payments/payment.response.ts';
import { ServiceSlotsSchema, type ServiceSlots } from '#domain/availability/availability.response.ts';
import { build } from './build.ts';
import { WORKED_EXAMPLE_CARD_FEES } from './orders.ts';

// Checkout and payment answers: the fees of a cart, the service times, a card payment.

/** A dish of the cart as POST /store/order-fees tells the service rules of it: 2 hours, a chef anywhere. */
export const aServiceDish = (overrides: Partial<ServiceDish> = {}): ServiceDish =>
  build(
    ServiceDishSchema,
    { productId: 1, title: 'Cepelinai', preparationMinutes: 120, chefCity: null },
    overrides,
  );

/** POST /store/order-fees: DESIGN §5's worked example paid by card, for one dish. */
export const anOrderQuote = (overrides: Partial<OrderQuote> = {}): OrderQuote =>
  build(OrderQuoteSchema, { fees: WORKED_EXAMPLE_CARD_FEES, dishes: [aServiceDish()] }, overrides);

/** GET /store/service-slots' `slots`: one Vilnius day with two times. */
export const someServiceSlots = (overrides: Partial<ServiceSlots> = {}): ServiceSlots =>
  build(
    ServiceSlotsSchema,
    { timeZone: 'Europe/Vilnius', days: [{ date: '2026-06-05', times: ['18:00', '18:30'] }] },
    overrides,
  );

/** POST /secure/stripe-intent: a sandbox payment started for an order. */
export const aPaymentIntent = (overrides: Partial<PaymentIntent> = {}): PaymentIntent =>
  build(PaymentIntentSchema, { id: 'pi_1', secret: 'pi_1_secret', provider: 'sandbox' }, overrides);

/** POST /payments/sandbox/confirm: an order's card held until a chef confirms. */
export const aSandboxConfirmation = (overrides: Partial<SandboxConfirmAnswer> = {}): SandboxConfirmAnswer =>
  build(SandboxConfirmAnswerSchema, { id: 'pi_1', status: 'requires_capture' }, overrides);
