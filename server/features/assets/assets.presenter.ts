import { addressTypeName, type AddressTypeCode } from '#domain/assets/assets.ts';
import type { auditDecisions } from '../../db/schema.ts';
import type * as repo from './assets.repo.ts';

type EntryRow = Awaited<ReturnType<typeof repo.recentEntries>>[number];
type AuditRow = typeof auditDecisions.$inferSelect;

/**
 * A ledger row as the board shows it. A transfer-in names the sender only by store name (never their
 * e-mail); a transfer-out or withdrawal shows the destination the user typed.
 */
export function presentEntry(row: EntryRow) {
  const outgoing = row.kind === 'transfer-out' || row.kind === 'withdrawal';
  return {
    id: row.id,
    delta: row.delta,
    kind: row.kind,
    createdTimestamp: row.createdAt.getTime(),
    counterparty: row.kind === 'transfer-in' ? row.counterpartyNickname : null,
    recipientAddressType: outgoing ? row.transferAddressType : null,
    recipientAddress: outgoing ? row.transferAddress : null,
    withdrawalStatus: row.withdrawalStatus,
  };
}

export function presentTransfer(transfer: repo.TransferRow) {
  return {
    requestId: transfer.id,
    volume: transfer.volume,
    recipientAddressType: transfer.addressType,
    recipientAddress: transfer.recipientAddress,
    status: transfer.status,
  };
}

/** One row of the operator's withdrawal list (the console's contract). */
export function presentWithdrawal(withdrawal: repo.WithdrawalRow, email: string, decisions: AuditRow[]) {
  return {
    id: withdrawal.id,
    userId: withdrawal.userId,
    email,
    addressType: withdrawal.addressType,
    addressTypeName: addressTypeName(withdrawal.addressType as AddressTypeCode),
    destination: withdrawal.destination,
    volume: withdrawal.volume,
    status: withdrawal.status,
    createdTimestamp: withdrawal.createdAt.getTime(),
    decidedTimestamp: withdrawal.decidedAt?.getTime() ?? null,
    reason: withdrawal.reason,
    decisions: decisions.map((decision) => ({
      id: decision.id,
      action: decision.action,
      reason: decision.reason,
      decidedBy: decision.decidedBy,
      createdTimestamp: decision.createdAt.getTime(),
    })),
  };
}

export function presentPurchase(purchase: repo.PurchaseRow) {
  return {
    purchaseId: purchase.id,
    volume: purchase.volume,
    amount: purchase.amountCents,
    status: purchase.status,
  };
}
