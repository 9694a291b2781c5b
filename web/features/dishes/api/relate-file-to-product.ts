import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /secure/relate-file-to-product (spec marketplace §7): an uploaded JPEG becomes a dish image. */
export async function relateFileToProduct(input: { productId: number; fileId: string }): Promise<void> {
  await apiPost('/secure/relate-file-to-product', { ...input });
}

export function useRelateFileToProduct() {
  return useMutation({ mutationFn: relateFileToProduct });
}
