import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability, ChefAvailability } from '#domain/availability/availability-settings.ts';
import type { AvailabilityAnswer } from '#domain/availability/availability.response.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { CATALOG_KEY } from '../../../lib/shared-query-keys.ts';
import { availabilityQueryOptions } from './get-availability.ts';

/** POST /secure/availability: field `availability` is the settings' JSON text. */
export async function saveAvailability(availability: Availability): Promise<ChefAvailability> {
  const envelope = await apiPost<AvailabilityAnswer>('/secure/availability', {
    availability: JSON.stringify(availability),
  });
  return envelope.model?.availability ?? { ...availability, configured: true };
}

/** Saves and puts the server's answer in the cache the screen and the profile reminder read. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilityQueryOptions().queryKey, saved);
      // The chef's next available date on their page and in the list follows the new hours.
      void queryClient.invalidateQueries({ queryKey: CATALOG_KEY });
    },
  });
}
