import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssetBoard,
  ConfirmedTransfer,
  PurchaseState,
  StartedPurchase,
  TransferRequest,
} from '#domain/assets/assets.response.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** The assets feature's query keys, all under ['assets']. */
const assetKeys = {
  all: ['assets'] as const,
  board: () => [...assetKeys.all, 'board'] as const,
  purchase: (purchaseId: string | null) => [...assetKeys.all, 'purchase', purchaseId] as const,
};

/** GET /secure/assets (DESIGN §4): `model.volume` is the balance; `entries` the latest ledger rows. */
export async function getAssets(signal?: AbortSignal): Promise<AssetBoard> {
  const envelope = await apiGet<Partial<AssetBoard>>('/secure/assets', undefined, signal);
  return { volume: envelope.model?.volume ?? 0, entries: envelope.model?.entries ?? [] };
}

export const assetsQueryOptions = () =>
  queryOptions({
    queryKey: assetKeys.board(),
    queryFn: ({ signal }) => getAssets(signal),
    // The balance changes elsewhere (a transfer received, a webhook): fresh on each visit.
    refetchOnMount: 'always',
  });

export function useAssets() {
  return useQuery(assetsQueryOptions());
}

/** The function a screen calls once the balance changed (a purchase credited): the board reloads. */
export function useAssetsRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: assetKeys.board() }), [queryClient]);
}

/** POST /secure/asset-request (spec marketplace §7): checks the transfer and e-mails a PIN. */
export async function requestTransfer(input: {
  volume: string;
  recipientAddressType: string;
  recipientAddress: string;
}): Promise<TransferRequest> {
  const envelope = await apiPost<TransferRequest>('/secure/asset-request', input);
  if (!envelope.model?.requestId) throw new Error('pages.checkout.unexpectedError');
  return envelope.model;
}

export function useRequestTransfer() {
  return useMutation({ mutationFn: requestTransfer });
}

/** POST /secure/confirm-transfer (spec marketplace §7): the PIN applies the transfer, once. */
export async function confirmTransfer(input: { requestId: string; pin: string }): Promise<ConfirmedTransfer> {
  const envelope = await apiPost<ConfirmedTransfer>('/secure/confirm-transfer', input);
  if (!envelope.model) throw new Error('pages.checkout.unexpectedError');
  return envelope.model;
}

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }),
  });
}

/** POST /secure/asset-purchase (DESIGN §4): a card payment of volume x 0.2 EUR. */
export async function startPurchase(volume: number): Promise<StartedPurchase> {
  const envelope = await apiPost<StartedPurchase>('/secure/asset-purchase', { volume });
  const model = envelope.model;
  if (!model?.id || !model.secret) throw new Error('pages.checkout.unexpectedError');
  return model;
}

/** GET /secure/asset-purchase: whether the purchase is credited yet, and the balance. */
export async function getPurchase(purchaseId: string, signal?: AbortSignal): Promise<PurchaseState> {
  const envelope = await apiGet<PurchaseState>('/secure/asset-purchase', { purchaseId }, signal);
  if (!envelope.model) throw new Error('assets.purchaseNotFound');
  return envelope.model;
}

/** Polls a paid purchase until it is credited (Stripe's webhook may arrive a moment after the card). */
export function usePurchase(purchaseId: string | null) {
  return useQuery({
    queryKey: assetKeys.purchase(purchaseId),
    queryFn: ({ signal }) => getPurchase(purchaseId!, signal),
    enabled: purchaseId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'succeeded' ? false : 1500),
  });
}
