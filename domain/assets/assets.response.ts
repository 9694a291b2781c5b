import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../payments/payment.response.ts';
import { ADDRESS_TYPES, LEDGER_KINDS, WITHDRAWAL_STATUSES, type AddressTypeCode } from './asset-rules.ts';

/** spec marketplace §3 address type codes (the index into ADDRESS_TYPES). */
const AddressTypeCodeSchema = z.literal([0, 1, 2, 3] satisfies AddressTypeCode[]);

/** One ledger row of the board: a transfer-in names only the sender's store, an outgoing one its destination. */
export const LedgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number(),
  kind: z.enum(LEDGER_KINDS),
  createdTimestamp: z.number(),
  counterparty: z.string().nullable(),
  recipientAddressType: AddressTypeCodeSchema.nullable(),
  recipientAddress: z.string().nullable(),
  withdrawalStatus: z.enum(WITHDRAWAL_STATUSES).nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** GET /secure/assets: `volume` is the balance, `entries` the latest ledger rows. */
export const AssetBoardSchema = z.object({ volume: z.number(), entries: z.array(LedgerEntrySchema) });
export type AssetBoard = z.infer<typeof AssetBoardSchema>;

/** A transfer: requested (waiting for its e-mailed PIN), then completed. */
export const TRANSFER_STATUSES = ['requested', 'completed'] as const;

/** POST /secure/asset-request: the transfer waiting for its PIN. */
export const TransferRequestSchema = z.object({
  requestId: z.string(),
  volume: z.number(),
  recipientAddressType: AddressTypeCodeSchema,
  recipientAddress: z.string(),
  status: z.enum(TRANSFER_STATUSES),
});
export type TransferRequest = z.infer<typeof TransferRequestSchema>;

/** POST /secure/confirm-transfer: the applied transfer (inside the portal, or a withdrawal) and the new balance. */
export const ConfirmedTransferSchema = z.object({
  transfer: TransferRequestSchema.extend({ kind: z.enum(['internal', 'withdrawal']) }),
  volume: z.number(),
});
export type ConfirmedTransfer = z.infer<typeof ConfirmedTransferSchema>;

/** POST /secure/asset-purchase: the purchase and its card payment, confirmed by the card form. */
export const StartedPurchaseSchema = z.object({
  purchaseId: z.string(),
  amount: z.number(),
  secret: z.string(),
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type StartedPurchase = z.infer<typeof StartedPurchaseSchema>;

/** A purchase: waiting for its card payment, then credited. */
export const PURCHASE_STATUSES = ['requires_payment', 'succeeded'] as const;

/** GET /secure/asset-purchase: whether the purchase is credited yet, and the balance. */
export const PurchaseStateSchema = z.object({
  purchaseId: z.string(),
  volume: z.number(),
  amount: z.number(),
  status: z.enum(PURCHASE_STATUSES),
  balance: z.number(),
});
export type PurchaseState = z.infer<typeof PurchaseStateSchema>;

/** One withdrawal in the operators' queue, with its audited decisions. */
export const WithdrawalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  addressType: AddressTypeCodeSchema,
  addressTypeName: z.enum(ADDRESS_TYPES),
  destination: z.string(),
  volume: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdTimestamp: z.number(),
  decidedTimestamp: z.number().nullable(),
  reason: z.string().nullable(),
  decisions: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      reason: z.string().nullable(),
      decidedBy: z.string(),
      createdTimestamp: z.number(),
    }),
  ),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** GET /secure/store-management/withdrawals. */
export const WithdrawalListSchema = z.object({ withdrawals: z.array(WithdrawalSchema) });
export type WithdrawalList = z.infer<typeof WithdrawalListSchema>;
/** POST /secure/store-management/withdrawal-status. */
export const WithdrawalAnswerSchema = z.object({ withdrawal: WithdrawalSchema });
