import {
  ADDRESS_TYPE,
  isInternalAddressType,
  transferProblem,
  type AddressTypeCode,
} from '#domain/assets/assets.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './assets.repo.ts';

export type SettledTransfer =
  /** recipientUserId null: held for an e-mail without an account (claimHeldTransfers). */
  | { kind: 'internal'; transfer: repo.TransferRow; recipientUserId: string | null }
  | { kind: 'withdrawal'; transfer: repo.TransferRow; withdrawal: repo.WithdrawalRow };

/**
 * Applies a requested transfer in one transaction, once: the sender's account is locked, the
 * transfer re-read under lock (a replay finds it completed) and the balance re-checked as the sum of
 * the ledger, then the rows are written. An internal transfer is a debit and a credit; a transfer out
 * of the portal is a debit and a pending withdrawal for an operator. Value is never created or lost:
 * anything refused rolls back whole.
 */
export async function settleTransfer(db: Db, now: Date, transferId: string): Promise<SettledTransfer> {
  return db.transaction(async (tx) => {
    const unlocked = await repo.findTransfer(tx, transferId);
    if (!unlocked) throw AppError.notFound('assets.transferNotFound');
    await repo.lockAccount(tx, unlocked.senderUserId);
    const transfer = (await repo.findTransfer(tx, transferId, { lock: true }))!;
    if (transfer.status !== 'requested') throw AppError.conflict('assets.transferAlreadyConfirmed');
    const balance = await repo.balanceOf(tx, transfer.senderUserId);
    const problem = transferProblem(balance, transfer.volume);
    if (problem) throw AppError.field(409, 'volume', problem, { balance });
    await repo.completeTransfer(tx, transfer.id, now);

    if (isInternalAddressType(transfer.addressType as AddressTypeCode)) {
      const byEmail = transfer.addressType === ADDRESS_TYPE.email;
      // An e-mail's account may have been made (or deleted) since the request.
      const recipientUserId = byEmail
        ? ((await repo.findUserByEmail(tx, transfer.recipientAddress))?.id ?? null)
        : transfer.recipientUserId;
      if (!recipientUserId && !byEmail) {
        throw AppError.field(404, 'recipientAddress', 'assets.recipientNotFound');
      }
      if (!recipientUserId) {
        // No account has the address: the sender pays now and the volume waits in the transfer for
        // the address's sign-up, so the answer is the same as to an account (docs/decisions.md).
        await repo.holdTransfer(tx, transfer.id, now);
        await repo.insertEntries(tx, [
          {
            userId: transfer.senderUserId,
            delta: -transfer.volume,
            kind: 'transfer-out',
            transferId: transfer.id,
            createdAt: now,
          },
        ]);
        return { kind: 'internal', transfer, recipientUserId: null };
      }
      await repo.insertEntries(tx, [
        {
          userId: transfer.senderUserId,
          delta: -transfer.volume,
          kind: 'transfer-out',
          transferId: transfer.id,
          counterpartyUserId: recipientUserId,
          createdAt: now,
        },
        {
          userId: recipientUserId,
          delta: transfer.volume,
          kind: 'transfer-in',
          transferId: transfer.id,
          counterpartyUserId: transfer.senderUserId,
          createdAt: now,
        },
      ]);
      return { kind: 'internal', transfer, recipientUserId };
    }

    const withdrawal = await repo.insertWithdrawal(tx, {
      userId: transfer.senderUserId,
      transferId: transfer.id,
      addressType: transfer.addressType,
      destination: transfer.recipientAddress,
      volume: transfer.volume,
      createdAt: now,
    });
    await repo.insertEntries(tx, [
      {
        userId: transfer.senderUserId,
        delta: -transfer.volume,
        kind: 'withdrawal',
        transferId: transfer.id,
        withdrawalId: withdrawal.id,
        createdAt: now,
      },
    ]);
    return { kind: 'withdrawal', transfer, withdrawal };
  });
}

/**
 * Credits `user` with every transfer held for their e-mail (a gift sent before they had an account),
 * each once: the row is re-read under lock and the ledger's unique (transfer, kind) index stands
 * behind it. Called whenever their balance is read or spent, so a new account sees it at once.
 */
export async function claimHeldTransfers(db: Db, now: Date, user: { id: string; email: string }) {
  const held = await repo.heldTransfersTo(db, user.email);
  for (const { id } of held) {
    await db.transaction(async (tx) => {
      const transfer = await repo.findTransfer(tx, id, { lock: true });
      if (transfer?.status !== 'held') return;
      await repo.claimTransfer(tx, id, user.id, now);
      await repo.insertEntries(tx, [
        {
          userId: user.id,
          delta: transfer.volume,
          kind: 'transfer-in',
          transferId: id,
          counterpartyUserId: transfer.senderUserId,
          createdAt: now,
        },
      ]);
    });
  }
  return held.length;
}
