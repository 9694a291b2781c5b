/**
 * When a dish is finished enough to be shown and ordered: it has a price (a fixed price, or a
 * preparation time that prices it by the chef's hourly rate), its details (saved with a
 * preparation time), its allergens declared ("none" counts), and at least one photo. An unfinished
 * dish is the chef's draft: only its owner (and staff) sees it, and the API refuses to order it.
 *
 * The one rule for the server (which keeps `products.complete` with every write that can change it)
 * and the web app (whose editor lists what is missing, every part of it).
 */
export const DISH_PARTS = ['price', 'details', 'allergens', 'photo'] as const;
export type DishPart = (typeof DISH_PARTS)[number];

export interface DishCompletenessInput {
  storedPriceCents: number | null | undefined;
  preparationMinutes: number | null | undefined;
  allergens: readonly string[] | null | undefined;
  imageCount: number;
  fixedPrice?: boolean | null;
}

/** The parts a dish still lacks, in the editor's order; empty when it is complete. */
export function missingDishParts(dish: DishCompletenessInput): DishPart[] {
  const missing: DishPart[] = [];
  const hasPrice = (dish.storedPriceCents ?? 0) > 0;
  const hasDetails = (dish.preparationMinutes ?? 0) > 0;
  // A fixed price must be typed in; a dish priced by time (or, as before, by a stored price) is
  // priced once its preparation time is saved.
  const priced = dish.fixedPrice ? hasPrice : hasPrice || hasDetails;
  if (!priced) missing.push('price');
  if (!hasDetails) missing.push('details');
  if (!dish.allergens || dish.allergens.length === 0) missing.push('allergens');
  if (dish.imageCount < 1) missing.push('photo');
  return missing;
}

export function isDishComplete(dish: DishCompletenessInput): boolean {
  return missingDishParts(dish).length === 0;
}

/**
 * Whether anyone may see and order the dish: enabled by its chef, complete, not taken down by an
 * operator, and its chef approved.
 */
export function isDishLive(dish: {
  active: boolean;
  complete: boolean;
  blockedReason: string | null | undefined;
  chefValid: boolean | null | undefined;
}): boolean {
  return dish.active && dish.complete && !dish.blockedReason && Boolean(dish.chefValid);
}
