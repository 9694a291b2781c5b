import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventRequestAnswer, EventRequestView } from '#domain/event-requests/event-request.response.ts';
import type { EventRequestInput } from '#domain/event-requests/event-request.schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** The request as the form body carries it: the lists as JSON text (DESIGN §3). */
function formBody(input: EventRequestInput) {
  return {
    serviceDate: input.serviceDate,
    city: input.city,
    address: input.address ?? '',
    guests: input.guests,
    budgetKind: input.budgetKind,
    budget: input.budget,
    cuisines: JSON.stringify(input.cuisines),
    allergens: JSON.stringify(input.allergens),
    dietaryNeeds: input.dietaryNeeds ?? '',
    occasion: input.occasion,
    note: input.note ?? '',
  };
}

/**
 * POST /secure/event-request (a new request) or /secure/event-request-update (with `requestId`,
 * while no proposal is accepted).
 */
export async function saveEventRequest({
  requestId,
  input,
}: {
  requestId?: number;
  input: EventRequestInput;
}): Promise<EventRequestView> {
  const envelope = requestId
    ? await apiPost<EventRequestAnswer>('/secure/event-request-update', {
        ...formBody(input),
        requestId,
      })
    : await apiPost<EventRequestAnswer>('/secure/event-request', formBody(input));
  if (!envelope.model?.request) throw new Error('errors.serverError');
  return envelope.model.request;
}

export function useSaveEventRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['event-requests'] }),
  });
}
