import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedOrderAnswer } from '#domain/orders/order.response.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/shared-query-keys.ts';

/** The order an accepted proposal became, answered as placing one is: its id (for the payment step). */
export type AcceptedOrder = PlacedOrderAnswer['order'];

/**
 * POST /secure/event-proposal-accept with the revision the customer saw: the proposal becomes an
 * order like any other. 409 when the chef revised it since (or the request is no longer open).
 */
export async function acceptProposal({
  proposalId,
  revision,
  payInCash,
}: {
  proposalId: number;
  revision: number;
  /** The checkout's choice: all in cash at the service, or 50% now by card (the default). */
  payInCash: boolean;
}): Promise<AcceptedOrder> {
  const envelope = await apiPost<PlacedOrderAnswer>('/secure/event-proposal-accept', {
    proposalId,
    revision,
    payInCash,
  });
  if (!envelope.model?.order) throw new Error('errors.serverError');
  return envelope.model.order;
}

export function useAcceptProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptProposal,
    // Accepted or refused, the request's proposals have moved on: read them again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['event-requests'] });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
