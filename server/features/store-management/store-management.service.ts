import { can } from '#domain/accounts/policies.ts';
import { complaintsAboutItems } from '../complaints/complaints.queries.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/constants.ts';
import { VMVT_REGISTRY_URL } from '#domain/chefs/chef-profile.schema.ts';
import { RATING_WINDOW } from '#domain/orders/ratings.ts';
import { badgeStanding } from '#domain/chefs/badge-standing.ts';
import {
  DISHES_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
  type AccountDisableInput,
  type AccountEnableInput,
  type DishesQuery,
  type FlaggedDecision,
  type OrdersQuery,
  type UserRoleInput,
} from '#domain/store-management/console.schema.ts';
import type {
  Application,
  ConsoleAccount,
  ConsoleDecision,
  Counts,
  DishDeactivationAnswer,
  DishesPage,
  FlaggedChef,
  LegalInfo,
  OrderDetail,
  OrdersPage,
  PayoutsAnswer,
  QueueEntry,
  StaffAccount,
  UserRoleAnswer,
} from '#domain/store-management/console.response.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import { decodeCursor, encodeCursor, TIMESTAMP_PATTERN, type PartRule } from '../../lib/keyset-cursor.ts';
import type { Mail } from '../../lib/mailer.ts';
import { SessionStore, type SessionUser } from '../../lib/session-store.ts';
import type { ChefsService } from '../chefs/chefs.service.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { accountDisabledMail, accountEnabledMail, dishDeactivatedMail } from './store-management.mails.ts';
import {
  presentCertificatesCheck,
  presentFoodBusinessCheck,
  presentDecision,
  presentFile,
  presentFlaggedChef,
  presentOrderDetail,
  presentOrderSummary,
  presentPayout,
  presentQueueEntry,
  renderAnswers,
} from './store-management.presenter.ts';
import * as dishesRepo from './console-dishes.repo.ts';
import * as ordersRepo from './console-orders.repo.ts';
import type { PageStart } from './console-search.repo.ts';
import * as repo from './store-management.repo.ts';

/** A console list's cursor: the last row's time (to the microsecond) and id. */
const LIST_CURSOR: PartRule[] = [TIMESTAMP_PATTERN, 'integer'];

/** Where a console page starts: after the cursor's row, else the page number's offset. */
function pageStart(query: { page: number; cursor?: string }, pageSize: number): PageStart {
  if (!query.cursor) return { offset: (query.page - 1) * pageSize };
  const [at, id] = decodeCursor(query.cursor, LIST_CURSOR);
  return { offset: 0, after: { at: at as string, id: id as number } };
}

