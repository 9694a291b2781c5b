import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_FAILURES_PER_IP } from '#domain/constants.ts';
import type { DeleteAccountInput } from '#domain/privacy/privacy.schema.ts';
import type { DeletionStanding } from '#domain/privacy/privacy.response.ts';
import { ACCOUNTING_RETENTION_YEARS, deletionObstacles, tombstoneEmail } from '#domain/privacy/retention.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import type { PinRequester, PinService } from '../auth/pin.service.ts';
import type { FilesService } from '../files/files.service.ts';
import * as exportRepo from './export.repo.ts';
import {
  exportHeader,
  presentChefItems,
  presentCustomerOrders,
  presentFiles,
  presentProfile,
  presentThreads,
} from './export.presenter.ts';
import { presentMore } from './export-more.presenter.ts';
import { deletePinMail } from './privacy.mails.ts';
import * as repo from './privacy.repo.ts';
import { languageOf } from '#domain/i18n/locale.ts';

/**
 * A person's own data (GDPR arts. 15, 17 and 20): the export of everything of theirs, and the
 * deletion of the account, which erases or anonymises the personal data and keeps what the law
 * requires (domain/privacy/retention.ts).
 */
export class PrivacyService {
  private readonly failures: RateWindow;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly pins: PinService,
    private readonly files: FilesService,
    /** Ends the kept sessions on every app server once the rows are gone (SessionStore.ended). */
    private readonly sessionsEnded: () => void,
    private readonly log: FastifyBaseLogger,
  ) {
    // Wrong passwords here count as failed sign-ins would: a stolen session cannot guess on.
    this.failures = new RateWindow(db, clock, 'account-delete-failure', [SIGN_IN_FAILURES_PER_IP]);
  }

  /** GET /secure/account/export: the document, as an object to be sent as JSON. */
  async exportOf(userId: string) {
    const user = await exportRepo.user(this.db, userId);
    if (!user || user.deletedAt) throw AppError.unauthorized();
    const [addresses, merchant, asCustomer, asChef, threads, files] = await Promise.all([
      exportRepo.ownAddresses(this.db, userId),
      exportRepo.ownMerchantInfo(this.db, userId),
      exportRepo.ordersAsCustomer(this.db, userId),
      exportRepo.itemsAsChef(this.db, userId),
      exportRepo.threadsWithMessages(this.db, userId),
      exportRepo.ownFiles(this.db, userId),
    ]);
    const [notifications, events, reviews, complaints, credits, assistant] = await Promise.all([
      exportRepo.ownNotifications(this.db, userId),
      exportRepo.eventRequestsAndProposals(this.db, userId),
      exportRepo.reviewsOf(this.db, userId),
      exportRepo.complaintsOf(this.db, userId),
      exportRepo.credits(this.db, userId),
      exportRepo.ownAssistantMessages(this.db, userId),
    ]);
    return {
      ...exportHeader(this.clock.now()),
      profile: presentProfile(user, addresses, merchant),
      ordersAsCustomer: presentCustomerOrders(asCustomer),
      itemsAsChef: presentChefItems(asChef),
      conversations: presentThreads(userId, threads),
      ...presentMore(userId, { notifications, events, reviews, complaints, credits, assistant }),
      files: presentFiles(files),
    };
  }

  /** GET /secure/account/deletion: how the account confirms, and what stops a deletion now. */
  async standing(userId: string): Promise<DeletionStanding> {
    const user = await repo.findUser(this.db, userId);
    if (!user || user.deletedAt) throw AppError.unauthorized();
    return {
      hasPassword: user.passwordHash !== null,
      obstacles: deletionObstacles(await repo.standing(this.db, userId, user.role)),
      retentionYears: ACCOUNTING_RETENTION_YEARS,
    };
  }

  /** POST /secure/account/delete-pin: a PIN to the account's address, for an account without a password. */
  async requestPin(userId: string, requester: PinRequester): Promise<string> {
    const user = await repo.findUser(this.db, userId);
    if (!user || user.deletedAt) throw AppError.unauthorized();
    if (user.passwordHash) throw AppError.field(400, 'password', 'forms.validation.required');
    const language = languageOf(user.language);
    await this.pins.issue(
      { purpose: 'account-delete', email: user.email, subject: userId },
      { ...requester, userId, ownsAddress: true },
      (pin) => deletePinMail(user.email, pin, language),
    );
    return user.email;
  }

  /**
   * POST /secure/account/delete. Re-authenticated (the password, or a fresh PIN), refused while the
   * account has open business, then erased in one transaction under the account's row lock; the
   * stored files go after the commit, and every app server forgets the account's sessions.
   */
  async deleteAccount(userId: string, input: DeleteAccountInput, ip: string): Promise<void> {
    const user = await repo.findUser(this.db, userId);
    if (!user || user.deletedAt) throw AppError.unauthorized();
    await this.confirmIdentity(user, input, ip);
    await this.db.transaction(async (tx) => {
      const locked = await repo.lockUser(tx, userId);
      // Deleted meanwhile by another request of the same person: this one has nothing left to do.
      if (!locked || locked.deletedAt) throw AppError.unauthorized();
      const obstacles = deletionObstacles(await repo.standing(tx, userId, locked.role));
      if (obstacles.length) throw AppError.conflict(`privacy.deleteRefused.${obstacles[0]}`);
      await repo.eraseAccount(tx, userId, locked.email, tombstoneEmail(userId), this.clock.now());
    });
    this.sessionsEnded();
    try {
      await this.files.removeAllOf(userId);
    } catch (error) {
      // The rows are gone, so nothing serves these objects any more; the log names the folder to clear.
      this.log.error({ err: error, userId }, 'deleted account: its stored files could not be removed');
    }
  }

  private async confirmIdentity(
    user: NonNullable<Awaited<ReturnType<typeof repo.findUser>>>,
    input: DeleteAccountInput,
    ip: string,
  ) {
    const key = `${user.id} ${ip}`;
    const limit = await this.failures.exceeded(key);
    if (limit) {
      throw AppError.tooManyRequests('pages.auth.tooManySignInAttempts', limit.retryAfterSeconds, {
        minutes: limit.window.windowMinutes,
      });
    }
    if (user.passwordHash) {
      if (!input.password) throw AppError.field(400, 'password', 'forms.validation.required');
      if (await verifyPassword(user.passwordHash, input.password)) return;
      await this.failures.record(key);
      throw AppError.field(400, 'password', 'pages.auth.invalidCredentials');
    }
    if (!input.pin) throw AppError.field(400, 'pin', 'forms.validation.required');
    const check = await this.pins.consume(
      { purpose: 'account-delete', email: user.email, subject: user.id },
      input.pin,
    );
    if (check === 'ok') return;
    await this.failures.record(key);
    throw AppError.field(400, 'pin', check === 'expired' ? 'pages.auth.pinExpired' : 'pages.auth.pinInvalid');
  }
}
