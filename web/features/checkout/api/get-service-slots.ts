import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceSlots, ServiceSlotsAnswer } from '#domain/availability/availability.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** How many days ahead the picker offers (the server answers at most 62). */
export const SLOT_DAYS = 62;

/**
 * GET /store/service-slots: the days and times the chefs of these dishes can all take,
 * from `from` (a Vilnius date) for SLOT_DAYS days: their hours, days off, capacity, holds and the
 * notice each dish needs.
 */
export async function getServiceSlots(
  productIds: readonly number[],
  from: string,
  signal?: AbortSignal,
): Promise<ServiceSlots> {
  const envelope = await apiGet<ServiceSlotsAnswer>(
    '/store/service-slots',
    {
      items: JSON.stringify(productIds.map((productId) => ({ productId }))),
      from,
      days: SLOT_DAYS,
    },
    signal,
  );
  return envelope.model?.slots ?? { timeZone: 'Europe/Vilnius', days: [] };
}

/** Every cart's slots, whatever its dishes and first day. */
const serviceSlotsKey = ['checkout', 'service-slots'] as const;

export const serviceSlotsQueryOptions = (productIds: readonly number[], from: string) =>
  queryOptions({
    queryKey: [...serviceSlotsKey, productIds, from],
    queryFn: ({ signal }) => getServiceSlots(productIds, from, signal),
    // Other customers book too: a slot list older than a minute is asked for again on return.
    staleTime: 60_000,
  });

export function useServiceSlots(productIds: readonly number[], from: string) {
  return useQuery({ ...serviceSlotsQueryOptions(productIds, from), enabled: productIds.length > 0 });
}

/** The function to call when a time was taken meanwhile: the open slots are asked for again. */
export function useServiceSlotsRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: serviceSlotsKey }), [queryClient]);
}
