/**
 * spec marketplace §9, DESIGN §5: a dish priced by time costs round(preparationMinutes / 60 * hourRate)
 * when both are present (hourRate in cents per hour); otherwise its stored price. All amounts in cents.
 * A chef may set a fixed price instead (a cake at EUR 15): then the stored price counts whatever the
 * preparation time, which still tells customers and the slot rules how long the dish takes.
 */
export function dishUnitPrice(dish: {
  storedPriceCents: number | null | undefined;
  preparationMinutes: number | null | undefined;
  hourRateCents: number | null | undefined;
  fixedPrice?: boolean | null;
}): number {
  if (isPricedByTime(dish)) return Math.round((dish.preparationMinutes! / 60) * dish.hourRateCents!);
  return dish.storedPriceCents ?? 0;
}

export function isPricedByTime(dish: {
  preparationMinutes: number | null | undefined;
  hourRateCents: number | null | undefined;
  fixedPrice?: boolean | null;
}): boolean {
  if (dish.fixedPrice) return false;
  return Boolean(
    dish.preparationMinutes && dish.preparationMinutes > 0 && dish.hourRateCents && dish.hourRateCents > 0,
  );
}

/** spec marketplace §3: servings scale with the quantity ordered. */
export function servingsFor(baseServingsNumber: number | null | undefined, productVolume: number): number {
  return (baseServingsNumber && baseServingsNumber > 0 ? baseServingsNumber : 1) * productVolume;
}
