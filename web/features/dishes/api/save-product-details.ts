import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DishDetailsInputSchema } from '#domain/dishes/dish.schema.ts';
import type { RequestFields } from '#domain/request-fields.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshDishViews } from './refresh-dish-views.ts';

/**
 * The details tab's body as the route parses it: `ingridients` as JSON text (domain
 * ingredientsToJson), the allergens a list sent comma-joined (EU allergens, or ['none']).
 */
export type SaveProductDetailsInput = RequestFields<typeof DishDetailsInputSchema>;

/** POST /secure/product-details (spec marketplace §7): the details tab. */
export async function saveProductDetails(input: SaveProductDetailsInput): Promise<void> {
  await apiPost('/secure/product-details', { ...input });
}

export function useSaveProductDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProductDetails,
    onSuccess: () => refreshDishViews(queryClient),
  });
}
