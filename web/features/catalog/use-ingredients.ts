import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_KEY } from '../../lib/shared-query-keys.ts';

/**
 * The dish page's ingredients, read with the domain's parseIngredients. The domain module carries
 * the zod schemas, so it is loaded only when a dish has ingredients to show, keeping the page's own
 * code small (spec marketplace §8: unparseable ingredients hide the section).
 */
export const ingredientsQueryOptions = (json: string | null | undefined) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'ingredients', json ?? ''],
    queryFn: async () => {
      if (!json) return [];
      const { parseIngredients } = await import('#domain/dishes/dish.schema.ts');
      return parseIngredients(json);
    },
    staleTime: Infinity,
  });

export function useIngredients(json: string | null | undefined) {
  return useQuery({ ...ingredientsQueryOptions(json), enabled: Boolean(json) });
}
