import {
  PIN_EMAILS_PER_ADDRESS,
  PIN_EMAILS_PER_ADDRESS_FROM_ANYONE,
  PIN_EMAILS_PER_REQUESTER,
  PIN_LENGTH,
  PIN_MAX_WRONG_TRIES,
  PIN_TTL_MINUTES,
} from '#domain/constants.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hmac, randomDigits, safeEqual } from '../../lib/crypto.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { RateWindow, takeAll, type RateClaim } from '../../lib/rate-window.ts';
import * as repo from './pins.repo.ts';

/** What a PIN proves: sign-in, linking a guest order, confirming an asset transfer, deleting an account. */
export type PinPurpose = 'sign-in' | 'order-link' | 'asset-transfer' | 'account-delete';

export type PinCheck = 'ok' | 'invalid' | 'expired';

/** Who asks for a PIN mail: the limits count per requester as well as per address. */
export interface PinRequester {
  /** The client's network address (request.ip: the balancer's view behind TRUST_PROXY). */
  ip: string;
  /** The signed-in account asking, if any. */
  userId?: string;
  /** A guest browser's signed id (lib/guest-orders.ts), if it has one. */
  browserId?: string;
  /** The signed-in owner asks for a PIN to their own address (a transfer): no stranger's count applies. */
  ownsAddress?: boolean;
}

interface PinTarget {
  purpose: PinPurpose;
  email: string;
  /** What the PIN is bound to besides the address (an order id, a transfer id). */
  subject?: string;
}

/**
 * One-time PINs (DESIGN §3): 6 random digits, kept as keyed hashes, single use, valid 10 minutes,
 * void after 5 wrong tries; a new PIN cancels the previous one. PIN e-mails are limited per address
 * and requester together, per address from anyone (a short window), and per requester whatever the
 * address (docs/decisions.md, "PIN mails are limited per requester").
 */
export class PinService {
  private readonly mailsPerAddress: RateWindow;
  private readonly mailsFromAnyone: RateWindow;
  private readonly mailsPerRequester: RateWindow;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** PIN mails go through the mail queue (mail_outbox), as every other mail. */
    private readonly mailQueue: Pick<Notifier, 'queueMail' | 'flushSoon'>,
    /** The first keys new PINs; any keys a PIN's check, so one issued before a rotation still works. */
    private readonly secrets: readonly string[],
  ) {
    this.mailsPerAddress = new RateWindow(db, clock, 'pin-mail-pair', PIN_EMAILS_PER_ADDRESS);
    this.mailsFromAnyone = new RateWindow(db, clock, 'pin-mail-address', PIN_EMAILS_PER_ADDRESS_FROM_ANYONE);
    this.mailsPerRequester = new RateWindow(db, clock, 'pin-mail-requester', PIN_EMAILS_PER_REQUESTER);
  }

  /**
   * Creates a PIN for `target` and queues its mail in the same transaction, then hands it to the
   * mail server at once, in the background; 429 when the address or the requester has had too many
   * PIN mails (counted before the PIN is made, atomically across app servers). A mail server that is
   * down does not fail the request: the mail is retried every few seconds until the PIN expires, and
   * dropped unsent after that (the user asks for a new PIN).
   */
  async issue(target: PinTarget, requester: PinRequester, composeMail: (pin: string) => Mail): Promise<void> {
    const refused = await takeAll(this.db, this.claims(target.email.trim().toLowerCase(), requester));
    if (refused) {
      const code =
        refused.claim.window === this.mailsPerRequester
          ? 'pages.auth.tooManyPinRequestsFromHere'
          : 'pages.auth.tooManyPinRequests';
      throw AppError.tooManyRequests(code, refused.retryAfterSeconds, {
        minutes: Math.ceil(refused.retryAfterSeconds / 60),
      });
    }
    const pin = randomDigits(PIN_LENGTH);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + PIN_TTL_MINUTES * 60_000);
    await this.db.transaction(async (tx) => {
      await repo.cancelOpenPins(tx, target, now);
      const pinId = await repo.insertPendingPin(tx, target, expiresAt, now);
      await repo.setPinHash(tx, pinId, this.hash(pinId, pin));
      await this.mailQueue.queueMail(tx, composeMail(pin), expiresAt);
    });
    this.mailQueue.flushSoon();
  }

  /** The counts one PIN mail takes: the requester's own, the address's with this requester, and anyone's. */
  private claims(email: string, requester: PinRequester): RateClaim[] {
    const who = requester.userId ? `user:${requester.userId}` : `ip:${requester.ip}`;
    return [
      { window: this.mailsPerRequester, key: `ip:${requester.ip}` },
      ...(requester.userId ? [{ window: this.mailsPerRequester, key: `user:${requester.userId}` }] : []),
      ...(requester.browserId
        ? [{ window: this.mailsPerRequester, key: `browser:${requester.browserId}` }]
        : []),
      { window: this.mailsPerAddress, key: `${email} ${who}` },
      ...(requester.ownsAddress ? [] : [{ window: this.mailsFromAnyone, key: email }]),
    ];
  }

  /** Uses up the current PIN for `target` when `pin` matches it. Safe under concurrent calls. */
  async consume(target: PinTarget, pin: string): Promise<PinCheck> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const current = await repo.lockCurrentPin(tx, target);
      if (!current || current.expiresAt <= now) return 'expired';
      if (!this.secrets.some((secret) => safeEqual(current.pinHash, hmac(secret, `${current.id}:${pin}`)))) {
        const wrongTries = current.wrongTries + 1;
        await repo.recordWrongTry(tx, current.id, wrongTries, wrongTries >= PIN_MAX_WRONG_TRIES ? now : null);
        return 'invalid';
      }
      return (await repo.usePin(tx, current.id, now)) ? 'ok' : 'expired';
    });
  }

  private hash(pinId: string, pin: string): string {
    return hmac(this.secrets[0]!, `${pinId}:${pin}`);
  }
}
