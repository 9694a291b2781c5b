import { clampVolume, type CartItem } from '#domain/cart/cart.ts';
import { servingsFor } from '#domain/dishes/dish-price.ts';
import type { Product } from '#domain/catalog/catalog.response.ts';

/**
 * The cart line for a dish (spec marketplace §3 "Cart item"): the unit price the server computed,
 * the dish's servings as the base, and its first photo. The image URL is stored unsized; whoever
 * shows it picks a width.
 */
export function cartItemFor(
  product: Pick<
    Product,
    | 'id'
    | 'title'
    | 'price'
    | 'currencyUnit'
    | 'servingsNumber'
    | 'preparationMinutes'
    | 'hourRate'
    | 'pricedByTime'
    | 'relatedFiles'
  >,
  quantity = 1,
): CartItem {
  const productVolume = clampVolume(quantity);
  const baseServingsNumber =
    product.servingsNumber && product.servingsNumber > 0 ? product.servingsNumber : 1;
  return {
    productId: product.id,
    productVolume,
    title: product.title,
    price: product.price,
    currencyUnit: product.currencyUnit || 'EUR',
    baseServingsNumber,
    servingsNumber: servingsFor(baseServingsNumber, productVolume),
    preparationMinutes: product.preparationMinutes ?? null,
    imageSrc: product.relatedFiles[0]?.url ?? null,
    hourRate: product.hourRate ?? null,
    pricedByTime: product.pricedByTime,
  };
}
