import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /secure/store-management/dish-deactivation: takes a dish down; its chef is told why. */
export async function deactivateDish(input: { productId: number; reason: string }): Promise<void> {
  await apiPost('/secure/store-management/dish-deactivation', input);
}

export function useDeactivateDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateDish,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'dishes'] }),
  });
}
