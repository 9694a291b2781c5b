import type { QueryClient } from '@tanstack/react-query';

/**
 * After a save, the pages that show dishes read them again: the catalogue caches under
 * ['catalog', ...] (chef page, dish page) and this editor under ['dish-editor', ...]. Query keys are
 * the only thing shared; the dishes feature imports nothing of the catalogue.
 */
export function refreshDishViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
    queryClient.invalidateQueries({ queryKey: ['dish-editor'] }),
  ]);
}
