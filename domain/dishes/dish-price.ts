/**
 * spec marketplace §9, DESIGN §5: a dish priced by time costs round(preparationMinutes / 60 * hourRate)
 * when both are present (hourRate in cents per hour); otherwise its stored price. All amounts in cents.
 */
export function dishUnitPrice(dish: {
  storedPriceCents: number | null | undefined;
  preparationMinutes: number | null | undefined;
  hourRateCents: number | null | undefined;
}): number {
  if (isPricedByTime(dish)) return Math.round((dish.preparationMinutes! / 60) * dish.hourRateCents!);
  return dish.storedPriceCents ?? 0;
}

export function isPricedByTime(dish: {
  preparationMinutes: number | null | undefined;
  hourRateCents: number | null | undefined;
}): boolean {
  return Boolean(
    dish.preparationMinutes && dish.preparationMinutes > 0 && dish.hourRateCents && dish.hourRateCents > 0,
  );
}

/** spec marketplace §3: servings scale with the quantity ordered. */
export function servingsFor(baseServingsNumber: number | null | undefined, productVolume: number): number {
  return (baseServingsNumber && baseServingsNumber > 0 ? baseServingsNumber : 1) * productVolume;
}
