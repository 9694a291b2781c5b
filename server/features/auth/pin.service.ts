import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  PIN_EMAILS_PER_ADDRESS,
  PIN_LENGTH,
  PIN_MAX_WRONG_TRIES,
  PIN_TTL_MINUTES,
} from '#domain/constants.ts';
import type { Db } from '../../db/client.ts';
import { pins } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hmac, randomDigits, safeEqual } from '../../lib/crypto.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { RateWindow } from '../../lib/rate-window.ts';

/** What a PIN proves: sign-in, linking a guest order, confirming an asset transfer. */
export type PinPurpose = 'sign-in' | 'order-link' | 'asset-transfer';

export type PinCheck = 'ok' | 'invalid' | 'expired';

interface PinTarget {
  purpose: PinPurpose;
  email: string;
  /** What the PIN is bound to besides the address (an order id, a transfer id). */
  subject?: string;
}

/**
 * One-time PINs (DESIGN §3): 6 random digits, kept as keyed hashes, single use, valid 10 minutes,
 * void after 5 wrong tries; a new PIN cancels the previous one. PIN e-mails are limited per address.
 */
export class PinService {
  private readonly mailsPerAddress: RateWindow;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    /** The first keys new PINs; any keys a PIN's check, so one issued before a rotation still works. */
    private readonly secrets: readonly string[],
  ) {
    this.mailsPerAddress = new RateWindow(db, clock, 'pin-mail', PIN_EMAILS_PER_ADDRESS);
  }

  /** Creates a PIN for `target` and mails it; 429 when the address has had too many PIN mails. */
  async issue(target: PinTarget, composeMail: (pin: string) => Mail): Promise<void> {
    const limit = await this.mailsPerAddress.exceeded(target.email);
    if (limit)
      throw AppError.tooManyRequests('pages.auth.tooManyPinRequests', limit.retryAfterSeconds, {
        minutes: Math.ceil(limit.retryAfterSeconds / 60),
      });
    const pin = randomDigits(PIN_LENGTH);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(pins)
        .set({ usedAt: now })
        .where(and(this.matches(target), isNull(pins.usedAt)));
      const [row] = await tx
        .insert(pins)
        .values({
          purpose: target.purpose,
          email: target.email,
          subject: target.subject ?? null,
          pinHash: 'pending',
          expiresAt: new Date(now.getTime() + PIN_TTL_MINUTES * 60_000),
          createdAt: now,
        })
        .returning({ id: pins.id });
      await tx
        .update(pins)
        .set({ pinHash: this.hash(row!.id, pin) })
        .where(eq(pins.id, row!.id));
    });
    await this.mailsPerAddress.record(target.email);
    await this.mailer.send(composeMail(pin));
  }

  /** Uses up the current PIN for `target` when `pin` matches it. Safe under concurrent calls. */
  async consume(target: PinTarget, pin: string): Promise<PinCheck> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(pins)
        .where(and(this.matches(target), isNull(pins.usedAt)))
        .orderBy(desc(pins.createdAt))
        .limit(1)
        .for('update');
      if (!current || current.expiresAt <= now) return 'expired';
      if (!this.secrets.some((secret) => safeEqual(current.pinHash, hmac(secret, `${current.id}:${pin}`)))) {
        const wrongTries = current.wrongTries + 1;
        await tx
          .update(pins)
          .set({ wrongTries, usedAt: wrongTries >= PIN_MAX_WRONG_TRIES ? now : null })
          .where(eq(pins.id, current.id));
        return 'invalid';
      }
      const used = await tx
        .update(pins)
        .set({ usedAt: now })
        .where(and(eq(pins.id, current.id), isNull(pins.usedAt)))
        .returning({ id: pins.id });
      return used.length === 1 ? 'ok' : 'expired';
    });
  }

  private matches(target: PinTarget) {
    return and(
      eq(pins.purpose, target.purpose),
      eq(pins.email, target.email),
      target.subject === undefined ? isNull(pins.subject) : eq(pins.subject, target.subject),
    );
  }

  private hash(pinId: string, pin: string): string {
    return hmac(this.secrets[0]!, `${pinId}:${pin}`);
  }
}
