import { expect, test } from 'vitest';
import { orderItemPath } from './item-path.ts';

test('a dish leads to its page; an event menu to its request, for each side', () => {
  expect(orderItemPath({ product: { id: 7 } }, 'buyer')).toBe('/product-detail/7');
  expect(orderItemPath({ product: { id: null }, eventRequestId: 12 }, 'buyer')).toBe('/event-requests/12');
  expect(orderItemPath({ product: { id: null }, eventRequestId: 12 }, 'seller')).toBe('/open-requests/12');
});
