import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposalAnswer, ProposalView } from '#domain/event-requests/event-request.response.ts';
import type { ProposalInput } from '#domain/event-requests/event-request.schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** The proposal as the form body carries it: the lists as JSON text (DESIGN §3). */
function formBody(input: ProposalInput) {
  return {
    courses: JSON.stringify(input.courses),
    includes: JSON.stringify(input.includes),
    price: input.price,
    durationMinutes: input.durationMinutes,
    message: input.message ?? '',
  };
}

/**
 * POST /secure/event-proposal (the chef's first answer to `requestId`) or
 * /secure/event-proposal-revision (a new revision of `proposalId`, the earlier ones kept).
 */
export type ProposalTarget = { requestId: number } | { proposalId: number };

export async function sendProposal(target: ProposalTarget, input: ProposalInput): Promise<ProposalView> {
  const envelope =
    'proposalId' in target
      ? await apiPost<ProposalAnswer>('/secure/event-proposal-revision', {
          ...formBody(input),
          proposalId: target.proposalId,
        })
      : await apiPost<ProposalAnswer>('/secure/event-proposal', {
          ...formBody(input),
          requestId: target.requestId,
        });
  if (!envelope.model?.proposal) throw new Error('errors.serverError');
  return envelope.model.proposal;
}

export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: ProposalTarget; input: ProposalInput }) =>
      sendProposal(target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['event-requests'] }),
  });
}
