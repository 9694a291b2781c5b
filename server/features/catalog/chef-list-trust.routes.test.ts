import { expect, test } from 'vitest';
import { emptyWeek } from '#domain/availability/availability-settings.ts';
import { shellMessagesLt } from '#domain/i18n/shell-messages.lt.ts';
import { chefKitchen, createChef } from '../../test/factories.ts';
import { describeApi, TestClient, type TestApp } from '../../test/test-app.ts';

interface Card {
  userId: string;
  storeName: string;
  rating: { average: number | null; count: number };
  nextAvailableDate: string | null;
  earnedBadges: { kind: string; since: number | null }[];
}

async function list(t: TestApp, form: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return new TestClient(t.app, headers).post('/store/merchants', { page: '1', ...form });
}

async function cards(t: TestApp, form: Record<string, string> = {}) {
  const response = await list(t, form);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model as { merchants: Card[]; nextCursor: string | null; hasMore: boolean };
}

/** A chef whose one dish was delivered and rated by each of `ratings`' customers. */
async function ratedChef(t: TestApp, ratings: number[]) {
  const kitchen = await chefKitchen(t);
  for (const rating of ratings) {
    const { buyer, orderId } = await kitchen.order();
    const rated = await buyer.client.post('/secure/rate-order', { orderId, rating });
    expect(rated.statusCode, rated.body).toBe(200);
  }
  return kitchen.chef;
}

/**
 * A chef approved a second after everyone else, so first in the list's own order (newest first):
 * the clock stands still, and chefs approved at the same moment come in id order, which is random.
 */
async function newestChef(t: TestApp) {
  t.clock.advance(1_000);
  return createChef(t);
}

describeApi('the chef list: ratings, sorts and the minimum rating', (ctx) => {
  test('every card carries its rating; sorted by rating the best come first and the unrated last; a minimum leaves out the rest', async () => {
    const t = ctx();
    const good = await ratedChef(t, [5, 4]);
    const fair = await ratedChef(t, [3]);
    const unrated = await createChef(t);
    const all = await cards(t);
    const card = (id: string) => all.merchants.find((m) => m.userId === id)!;
    expect(card(good.id).rating).toEqual({ average: 4.5, count: 2 });
    expect(card(fair.id).rating).toEqual({ average: 3, count: 1 });
    expect(card(unrated.id).rating).toEqual({ average: null, count: 0 });

    const byRating = await cards(t, { sort: 'rating' });
    expect(byRating.merchants.map((m) => m.userId)).toEqual([good.id, fair.id, unrated.id]);
    expect((await cards(t, { sort: 'rating', minRating: '4' })).merchants.map((m) => m.userId)).toEqual([
      good.id,
    ]);
    expect((await cards(t, { minRating: '3' })).merchants.map((m) => m.userId).sort()).toEqual(
      [good.id, fair.id].sort(),
    );
    expect((await cards(t, { minRating: '4.6' })).merchants).toEqual([]);
    // The chef page says the same.
    const page = await new TestClient(t.app).post('/store/products', { nickname: good.nickname });
    expect(page.json().model.merchant.rating).toEqual({ average: 4.5, count: 2 });
  });

  test("bad sorts and minimum ratings are 400s naming the field, in the asker's language", async () => {
    const t = ctx();
    for (const minRating of ['abc', '0', '5.5', '4.25', '-1']) {
      const response = await list(t, { minRating });
      expect(response.statusCode, minRating).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['minRating']);
    }
    const badSort = await list(t, { sort: 'cheapest' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().fieldErrors).toEqual({ sort: 'invalid' });
    // The message is the English text and a code with its figures, which the app shows in its language.
    const lt = await list(t, { minRating: '9' }, { 'accept-language': 'lt' });
    expect(lt.statusCode).toBe(400);
    const message = lt.json().messages.find((m: { field?: string }) => m.field === 'minRating');
    expect(message).toMatchObject({
      code: 'forms.validation.max',
      message: 'Must be at most 5',
      params: { max: 5 },
    });
    expect(shellMessagesLt.forms.validation.max).toBe('Turi būti ne daugiau kaip {{max}}');
  });
});

describeApi('the chef list: keyset pages in each order', (ctx) => {
  test('page after page by cursor lists every chef once, as page numbers do; a cursor of another order is refused', async () => {
    const t = ctx();
    const rated = await ratedChef(t, [4]);
    const closed = await createChef(t);
    const week = await closed.client.post('/secure/availability', {
      availability: JSON.stringify({
        weeklyHours: emptyWeek(),
        daysOff: [],
        servicesPerDay: null,
        leadTimeHours: 2,
        serviceArea: { cities: [], radiusKm: null },
        workHolidays: false,
      }),
    });
    expect(week.statusCode, week.body).toBe(200);
    for (let i = 0; i < 12; i++) await createChef(t);
    for (const sort of ['rating', 'nextAvailable'] as const) {
      const first = await cards(t, { sort });
      expect(first.merchants).toHaveLength(12);
      expect(first.hasMore).toBe(true);
      const second = await cards(t, { sort, page: '2', cursor: first.nextCursor! });
      const byNumber = await cards(t, { sort, page: '2' });
      expect(second.merchants.map((m) => m.userId)).toEqual(byNumber.merchants.map((m) => m.userId));
      const ids = [...first.merchants, ...second.merchants].map((m) => m.userId);
      expect(new Set(ids).size).toBe(14);
      if (sort === 'rating') expect(ids[0]).toBe(rated.id);
      else {
        // Soonest first; the chef who cooks on no day has no date and comes last.
        expect(ids.at(-1)).toBe(closed.id);
        const dates = [...first.merchants, ...second.merchants].map((m) => m.nextAvailableDate);
        expect(dates.at(-1)).toBeNull();
        expect(dates.slice(0, -1).every((date) => date === '2026-06-01')).toBe(true);
      }
      const wrong = await list(t, {
        sort: sort === 'rating' ? 'nextAvailable' : 'rating',
        page: '2',
        cursor: first.nextCursor!,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors).toHaveProperty('cursor');
    }
  });

  test("a change of a chef's week moves their next date on the list at once", async () => {
    const t = ctx();
    const chef = await newestChef(t);
    const dateOf = async () =>
      (await cards(t)).merchants.find((m) => m.userId === chef.id)!.nextAvailableDate;
    expect(await dateOf()).toBe('2026-06-01');
    const saved = await chef.client.post('/secure/availability', {
      availability: JSON.stringify({
        weeklyHours: emptyWeek(),
        daysOff: [],
        servicesPerDay: null,
        leadTimeHours: 2,
        serviceArea: { cities: [], radiusKm: null },
        workHolidays: false,
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await dateOf()).toBeNull();
  });

  test('the job moves dates on as days end', async () => {
    const t = ctx();
    const chef = await newestChef(t);
    const dateOf = async () =>
      (await cards(t)).merchants.find((m) => m.userId === chef.id)!.nextAvailableDate;
    expect(await dateOf()).toBe('2026-06-01');
    t.clock.advance(24 * 3_600_000);
    await t.app.jobs.runDue();
    expect(await dateOf()).toBe('2026-06-02');
  });
});
