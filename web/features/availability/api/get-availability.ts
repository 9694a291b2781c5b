import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChefAvailability } from '#domain/availability/availability-settings.ts';
import type { AvailabilityAnswer } from '#domain/availability/availability.response.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /secure/availability: the signed-in chef's own availability; configured=false = defaults. */
export async function getAvailability(signal?: AbortSignal): Promise<ChefAvailability> {
  const envelope = await apiGet<AvailabilityAnswer>('/secure/availability', undefined, signal);
  const availability = envelope.model?.availability;
  if (!availability) throw new Error('availability missing from the answer');
  return availability;
}

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: ['availability'], queryFn: ({ signal }) => getAvailability(signal) });

export function useAvailability(enabled = true) {
  return useQuery({ ...availabilityQueryOptions(), enabled });
}
