import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshDishViews } from '../cache.ts';

export interface SaveProductDetailsInput {
  productId: number;
  kitchenType: string;
  preparationMinutes: number;
  preparationDescription: string;
  calories: number;
  servingsNumber: number;
  /** JSON text, name → number (domain ingredientsToJson) */
  ingridients: string;
  /** EU allergens, or ['none'] (sent comma-joined) */
  allergens: string[];
}

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
