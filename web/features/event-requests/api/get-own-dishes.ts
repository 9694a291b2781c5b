import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreAnswer } from '#domain/catalog/catalog.response.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** One of the chef's dishes as a proposal's course offers it. */
export interface OwnDish {
  id: number;
  title: string;
  allergens: string[];
}

/** POST /store/products with the chef's own store link: the dishes a course can name. */
export async function getOwnDishes(nickname: string, signal?: AbortSignal): Promise<OwnDish[]> {
  const envelope = await apiPost<StoreAnswer>('/store/products', { nickname }, signal);
  return (envelope.model?.products ?? []).map(({ product }) => ({
    id: product.id,
    title: product.title,
    allergens: product.allergens,
  }));
}

export const ownDishesQueryOptions = (nickname: string) =>
  queryOptions({
    queryKey: ['event-requests', 'own-dishes', nickname],
    queryFn: ({ signal }) => getOwnDishes(nickname, signal),
  });

export function useOwnDishes(nickname: string | undefined) {
  return useQuery({ ...ownDishesQueryOptions(nickname ?? ''), enabled: Boolean(nickname) });
}
