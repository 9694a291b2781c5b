import { expect } from 'vitest';
import { emptyWeek, type Availability } from '#domain/availability/availability-settings.ts';
import { vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { createChef, createDish, ORDER_ADDRESS } from '../../test/factories.ts';
import { TestClient, type TestApp } from '../../test/test-app.ts';

// For the availability tests: a chef with settings, her dishes' orders, and the slots they see.

// The test clock: 2026-06-01 09:00 UTC, a Monday, 12:00 in Vilnius (summer time, UTC+3).
export const at = (date: string, time: string) => String(vilniusInstant(date, time)! / 1000);

export function week(ranges: { start: string; end: string }[], days = ['1', '2', '3', '4', '5', '6']) {
  const hours = emptyWeek();
  for (const day of days) hours[day as keyof typeof hours] = ranges;
  return hours;
}

export function settings(overrides: Partial<Availability> = {}): Availability {
  return {
    weeklyHours: week([{ start: '17:00', end: '20:00' }]),
    daysOff: ['2026-06-03'],
    servicesPerDay: 2,
    leadTimeHours: 2,
    serviceArea: { cities: [], radiusKm: null },
    workHolidays: false,
    ...overrides,
  };
}

export async function setAvailability(client: TestClient, value: unknown) {
  return client.post('/secure/availability', { availability: JSON.stringify(value) });
}

/** An approved chef with one dish (90 minutes' preparation) and availability set (unless null). */
export async function chefWith(t: TestApp, availability: Availability | null = settings(), city = 'Vilnius') {
  const chef = await createChef(t, { city });
  const { productId } = await createDish(chef.client, { title: 'Kibinai', preparationMinutes: 90 });
  if (availability) {
    const saved = await setAvailability(chef.client, availability);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { chef, productId };
}

export function order(
  client: TestClient,
  productId: number,
  serviceDeliveryDate: string,
  {
    payInCash = true,
    city = ORDER_ADDRESS.city,
    key,
  }: { payInCash?: boolean; city?: string; key?: string } = {},
) {
  return client.request({
    method: 'POST',
    url: '/store/order',
    payload: new URLSearchParams({
      items: JSON.stringify([{ productId, productVolume: 1 }]),
      serviceDeliveryDate,
      payInCash: String(payInCash),
      ...ORDER_ADDRESS,
      city,
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}

export async function slots(t: TestApp, productIds: number[], from?: string, days = 7) {
  const response = await new TestClient(t.app).get('/store/service-slots', {
    items: JSON.stringify(productIds.map((productId) => ({ productId }))),
    ...(from ? { from } : {}),
    days: String(days),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model.slots as { timeZone: string; days: { date: string; times: string[] }[] };
}
