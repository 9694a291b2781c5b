import {
  CITIES,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_IP,
  type Language,
} from '#domain/constants.ts';
import { checkPhone, findPhoneCountry } from '#domain/accounts/phone.ts';
import type {
  PinLoginInput,
  PwLoginInput,
  RegisterInput,
  SetPasswordInput,
} from '#domain/accounts/credentials.schema.ts';
import type { Authorized } from '#domain/accounts/session.response.ts';
import type { LegalInfo } from '#domain/chefs/merchant-info.response.ts';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { passwordVoidedMail, signInPinMail } from './auth.mails.ts';
import { presentAuthorized } from './auth.presenter.ts';
import * as repo from './auth.repo.ts';
import type { PinRequester, PinService } from './pin.service.ts';

const emailTaken = () => AppError.field(409, 'identityKey', 'forms.validation.emailAlreadyExists');
const phoneTaken = () => AppError.field(409, 'phoneNumber', 'forms.validation.phoneAlreadyExists');

/**
 * An administrator disabled the account (store-management): told only to whoever proved the
 * account (its password, or a PIN to its address), so the refusal reveals nothing to anyone else.
 */
function refuseIfDisabled(user: { disabledAt: Date | null }) {
  if (user.disabledAt) throw AppError.field(403, 'identityKey', 'pages.auth.accountDisabled');
}

/**
 * Failed sign-ins count per account and client address together, so one address (an
 * office, a carrier's NAT) cannot lock out everyone behind it, nor one attacker an account from
 * everywhere. DESIGN §3's figure (10 in 15 minutes) applies to each pair.
 */
function failureKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase()} ${ip}`;
}

/** Accounts and sign-in (spec accounts §4, §7; DESIGN §3, §4). */
export class AuthService {
  private readonly signInFailures: RateWindow;
  private readonly addressFailures: RateWindow;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly pins: PinService,
    /** The chef approval state, owned by the chefs feature. */
    private readonly legalInfoOf: (userId: string) => Promise<LegalInfo>,
    private readonly mailer?: Mailer,
  ) {
    this.signInFailures = new RateWindow(db, clock, 'sign-in-failure', [SIGN_IN_FAILURES_PER_IP]);
    this.addressFailures = new RateWindow(db, clock, 'sign-in-failure-address', [
      SIGN_IN_FAILURES_PER_ADDRESS,
    ]);
  }

  /** Creates a CUSTOMER with a password; the chef form's details are stored in the same transaction. */
  async register(input: RegisterInput, lang: Language): Promise<repo.UserRow> {
    if (isCommonPassword(input.password)) throw AppError.field(400, 'password', 'pages.auth.commonPassword');
    const phone = input.phoneNumber ? checkPhone(input.phoneNumber, input.phoneCountry) : undefined;
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.identityKey)) throw emailTaken();
        if (phone?.ok && (await repo.findUserByPhone(tx, phone.normalized))) throw phoneTaken();
        const now = this.clock.now();
        const user = await repo.insertUser(tx, {
          email: input.identityKey,
          passwordHash,
          role: 'CUSTOMER',
          language: lang,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: phone?.ok ? phone.normalized : undefined,
          phoneCountry: phone?.ok ? phone.country.language_tag : undefined,
          termsAcceptedAt: input.agreeToTerms ? now : undefined,
          authorizedToEarnAt: input.authorizedToEarn ? now : undefined,
        });
        if (input.city && (CITIES as readonly string[]).includes(input.city)) {
          const country = findPhoneCountry('lt')!;
          await repo.insertAddress(tx, {
            userId: user.id,
            city: input.city,
            country: country.country_tag,
            countryPhoneCode: country.phone_code,
          });
        }
        return user;
      });
    } catch (error) {
      // Two registrations racing past the checks above meet the unique indexes instead.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        throw pgConstraint(error) === 'users_phone_unique' ? phoneTaken() : emailTaken();
      }
      throw error;
    }
  }

  async passwordLogin(input: PwLoginInput, ip: string): Promise<repo.UserRow> {
    await this.refuseIfTooManyFailures(input.identityKey, ip);
    const user = await repo.findUserByEmail(this.db, input.identityKey);
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    if (!user || !valid) {
      await this.recordFailure(input.identityKey, ip);
      throw AppError.field(401, 'identityKey', 'pages.auth.invalidCredentials');
    }
    refuseIfDisabled(user);
    return user;
  }

  /** Mails a sign-in PIN. The answer is the same whether or not the address has an account. */
  async requestSignInPin(email: string, lang: Language, requester: PinRequester): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    const mailLanguage = (user?.language as Language | undefined) ?? lang;
    await this.pins.issue({ purpose: 'sign-in', email }, requester, (pin) =>
      signInPinMail(email, pin, mailLanguage),
    );
  }

  /** Signs in with an e-mailed PIN; a new address gets a CUSTOMER account (the PIN proves it). */
  async pinLogin(
    input: PinLoginInput,
    ip: string,
    lang: Language,
  ): Promise<repo.UserRow & { newAccount?: boolean }> {
    await this.refuseIfTooManyFailures(input.identityKey, ip);
    const check = await this.pins.consume({ purpose: 'sign-in', email: input.identityKey }, input.pin);
    if (check !== 'ok') {
      await this.recordFailure(input.identityKey, ip);
      throw AppError.field(
        400,
        'pin',
        check === 'expired' ? 'pages.auth.pinExpired' : 'pages.auth.pinInvalid',
      );
    }
    return this.findOrCreateVerifiedCustomer(input.identityKey, lang);
  }

  /** `newAccount` marks the row this call created, so the first sign-in is told apart from a return. */
  async findOrCreateVerifiedCustomer(
    email: string,
    lang: Language,
  ): Promise<repo.UserRow & { newAccount?: boolean }> {
    const existing = await repo.findUserByEmail(this.db, email);
    if (existing) {
      // A deleted account's left-over address (privacy feature) never signs in again.
      if (existing.deletedAt) throw AppError.field(401, 'identityKey', 'pages.auth.invalidCredentials');
      // PIN sign-in and order linking both come here once the PIN proved the address.
      refuseIfDisabled(existing);
      if (existing.verified) return existing;
      if (!existing.passwordHash) {
        await repo.markVerified(this.db, existing.id);
        return { ...existing, verified: true };
      }
      // Created with a password before anyone proved the address; it may not be theirs.
      await this.db.transaction((tx) => repo.verifyAndVoidPassword(tx, existing.id));
      // In the language of whoever proved the address: the stored one may be the other person's.
      await this.mailer?.send(passwordVoidedMail(email, lang));
      return { ...existing, verified: true, passwordHash: null };
    }
    try {
      const created = await repo.insertUser(this.db, {
        email,
        role: 'CUSTOMER',
        verified: true,
        language: lang,
      });
      return { ...created, newAccount: true };
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      return (await repo.findUserByEmail(this.db, email))!; // created by a concurrent request
    }
  }

  /**
   * A password set on the profile: a new one when the account has none (after a PIN sign-in, or a
   * password voided by one), else a change that needs the current password. Every session of the
   * account ends with the change, in the same transaction (the caller starts a new one for the
   * browser that made it).
   */
  async setPassword(userId: string, input: SetPasswordInput): Promise<void> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw AppError.unauthorized();
    if (user.passwordHash) {
      const current = input.currentPassword ?? '';
      if (!current || !(await verifyPassword(user.passwordHash, current)))
        throw AppError.field(400, 'currentPassword', 'pages.auth.invalidCredentials');
    }
    if (isCommonPassword(input.password)) throw AppError.field(400, 'password', 'pages.auth.commonPassword');
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction((tx) => repo.setPasswordHashEndingSessions(tx, userId, passwordHash));
  }

  async authorized(userId: string): Promise<Authorized> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw AppError.unauthorized();
    return this.present(user);
  }

  async present(user: repo.UserRow & { newAccount?: boolean }): Promise<Authorized> {
    return presentAuthorized(user, await this.legalInfoOf(user.id));
  }

  private async recordFailure(email: string, ip: string) {
    await this.signInFailures.record(failureKey(email, ip));
    await this.addressFailures.record(ip);
  }

  private async refuseIfTooManyFailures(email: string, ip: string) {
    const limit =
      (await this.signInFailures.exceeded(failureKey(email, ip))) ??
      (await this.addressFailures.exceeded(ip));
    if (limit) {
      throw AppError.tooManyRequests('pages.auth.tooManySignInAttempts', limit.retryAfterSeconds, {
        minutes: limit.window.windowMinutes,
      });
    }
  }

  async pruneRateEvents(): Promise<void> {
    await this.signInFailures.prune();
    await this.addressFailures.prune();
  }
}
