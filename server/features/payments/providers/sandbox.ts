import { eq } from 'drizzle-orm';
import { randomToken, safeEqual, sha256 } from '../../../lib/crypto.ts';
import type { Db } from '../../../db/client.ts';
import { sandboxIntents, sandboxRefunds } from '../../../db/schema.ts';
import { CardError, type CaptureMethod, type PaymentProvider } from './payment-provider.ts';

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
    await this.db.update(sandboxIntents).set({ status: confirmedStatus }).where(eq(sandboxIntents.id, id));
    return { status: confirmedStatus, amountCents: intent.amountCents };
  }

  async capture(id: string) {
    await this.db.update(sandboxIntents).set({ status: 'succeeded' }).where(eq(sandboxIntents.id, id));
  }

  async release(id: string) {
    await this.db.update(sandboxIntents).set({ status: 'canceled' }).where(eq(sandboxIntents.id, id));
  }

  /** Like Stripe, a refund retried with the same idempotency key returns the first refund. */
  async refund(id: string, amountCents: number, idempotencyKey: string) {
    return this.db.transaction(async (tx) => {
      const [seen] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (seen) return { refundId: seen.refundId };
      const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).for('update');
      if (!intent) throw new CardError('resource_missing', 'payments.intentNotFound');
      const refundId = `re_sandbox_${randomToken().slice(0, 24)}`;
      await tx
        .update(sandboxIntents)
        .set({ refundedCents: Math.min(intent.amountCents, intent.refundedCents + amountCents) })
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
