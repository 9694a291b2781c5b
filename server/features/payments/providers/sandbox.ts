import { eq } from 'drizzle-orm';
import { randomToken, safeEqual, sha256 } from '../../../lib/crypto.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { sandboxIntents, sandboxRefunds } from '../../../db/schema.ts';
import {
  CardError,
  ProviderRefusal,
  type CaptureMethod,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.ts';

/** As Stripe, an authorisation nobody captured is dropped 7 days after it was made. */
export const SANDBOX_HOLD_LIFETIME_MS = 7 * 24 * 3_600_000;

/**
 * The built-in provider (DESIGN §1, §4): behaves like Stripe's test mode with its test cards, keeps
 * its intents in its own table, and needs no network. The default when Stripe is not configured.
 */
export const SANDBOX_CARDS: Record<string, { decline?: string; message?: string }> = {
  '4242424242424242': {},
  '4000000000000002': { decline: 'card_declined', message: 'payments.cardDeclined' },
  '4000000000009995': { decline: 'insufficient_funds', message: 'payments.insufficientFunds' },
};

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Like Stripe, a start repeated with the same idempotency key answers the first intent. */
  async authorize({
    amountCents,
    idempotencyKey,
    captureMethod = 'manual',
  }: {
    amountCents: number;
    idempotencyKey?: string;
    captureMethod?: CaptureMethod;
  }) {
    const id = `pi_sandbox_${randomToken().slice(0, 24)}`;
    const secret = `${id}_secret_${randomToken().slice(0, 24)}`;
    const created = await this.db
      .insert(sandboxIntents)
      .values({
        id,
        secretHash: sha256(secret),
        clientSecret: secret,
        idempotencyKey: idempotencyKey ?? null,
        amountCents,
        status: 'requires_payment_method',
        captureMethod,
      })
      .onConflictDoNothing({ target: sandboxIntents.idempotencyKey })
      .returning({ id: sandboxIntents.id });
    if (created.length) return { id, secret };
    const [first] = await this.db
      .select()
      .from(sandboxIntents)
      .where(eq(sandboxIntents.idempotencyKey, idempotencyKey!));
    if (first!.amountCents !== amountCents)
      throw new CardError('idempotency_key_in_use', 'payments.amountMismatch');
    return { id: first!.id, secret: first!.clientSecret ?? '' };
  }

  async resume(id: string) {
    const [intent] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    if (!intent?.clientSecret) throw new CardError('resource_missing', 'payments.intentNotFound');
    return { id, secret: intent.clientSecret };
  }

  /**
   * The browser's card confirmation: test cards as Stripe's; any future expiry (MM/YY or MM/YYYY) and a
   * 3-digit CVC. Answers the intent's new status ('succeeded' when captured automatically) or throws
   * a CardError.
   */
  async confirm(
    id: string,
    secret: string,
    card: CardInput,
  ): Promise<{ status: 'requires_capture' | 'succeeded'; amountCents: number }> {
    const [intent] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    if (!intent || !safeEqual(intent.secretHash, sha256(secret)))
      throw new CardError('resource_missing', 'payments.intentNotFound');
    const confirmedStatus = intent.captureMethod === 'automatic' ? 'succeeded' : 'requires_capture';
    if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
      return { status: confirmedStatus, amountCents: intent.amountCents };
    }
    // As Stripe: a canceled intent cannot be confirmed any more.
    if (intent.status === 'canceled')
      throw new CardError('payment_intent_unexpected_state', 'payments.superseded');
    const number = card.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(number) || !luhn(number))
      throw new CardError('incorrect_number', 'payments.incorrectNumber');
    if (!isFutureExpiry(card.expiry, this.now())) throw new CardError('expired_card', 'payments.expiredCard');
    if (!/^\d{3}$/.test(card.cvc.trim())) throw new CardError('incorrect_cvc', 'payments.incorrectCvc');
    const outcome = SANDBOX_CARDS[number] ?? {};
    if (outcome.decline) throw new CardError(outcome.decline, outcome.message!);
    const now = this.now();
    await this.db
      .update(sandboxIntents)
      .set(
        confirmedStatus === 'succeeded'
          ? { status: confirmedStatus, capturedCents: intent.amountCents }
          : { status: confirmedStatus, authorizedAt: now },
      )
      .where(eq(sandboxIntents.id, id));
    return { status: confirmedStatus, amountCents: intent.amountCents };
  }

  /** Takes part or all of a hold, as Stripe's capture with amount_to_capture; the rest is let go. */
  async capture(id: string, amountCents: number) {
    await this.db.transaction(async (tx) => {
      const intent = await this.current(tx, id);
      if (intent.status !== 'requires_capture') throw unexpectedState(intent.status, 'captured');
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > intent.amountCents)
        throw new ProviderRefusal('amount_too_large');
      await tx
        .update(sandboxIntents)
        .set({ status: 'succeeded', capturedCents: amountCents })
        .where(eq(sandboxIntents.id, id));
    });
  }

  async release(id: string) {
    await this.db.transaction(async (tx) => {
      const intent = await this.current(tx, id);
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw unexpectedState(intent.status, 'canceled');
      await tx
        .update(sandboxIntents)
        .set({ status: 'canceled', cancellationReason: 'requested_by_customer' })
        .where(eq(sandboxIntents.id, id));
    });
  }

  async inspect(id: string): Promise<ProviderPayment> {
    const intent = await this.db.transaction((tx) => this.current(tx, id));
    return {
      status: intent.status as ProviderPayment['status'],
      amountCents: intent.amountCents,
      receivedCents: intent.capturedCents ?? 0,
      cancellationReason: intent.cancellationReason,
    };
  }

  /**
   * The intent, locked, as it stands at the sandbox's clock: a hold older than 7 days has lapsed
   * (canceled, reason 'automatic'), as Stripe drops it.
   */
  private async current(tx: DbOrTx, id: string) {
    const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).for('update');
    if (!intent) throw new ProviderRefusal('resource_missing');
    const lapsed =
      intent.status === 'requires_capture' &&
      intent.authorizedAt !== null &&
      this.now().getTime() - intent.authorizedAt.getTime() >= SANDBOX_HOLD_LIFETIME_MS;
    if (!lapsed) return intent;
    const [dropped] = await tx
      .update(sandboxIntents)
      .set({ status: 'canceled', cancellationReason: 'automatic' })
      .where(eq(sandboxIntents.id, id))
      .returning();
    return dropped!;
  }

  /**
   * Like Stripe, a refund retried with the same idempotency key returns the first refund; only a
   * captured payment is refunded (a hold is released instead), never past what was captured.
   */
  async refund(id: string, amountCents: number, idempotencyKey: string) {
    return this.db.transaction(async (tx) => {
      const [seen] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (seen) {
        if (seen.intentId !== id || seen.amountCents !== amountCents)
          throw new ProviderRefusal('idempotency_error');
        return { refundId: seen.refundId };
      }
      const intent = await this.current(tx, id);
      if (intent.status !== 'succeeded') throw new ProviderRefusal('charge_not_refundable');
      const captured = intent.capturedCents ?? intent.amountCents;
      if (intent.refundedCents >= captured) throw new ProviderRefusal('charge_already_refunded');
      if (!Number.isInteger(amountCents) || amountCents <= 0 || intent.refundedCents + amountCents > captured)
        throw new ProviderRefusal('amount_too_large');
      const refundId = `re_sandbox_${randomToken().slice(0, 24)}`;
      await tx
        .update(sandboxIntents)
        .set({ refundedCents: intent.refundedCents + amountCents })
        .where(eq(sandboxIntents.id, id));
      await tx.insert(sandboxRefunds).values({ idempotencyKey, intentId: id, refundId, amountCents });
      return { refundId };
    });
  }

  /** What the sandbox has refunded on an intent (tests and the operator console read it). */
  async refundedCents(id: string): Promise<number> {
    const [intent] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    return intent?.refundedCents ?? 0;
  }

  publicConfig() {
    return { provider: 'sandbox' as const };
  }
}

function unexpectedState(status: string, action: string) {
  return new ProviderRefusal(
    'payment_intent_unexpected_state',
    `This PaymentIntent could not be ${action} because it has a status of ${status}.`,
  );
}

function luhn(number: string): boolean {
  let total = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    total += digit;
  }
  return total % 10 === 0;
}

function isFutureExpiry(expiry: string, now: Date): boolean {
  const match = expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card is valid through the last day of its expiry month.
  return new Date(Date.UTC(year, month, 1)) > now;
}
