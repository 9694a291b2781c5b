import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { DishesPage } from '#domain/store-management/console.response.ts';

export interface DishFilters {
  q: string;
  state: 'active' | 'deactivated';
  page: number;
}

/** GET /secure/store-management/dishes: dishes by title or chef, listed or taken down. */
export async function getDishes(filters: DishFilters, signal?: AbortSignal): Promise<DishesPage> {
  const envelope = await apiGet<DishesPage>(
    '/secure/store-management/dishes',
    { ...filters, q: filters.q.trim() || undefined },
    signal,
  );
  return envelope.model!;
}

export const dishesQueryOptions = (filters: DishFilters) =>
  queryOptions({
    queryKey: ['console', 'dishes', filters],
    queryFn: ({ signal }) => getDishes(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useConsoleDishes(filters: DishFilters) {
  return useQuery(dishesQueryOptions(filters));
}
