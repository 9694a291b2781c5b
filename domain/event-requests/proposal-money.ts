import { computeFees, type FeeLine, type Fees } from '../orders/fees.ts';

/**
 * An accepted proposal's one order line: the menu for all the guests, once, at the proposal's price,
 * priced as the chef's time (DESIGN §5: half of it prepaid by card unless the customer pays all in
 * cash). The order's money is computed from this line like any order's from its dishes.
 */
export function proposalLine(priceCents: number): FeeLine {
  return { unitPriceCents: priceCents, productVolume: 1, pricedByTime: true };
}

/**
 * A proposal's price is the chef's time and food for the whole event, so it follows DESIGN §5 as one
 * line priced by time: the service fee and its VAT by card, half the price prepaid by card unless the
 * customer pays the chef in cash, the gateway's 3% of what goes through it.
 */
export function proposalFees(priceCents: number, { payInCash }: { payInCash: boolean }): Fees {
  return computeFees([proposalLine(priceCents)], { payInCash });
}

/** The price per guest shown beside the total (rounded to the cent; the total is what is charged). */
export function pricePerGuest(priceCents: number, guests: number): number {
  return Math.round(priceCents / Math.max(1, guests));
}

/** A request's budget as a total, whichever way the customer gave it. */
export function budgetTotal(budget: number, kind: 'perPerson' | 'total', guests: number): number {
  return kind === 'perPerson' ? budget * guests : budget;
}
