import type { QueryClient } from '@tanstack/react-query';
import { CATALOG_KEY } from '../../../lib/shared-query-keys.ts';
import { dishEditorKey } from './get-editable-dish.ts';

/**
 * After a save, the pages that show dishes read them again: the catalogue's (chef page, dish page)
 * under CATALOG_KEY, shared through lib/ since the dishes feature imports nothing of the catalogue,
 * and this editor's own.
 */
export function refreshDishViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
    queryClient.invalidateQueries({ queryKey: dishEditorKey }),
  ]);
}