/** The operator console: queues, searches and the decisions not owned by another feature. */
export class StoreManagementService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly chefs: ChefsService,
    private readonly mailQueue: Pick<Notifier, 'queueMail' | 'flushSoon'>,
    /** Ends the kept sessions on every app server once a disabling has committed (SessionStore.ended). */
    private readonly sessionsEnded: () => void,
    /** Order searches kept a few seconds, forgotten on any change of orders or of the catalog. */
    private readonly keptOrders?: KeptAnswers<OrdersPage>,
  ) {}

  async summary(): Promise<Counts> {
    return repo.countsByStatus(this.db);
  }

  async applications(): Promise<QueueEntry[]> {
    const now = this.clock.now();
    return (await repo.applicationsQueue(this.db)).map((row) => presentQueueEntry(row, now));
  }

  /** One chef's application as the operator reviews it, in the operator's language. */
  async application(userId: string, lang: Language): Promise<Application> {
    const row = await repo.chefWithProfile(this.db, userId);
    if (!row) throw AppError.notFound('chefs.applicationNotFound');
    const { merchant } = row;
    const certificates = await repo.labelledFiles(this.db, userId, 'certificate');
    const videos = await repo.labelledFiles(this.db, userId, 'video-cv');
    const video =
      (merchant.videoCvFileId && videos.find((file) => file.id === merchant.videoCvFileId)) || videos.at(-1);
    const filesById = new Map([...certificates, ...videos].map((file) => [file.id, file]));
    const decisions = await repo.decisionsFor(this.db, 'chef', [userId]);
    const checkerOf = async (userId: string | null) =>
      userId ? ((await repo.userContact(this.db, userId))?.email ?? null) : null;
    const [certificatesChecker, foodBusinessChecker] = await Promise.all([
      checkerOf(merchant.certificatesCheckedBy),
      checkerOf(merchant.foodBusinessCheckedBy),
    ]);
    const certificatesCheck = presentCertificatesCheck(
      merchant,
      certificates.map((file) => file.id),
      certificatesChecker,
    );
    const foodBusinessCheck = presentFoodBusinessCheck(merchant, foodBusinessChecker);
    const now = this.clock.now();
    return {
      userId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      nickname: row.nickname,
      city: row.city,
      phoneNumber: row.phoneNumber,
      language: row.language,
      applicationStatus: merchant.applicationStatus,
      valid: merchant.valid,
      submittedTimestamp: merchant.submittedAt?.getTime() ?? null,
      waitingMs: merchant.submittedAt ? Math.max(0, now.getTime() - merchant.submittedAt.getTime()) : 0,
      updatedTimestamp: merchant.updatedAt.getTime(),
      decisionReason: merchant.decisionReason,
      store: {
        hourRate: merchant.hourRateCents,
        kitchenType: merchant.kitchenTypes,
        about: merchant.about,
        website: merchant.website,
        socialNetworkURL: merchant.socialNetworkUrl,
      },
      foodBusinessNumber: merchant.foodBusinessNumber,
      foodBusinessCheck,
      registryUrl: VMVT_REGISTRY_URL,
      badgeStanding: badgeStanding({
        foodBusinessCheck: foodBusinessCheck.state,
        certificatesCheck: certificatesCheck.state,
        trustFigures: merchant.trustFigures,
        reliable: merchant.reliableSince !== null,
        quickToAnswer: merchant.quickToAnswerSince !== null,
        culinaryTraining: merchant.culinaryTraining,
        hasVideo: merchant.videoCvFileId !== null,
      }),
      badgesJudgedTimestamp: merchant.trustFiguresAt?.getTime() ?? null,
      answers: renderAnswers(merchant, lang, filesById),
      certificates: certificates.map(presentFile),
      certificatesCheck,
      videoCv: video ? presentFile(video) : null,
      decisions: decisions.map(presentDecision),
    };
  }

  async flaggedChefs(): Promise<FlaggedChef[]> {
    const now = this.clock.now();
    const rows = await repo.flaggedChefs(this.db);
    const decisions = await repo.decisionsFor(
      this.db,
      'chef',
      rows.map((row) => row.userId),
    );
    return Promise.all(
      rows.map(async (row) =>
        presentFlaggedChef(
          row,
          await repo.latestReviews(this.db, row.userId, RATING_WINDOW),
          decisions.filter((decision) => decision.subjectId === row.userId).map(presentDecision),
          now,
        ),
      ),
    );
  }

  /** Re-enable or keep disabled; the chefs feature records, audits and mails it. */
  async decideFlagged(operator: SessionUser, decision: FlaggedDecision): Promise<LegalInfo> {
    const info = await this.chefs.decide(operator.id, { ...decision, kind: 'flagged' });
    // The chefs presenter types the status as a string; it is the merchant row's enum (or 'none').
    return { ...info, applicationStatus: info.applicationStatus as LegalInfo['applicationStatus'] };
  }

  async orders(query: OrdersQuery): Promise<OrdersPage> {
    // Operators ask the same search again as they work through it; everyone sees the same orders.
    const compute = () => this.searchOrders(query);
    return this.keptOrders ? this.keptOrders.read(JSON.stringify(query), compute) : compute();
  }

  private async searchOrders(query: OrdersQuery): Promise<OrdersPage> {
    const start = pageStart(query, ORDERS_PAGE_SIZE);
    const { rows, total, totalCapped } = await ordersRepo.searchOrders(
      this.db,
      query,
      start,
      ORDERS_PAGE_SIZE,
      this.clock.now(),
    );
    const pageRows = rows.slice(0, ORDERS_PAGE_SIZE);
    const items = await ordersRepo.itemsOf(
      this.db,
      pageRows.map((row) => row.order.id),
    );
    const last = pageRows.at(-1);
    return {
      orders: pageRows.map((row) =>
        presentOrderSummary(
          row,
          items.filter((entry) => entry.item.orderId === row.order.id),
        ),
      ),
      total,
      totalCapped,
      page: query.page,
      pageSize: ORDERS_PAGE_SIZE,
      nextCursor:
        rows.length > ORDERS_PAGE_SIZE && last ? encodeCursor([last.createdKey, last.order.id]) : null,
    };
  }

  async order(orderId: number): Promise<OrderDetail> {
    const row = await ordersRepo.orderById(this.db, orderId);
    if (!row) throw AppError.notFound('orders.notFound');
    const items = await ordersRepo.itemsOf(this.db, [orderId]);
    const decisions = await repo.decisionsFor(this.db, 'order', [String(orderId)]);
    return presentOrderDetail(row, items, {
      payments: await ordersRepo.paymentsOf(this.db, orderId),
      refunds: await ordersRepo.refundsOf(this.db, orderId),
      complaints: await complaintsAboutItems(
        this.db,
        items.map((entry) => entry.item.id),
      ),
      payouts: await ordersRepo.payoutsOfItems(
        this.db,
        items.map((entry) => entry.item.id),
      ),
      decisions: decisions.map(presentDecision),
    });
  }

  async payouts(status: string): Promise<PayoutsAnswer> {
    const rows = await ordersRepo.payoutsByStatus(this.db, status);
    return {
      total: rows.reduce((sum, row) => sum + row.payout.amountCents, 0),
      payouts: rows.map((row) => ({
        ...presentPayout(row.payout),
        order: { id: row.orderId, sID: row.sId },
        itemTitle: row.itemTitle,
        chef: {
          userId: row.payout.sellerUserId,
          email: row.sellerEmail,
          firstName: row.sellerFirstName,
          lastName: row.sellerLastName,
          nickname: row.sellerNickname,
        },
      })),
    };
  }

  async dishes(query: DishesQuery): Promise<DishesPage> {
    const { rows, total, totalCapped } = await dishesRepo.searchDishes(
      this.db,
      query,
      pageStart(query, DISHES_PAGE_SIZE),
      DISHES_PAGE_SIZE,
    );
    const pageRows = rows.slice(0, DISHES_PAGE_SIZE);
    const decisions = await repo.decisionsFor(
      this.db,
      'dish',
      pageRows.map((row) => String(row.id)),
    );
    const last = pageRows.at(-1);
    return {
      nextCursor: rows.length > DISHES_PAGE_SIZE && last ? encodeCursor([last.updatedKey, last.id]) : null,
      totalCapped,
      dishes: pageRows.map((row) => ({
        id: row.id,
        title: row.title,
        active: row.active,
        blockedReason: row.blockedReason,
        updatedTimestamp: row.updatedAt.getTime(),
        chef: {
          userId: row.userId,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          nickname: row.nickname,
        },
        decisions: decisions.filter((decision) => decision.subjectId === String(row.id)).map(presentDecision),
      })),
      total,
      page: query.page,
      pageSize: DISHES_PAGE_SIZE,
    };
  }

  /** Takes a dish out of the catalog for good (the chef cannot reactivate it) and tells its chef why. */
  async deactivateDish(
    operator: SessionUser,
    productId: number,
    reason: string,
  ): Promise<DishDeactivationAnswer['dish']> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const row = await dishesRepo.dishForUpdate(tx, productId);
      if (!row) throw AppError.notFound('console.dishNotFound');
      if (row.blockedReason) throw AppError.conflict('console.dishAlreadyDeactivated');
      await dishesRepo.deactivateDish(tx, productId, reason, now);
      await recordAuditDecision(tx, {
        subjectType: 'dish',
        subjectId: String(productId),
        action: 'deactivated',
        reason,
        details: { title: row.title, chefUserId: row.userId },
        decidedBy: operator.id,
      });
      await this.queueMailTo(tx, row.userId, (to, lang, name) =>
        dishDeactivatedMail(to, lang, name, row.title, reason),
      );
    });
    this.mailQueue.flushSoon();
    return { productId, active: false, blockedReason: reason };
  }

  async staff(): Promise<StaffAccount[]> {
    return repo.staffAccounts(this.db);
  }

  /** ADMIN only (checked by the route): grant or remove OPERATOR; never one's own role, never an ADMIN's. */
  async changeRole(admin: SessionUser, input: UserRoleInput): Promise<UserRoleAnswer['user']> {
    return this.db.transaction(async (tx) => {
      const target = await repo.userForRoleChange(tx, input);
      if (!target) throw AppError.notFound('console.userNotFound');
      if (!can(admin, 'role.change', target))
        throw AppError.forbidden(target.id === admin.id ? 'console.ownRole' : 'console.adminRole');
      if (target.role === input.role) throw AppError.conflict('console.roleUnchanged');
      await repo.setRole(tx, target.id, input.role);
      await recordAuditDecision(tx, {
        subjectType: 'user',
        subjectId: target.id,
        action: input.role === 'OPERATOR' ? 'operator-granted' : 'operator-removed',
        reason: input.reason ?? null,
        details: { from: target.role, to: input.role, email: target.email },
        decidedBy: admin.id,
      });
      return { userId: target.id, email: target.email, role: input.role };
    });
  }

  /** ADMIN only (checked by the route): an account found by its e-mail, with its state and decisions. */
  async account(email: string): Promise<ConsoleAccount> {
    const row = await repo.consoleAccount(this.db, { email });
    if (!row) throw AppError.notFound('console.userNotFound');
    return this.presentAccount(row);
  }

  /**
   * ADMIN only: in one transaction under the account's row lock, the account is marked disabled,
   * a chef's open store closes, every session of it is deleted and the decision audited; then every
   * app server forgets the sessions it kept (and, as after any console write, its catalogue). Never
   * one's own account, never an ADMIN's (as with roles).
   */
  async disableAccount(admin: SessionUser, input: AccountDisableInput): Promise<ConsoleAccount> {
    await this.db.transaction(async (tx) => {
      const target = await repo.accountForUpdate(tx, input.userId);
      if (!target) throw AppError.notFound('console.userNotFound');
      if (!can(admin, 'account.disable', target))
        throw AppError.forbidden(target.id === admin.id ? 'console.ownAccount' : 'console.adminAccount');
      if (target.disabledAt) throw AppError.conflict('console.accountAlreadyDisabled');
      const now = this.clock.now();
      // A chef who cannot sign in cannot confirm or cook: her store closes with the account.
      const closedStore = await repo.closeStore(tx, target.id, now);
      await repo.setDisabled(tx, target.id, { at: now, reason: input.reason, by: admin.id, closedStore });
      const sessionsEnded = await SessionStore.endAllOf(tx, target.id);
      await recordAuditDecision(tx, {
        subjectType: 'user',
        subjectId: target.id,
        action: 'account-disabled',
        reason: input.reason,
        details: { email: target.email, role: target.role, sessionsEnded, closedStore },
        decidedBy: admin.id,
      });
      await this.queueMailTo(tx, target.id, (to, lang, name) =>
        accountDisabledMail(to, lang, name, input.reason, closedStore),
      );
    });
    this.sessionsEnded();
    this.mailQueue.flushSoon();
    return this.accountById(input.userId);
  }

  /** ADMIN only: the account signs in again, and a store its disabling closed opens again; audited. */
  async enableAccount(admin: SessionUser, input: AccountEnableInput): Promise<ConsoleAccount> {
    await this.db.transaction(async (tx) => {
      const target = await repo.accountForUpdate(tx, input.userId);
      if (!target) throw AppError.notFound('console.userNotFound');
      if (!can(admin, 'account.enable', target)) throw AppError.forbidden('console.ownAccount');
      if (!target.disabledAt) throw AppError.conflict('console.accountNotDisabled');
      await repo.setDisabled(tx, target.id, null);
      const reopened =
        target.disabledClosedStore &&
        (await repo.reopenStore(tx, target.id, target.disabledAt, this.clock.now()));
      await recordAuditDecision(tx, {
        subjectType: 'user',
        subjectId: target.id,
        action: 'account-enabled',
        reason: input.reason ?? null,
        details: { email: target.email, disabledSince: target.disabledAt.toISOString() },
        decidedBy: admin.id,
      });
      await this.queueMailTo(tx, target.id, (to, lang, name) => accountEnabledMail(to, lang, name, reopened));
    });
    this.mailQueue.flushSoon();
    return this.accountById(input.userId);
  }

  /**
   * A person hears of a decision about her or her dish, in her language: the mail is queued with the
   * decision, so it leaves once committed and a mail server that is down loses nothing.
   */
  private async queueMailTo(
    tx: DbOrTx,
    userId: string,
    mail: (to: string, lang: Language, name: string) => Mail,
  ) {
    const contact = await repo.userContact(tx, userId);
    if (!contact) return;
    const lang = isLanguage(contact.language) ? contact.language : DEFAULT_LANGUAGE;
    await this.mailQueue.queueMail(tx, mail(contact.email, lang, contact.firstName ?? ''));
  }

  private async accountById(userId: string): Promise<ConsoleAccount> {
    const row = await repo.consoleAccount(this.db, { userId });
    if (!row) throw AppError.notFound('console.userNotFound');
    return this.presentAccount(row);
  }

  private async presentAccount(row: repo.ConsoleAccountRow): Promise<ConsoleAccount> {
    const decisions = await repo.decisionsFor(this.db, 'user', [row.id]);
    const disabler = row.disabledBy ? await repo.userContact(this.db, row.disabledBy) : undefined;
    return {
      userId: row.id,
      email: row.email,
      role: row.role,
      firstName: row.firstName,
      lastName: row.lastName,
      createdTimestamp: row.createdAt.getTime(),
      disabled:
        row.disabledAt && row.disabledReason !== null
          ? {
              timestamp: row.disabledAt.getTime(),
              reason: row.disabledReason,
              by: row.disabledBy && disabler ? { userId: row.disabledBy, email: disabler.email } : null,
            }
          : null,
      decisions: decisions.map(presentDecision),
    };
  }

  async decisions(subjectType: string, subjectId: string): Promise<ConsoleDecision[]> {
    return (await repo.decisionsFor(this.db, subjectType, [subjectId])).map(presentDecision);
  }
}
