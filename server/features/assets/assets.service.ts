import { can } from '#domain/accounts/policies.ts';
import { randomUUID } from 'node:crypto';
import {
  ADDRESS_TYPE,
  isInternalAddressType,
  purchaseAmountCents,
  transferProblem,
  type AssetRequestInput,
  type WithdrawalStatus,
} from '#domain/assets/assets.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { isLanguage, type Language } from '#domain/constants.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import type { SessionUser } from '../../lib/session-store.ts';
import type { PinRequester, PinService } from '../auth/pin.service.ts';
import type { ImmediatePayable, PaymentsService } from '../payments/payments.service.ts';
import { claimHeldTransfers, settleTransfer } from './assets.ledger.ts';
import { transferPinMail, transferReceivedMail, withdrawalDecisionMail } from './assets.mails.ts';
import { presentEntry, presentPurchase, presentTransfer, presentWithdrawal } from './assets.presenter.ts';
import * as repo from './assets.repo.ts';

/** How many ledger rows the board shows. */
const RECENT_ENTRIES = 20;

export interface WithdrawalDecision {
  withdrawalId: string;
  status: 'processed' | 'rejected';
  reason?: string;
}

/**
 * Assets: a ledger per user, transfers confirmed by an e-mailed PIN, withdrawals decided
 * by an operator, and card purchases credited when their payment succeeds.
 */
