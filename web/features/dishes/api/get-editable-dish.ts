import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '../../../lib/api-client.ts';
import type { ProductAnswer, ProductDetailsAnswer } from '#domain/catalog/catalog.response.ts';
import type { EditableDetails, EditableDish } from '../types.ts';

/**
 * Edit mode loads the product and its details (spec marketplace §7: GET /store/product and
 * /store/product-details). A dish without details yet is still editable.
 */
export async function getEditableDish(productId: string, signal?: AbortSignal): Promise<EditableDish> {
  const [productEnvelope, details] = await Promise.all([
    apiGet<ProductAnswer>('/store/product', { productId }, signal),
    apiGet<ProductDetailsAnswer>('/store/product-details', { productId }, signal)
      .then((envelope): EditableDetails | null => envelope.model?.dish ?? null)
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
  ]);
  const product = productEnvelope.model?.product;
  if (!product) throw new Error('dishes.notFound');
  return { product: { ...product, relatedFiles: product.relatedFiles ?? [] }, details };
}

/** Its own key: the catalogue caches the same endpoints in another shape under CATALOG_KEY. */
export const dishEditorKey = ['dish-editor'] as const;

export const editableDishQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...dishEditorKey, productId],
    queryFn: ({ signal }) => getEditableDish(productId, signal),
    staleTime: 0,
  });

export function useEditableDish(productId: string | null) {
  return useQuery({ ...editableDishQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}
