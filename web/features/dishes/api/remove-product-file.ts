import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { refreshDishViews } from './refresh-dish-views.ts';

/** GET /secure/remove-product-file?fileId= (spec marketplace §7, kept a GET as DESIGN §7 allows). */
export async function removeProductFile(fileId: string): Promise<void> {
  await apiGet('/secure/remove-product-file', { fileId });
}

export function useRemoveProductFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProductFile,
    onSuccess: () => refreshDishViews(queryClient),
  });
}