export class AssetsService implements ImmediatePayable {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly pins: PinService,
    private readonly mailer: Mailer,
    private readonly payments: PaymentsService,
    private readonly log: { error: (details: object, message: string) => void },
  ) {}

  /** GET /secure/assets: the balance (DESIGN §4 `model.volume`) and the latest ledger rows. */
  async board(user: { id: string; email: string }) {
    const userId = user.id;
    await claimHeldTransfers(this.db, this.clock.now(), user);
    const [volume, entries] = await Promise.all([
      repo.balanceOf(this.db, userId),
      repo.recentEntries(this.db, userId, RECENT_ENTRIES),
    ]);
    return { volume, entries: entries.map(presentEntry) };
  }

  /**
   * POST /secure/asset-request: checks the transfer as it would be applied now and mails the sender
   * a PIN bound to it. Nothing moves until the PIN confirms it.
   */
  async request(sender: SessionUser, input: AssetRequestInput, lang: Language, requester: PinRequester) {
    await claimHeldTransfers(this.db, this.clock.now(), sender);
    let recipientUserId: string | null = null;
    if (isInternalAddressType(input.recipientAddressType)) {
      const byEmail = input.recipientAddressType === ADDRESS_TYPE.email;
      const recipient = byEmail
        ? await repo.findUserByEmail(this.db, input.recipientAddress)
        : await repo.findUserByStoreName(this.db, input.recipientAddress);
      // A store name is public, an e-mail is not: one without an account is answered as one with,
      // and what is sent waits for its sign-up (settleTransfer).
      if (!recipient && !byEmail) throw AppError.field(404, 'recipientAddress', 'assets.recipientNotFound');
      if (recipient?.id === sender.id || (byEmail && input.recipientAddress === sender.email.toLowerCase()))
        throw AppError.field(400, 'recipientAddress', 'assets.selfTransfer');
      recipientUserId = recipient?.id ?? null;
    }
    const balance = await repo.balanceOf(this.db, sender.id);
    const problem = transferProblem(balance, input.volume);
    if (problem) throw AppError.field(409, 'volume', problem, { balance });

    const transfer = await repo.insertTransfer(this.db, {
      senderUserId: sender.id,
      addressType: input.recipientAddressType,
      recipientAddress: input.recipientAddress,
      recipientUserId,
      volume: input.volume,
      createdAt: this.clock.now(),
    });
    try {
      // The signed-in owner asks for a PIN to their own address: strangers' requests do not hold it up.
      await this.pins.issue(
        { purpose: 'asset-transfer', email: sender.email, subject: transfer.id },
        { ...requester, ownsAddress: true },
        (pin) =>
          transferPinMail(sender.email, lang, pin, {
            id: transfer.id,
            volume: transfer.volume,
            destination: transfer.recipientAddress,
          }),
      );
    } catch (error) {
      // No PIN went out (too many PIN mails, or the mail failed): no request is left waiting for one.
      await repo.deleteTransfer(this.db, transfer.id);
      throw error;
    }
    return presentTransfer(transfer);
  }

  /**
   * POST /secure/confirm-transfer: the PIN (single use) proves the request; the transfer is then
   * applied once, atomically, with the balance checked again under the account's lock.
   */
  async confirm(sender: SessionUser, requestId: string | undefined, pin: string) {
    const transfer = requestId
      ? await repo.findTransfer(this.db, requestId)
      : await repo.latestRequestedTransfer(this.db, sender.id);
    if (!transfer || !can(sender, 'transfer.confirm', transfer))
      throw AppError.notFound('assets.transferNotFound');
    if (transfer.status !== 'requested') throw AppError.conflict('assets.transferAlreadyConfirmed');

    const check = await this.pins.consume(
      { purpose: 'asset-transfer', email: sender.email, subject: transfer.id },
      pin,
    );
    if (check === 'invalid') throw AppError.field(400, 'pin', 'pages.auth.pinInvalid');
    if (check === 'expired') {
      // The PIN of a transfer confirmed meanwhile (a double submit) is used up: say what happened.
      const current = await repo.findTransfer(this.db, transfer.id);
      if (current?.status !== 'requested') throw AppError.conflict('assets.transferAlreadyConfirmed');
      throw AppError.field(400, 'pin', 'pages.auth.pinExpired');
    }

    const settled = await settleTransfer(this.db, this.clock.now(), transfer.id);
    if (settled.kind === 'internal' && settled.recipientUserId) {
      await this.notifyRecipient(settled.recipientUserId, sender.id, transfer.volume);
    }
    return {
      transfer: { ...presentTransfer({ ...settled.transfer, status: 'completed' }), kind: settled.kind },
      volume: await repo.balanceOf(this.db, sender.id),
    };
  }

  /** GET /secure/store-management/withdrawals (OPERATOR, ADMIN). */
  async withdrawals(status: WithdrawalStatus) {
    const rows = await repo.listWithdrawals(this.db, status);
    const decisions = await repo.withdrawalDecisions(
      this.db,
      rows.map((row) => row.withdrawal.id),
    );
    return rows.map((row) =>
      presentWithdrawal(
        row.withdrawal,
        row.email,
        decisions.filter((decision) => decision.subjectId === row.withdrawal.id),
      ),
    );
  }

  /**
   * POST /secure/store-management/withdrawal-status: decided once (409 afterwards), under the row's
   * lock. A rejection credits the volume back in the same transaction; the decision is audited there
   * too, and the user is told by e-mail.
   */
  async decideWithdrawal(operatorId: string, decision: WithdrawalDecision) {
    const now = this.clock.now();
    const decided = await this.db.transaction(async (tx) => {
      const withdrawal = await repo.findWithdrawal(tx, decision.withdrawalId, { lock: true });
      if (!withdrawal) throw AppError.notFound('assets.withdrawalNotFound');
      if (withdrawal.status !== 'pending') throw AppError.conflict('assets.withdrawalAlreadyDecided');
      const row = await repo.decideWithdrawal(tx, withdrawal.id, {
        status: decision.status,
        reason: decision.reason ?? null,
        decidedBy: operatorId,
        decidedAt: now,
      });
      if (decision.status === 'rejected') {
        await repo.insertEntries(tx, [
          {
            userId: withdrawal.userId,
            delta: withdrawal.volume,
            kind: 'withdrawal-reversal',
            transferId: withdrawal.transferId,
            withdrawalId: withdrawal.id,
            createdAt: now,
          },
        ]);
      }
      await recordAuditDecision(tx, {
        subjectType: 'withdrawal',
        subjectId: withdrawal.id,
        action: decision.status,
        reason: decision.reason ?? null,
        details: {
          userId: withdrawal.userId,
          volume: withdrawal.volume,
          destination: withdrawal.destination,
        },
        decidedBy: operatorId,
      });
      return row;
    });
    const contact = await repo.findContact(this.db, decided.userId);
    if (contact) {
      await this.sendQuietly(
        withdrawalDecisionMail(contact.email, languageOf(contact.language), decided, decision),
      );
    }
    const [listed] = (await this.withdrawals(decided.status as WithdrawalStatus)).filter(
      (row) => row.id === decided.id,
    );
    return listed;
  }

  /**
   * POST /secure/asset-purchase (DESIGN §4): a payment of volume x 0.2 EUR through the same provider
   * as orders, charged at once; the assets are credited by `settle` when it succeeds.
   */
  async startPurchase(userId: string, volume: number) {
    const purchaseId = randomUUID();
    const amountCents = purchaseAmountCents(volume);
    const intent = await this.payments.startImmediate({
      amountCents,
      metadata: { assetPurchaseId: purchaseId },
      idempotencyKey: `asset-purchase-${purchaseId}`,
    });
    await repo.insertPurchase(this.db, {
      id: purchaseId,
      userId,
      volume,
      amountCents,
      provider: intent.provider,
      providerRef: intent.id,
      createdAt: this.clock.now(),
    });
    return {
      purchaseId,
      amount: amountCents,
      secret: intent.secret,
      id: intent.id,
      provider: intent.provider,
    };
  }

  /** GET /secure/asset-purchase?purchaseId=: whether it is credited yet (Stripe's webhook may lag). */
  async purchase(userId: string, purchaseId: string) {
    const row = await repo.findOwnPurchase(this.db, userId, purchaseId);
    if (!row) throw AppError.notFound('assets.purchaseNotFound');
    return { ...presentPurchase(row), balance: await repo.balanceOf(this.db, userId) };
  }

  /**
   * ImmediatePayable: credits a purchase whose payment succeeded, exactly once (the purchase row is
   * locked and its status checked; the ledger's unique index backs it up).
   */
  async settle(provider: string, providerRef: string, amountCents: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const purchase = await repo.findPurchaseByRef(tx, provider, providerRef);
      if (!purchase) return false;
      if (purchase.status === 'succeeded') return true;
      if (purchase.amountCents !== amountCents) throw AppError.conflict('payments.amountMismatch');
      const now = this.clock.now();
      await repo.markPurchasePaid(tx, purchase.id, now);
      await repo.insertEntries(tx, [
        {
          userId: purchase.userId,
          delta: purchase.volume,
          kind: 'purchase',
          purchaseId: purchase.id,
          createdAt: now,
        },
      ]);
      return true;
    });
  }

  private async notifyRecipient(recipientUserId: string, senderUserId: string, volume: number) {
    const [recipient, sender] = await Promise.all([
      repo.findContact(this.db, recipientUserId),
      repo.findContact(this.db, senderUserId),
    ]);
    if (!recipient) return;
    await this.sendQuietly(
      transferReceivedMail(
        recipient.email,
        languageOf(recipient.language),
        volume,
        sender ? chefDisplayName(sender) || null : null,
      ),
    );
  }

  /** A notice that fails to send must not undo what is already done; it is logged instead. */
  private async sendQuietly(mail: Mail) {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.log.error(
        { err: (error as Error).message, template: mail.meta?.template },
        'asset notice not sent',
      );
    }
  }
}

function languageOf(value: string): Language {
  return isLanguage(value) ? value : 'en';
}
