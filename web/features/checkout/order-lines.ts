import type { CartItem } from '#domain/cart/cart.ts';
import type { OrderLine } from '#domain/orders/checkout.schema.ts';
import { computeFees, type Fees } from '#domain/orders/fees.ts';

/** The cart's lines as the API takes them (OrderLineSchema; DESIGN §3: sent as the JSON text `items`). */
export function toOrderLines(items: readonly CartItem[]): OrderLine[] {
  return items.map((item) => ({ productId: Number(item.productId), productVolume: item.productVolume }));
}

/**
 * The fees the cart would have, for display while the server's answer is on its way (DESIGN §5:
 * the server's /store/order-fees result is the one that counts and replaces this).
 */
export function estimateFees(items: readonly CartItem[], payInCash: boolean): Fees {
  return computeFees(
    items.map((item) => ({
      unitPriceCents: item.price,
      productVolume: item.productVolume,
      // A line kept before the cart knew how its dish is priced falls back to the time rule.
      pricedByTime: item.pricedByTime ?? Boolean(item.preparationMinutes && item.hourRate),
    })),
    { payInCash },
  );
}
