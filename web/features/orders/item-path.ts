/**
 * Where an order line leads: a dish to its page; the menu of an accepted event proposal (no dish)
 * to its request, as the customer or the chef sees it.
 */
export function orderItemPath(
  item: { product: { id: number | null }; eventRequestId?: number },
  viewer: 'buyer' | 'seller',
): string {
  if (item.product.id !== null) return `/product-detail/${item.product.id}`;
  const request = item.eventRequestId ?? '';
  return viewer === 'seller' ? `/open-requests/${request}` : `/event-requests/${request}`;
}
