import { count } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { createChef, createDish } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

// For the orders routes' tests: a chef's menu, a checkout's fields, and the orders written.

// A Monday evening three weeks after the test clock (2026-06-01), 20:00 in Vilnius: within the 62
// days a chef can be booked ahead.
export const FUTURE = () => String(Math.floor(Date.UTC(2026, 5, 22, 17) / 1000));
export const address = {
  title: 'Home',
  postalCode: 'LT-01100',
  state: 'Vilniaus apskr.',
  city: 'Vilnius',
  phone: '+37061234567',
  formatted_address: 'Gedimino pr. 1, Vilnius',
};

export async function menu(t: TestApp) {
  const chef = await createChef(t, { hourRateCents: 2000 });
  const timed = await createDish(chef.client, { title: 'Chačapuri', preparationMinutes: 90 });
  const fixed = await createDish(chef.client, { title: 'Lemonade', preparationMinutes: 90 });
  return { chef, timed: timed.productId, fixed: fixed.productId };
}

export async function orderCount(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return row!.n;
}

export function atomic(items: object[], extra: Record<string, string> = {}) {
  return {
    items: JSON.stringify(items),
    serviceDeliveryDate: FUTURE(),
    payInCash: 'false',
    ...address,
    ...extra,
  };
}
