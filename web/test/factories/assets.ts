import {
  AssetBoardSchema,
  ConfirmedTransferSchema,
  PurchaseStateSchema,
  StartedPurchaseSchema,
  TransferRequestSchema,
  type AssetBoard,
  type ConfirmedTransfer,
  type PurchaseState,
  type StartedPurchase,
  type TransferRequest,
} from '#domain/assets/assets.response.ts';
import { build } from './build.ts';

// Asset (credits) answers: the board, transfers and purchases.

/** GET /secure/assets: 120 credits, no activity yet. */
export const anAssetBoard = (overrides: Partial<AssetBoard> = {}): AssetBoard =>
  build(AssetBoardSchema, { volume: 120, entries: [] }, overrides);

/** POST /secure/asset-request: 20 credits to a customer's e-mail, waiting for the PIN. */
export const aTransferRequest = (overrides: Partial<TransferRequest> = {}): TransferRequest =>
  build(
    TransferRequestSchema,
    {
      requestId: '7f9c8f4e-4b1a-4c8e-9a53-0c6b0d3e2a11',
      volume: 20,
      recipientAddressType: 3,
      recipientAddress: 'ona@example.com',
      status: 'requested',
    },
    overrides,
  );

/** POST /secure/confirm-transfer: that transfer completed inside the portal, 100 credits left. */
export const aConfirmedTransfer = (overrides: Partial<ConfirmedTransfer> = {}): ConfirmedTransfer =>
  build(
    ConfirmedTransferSchema,
    { transfer: { ...aTransferRequest(), status: 'completed', kind: 'internal' }, volume: 100 },
    overrides,
  );

/** POST /secure/asset-purchase: 100 credits, 20 euro, by the sandbox's card form. */
export const aStartedPurchase = (overrides: Partial<StartedPurchase> = {}): StartedPurchase =>
  build(
    StartedPurchaseSchema,
    {
      purchaseId: '3b2d6f0a-9c1e-4f5a-8d7b-2e4c6a8f0b1d',
      amount: 2000,
      secret: 'pi_sandbox_1_secret',
      id: 'pi_sandbox_1',
      provider: 'sandbox',
    },
    overrides,
  );

/** GET /secure/asset-purchase: that purchase credited. */
export const aPurchaseState = (overrides: Partial<PurchaseState> = {}): PurchaseState =>
  build(
    PurchaseStateSchema,
    {
      purchaseId: '3b2d6f0a-9c1e-4f5a-8d7b-2e4c6a8f0b1d',
      volume: 100,
      amount: 2000,
      status: 'succeeded',
      balance: 220,
    },
    overrides,
  );
