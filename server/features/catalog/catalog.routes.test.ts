import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, test } from 'vitest';
import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import { createChef, createDish, signInStaff } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, type TestApp } from '../../test/test-app.ts';

type Merchant = {
  storeName: string;
  city: string;
  merchantInfo: { hourRate: number; kitchenType: string[] };
};

describeApi('POST /store/merchants', (ctx) => {
  let t: TestApp;
  const names: Record<string, string> = {};
  beforeAll(async () => {
    t = ctx();
    const make = async (key: string, options: Parameters<typeof createChef>[1]) => {
      const chef = await createChef(t, options);
      names[key] = chef.nickname;
      return chef;
    };
    const georgian = await make('georgianKaunas', {
      city: 'Kaunas',
      hourRateCents: 2500,
      kitchenTypes: ['georgian'],
    });
    await createDish(georgian.client, { title: 'Chačapuri' });
    const lithuanian = await make('frenchVilnius', {
      city: 'Vilnius',
      hourRateCents: 6000,
      kitchenTypes: ['french', 'desserts'],
    });
    await createDish(lithuanian.client, { title: 'Kūgelis', kitchenType: 'french' });
    const asian = await make('asianKaunas', {
      city: 'Kaunas',
      hourRateCents: 12000,
      kitchenTypes: ['asian'],
      firstName: 'Šarūnas',
    });
    await createDish(asian.client, { title: 'Cepelinai', kitchenType: 'asian' });
    await make('pending', { city: 'Kaunas', kitchenTypes: ['georgian'], approve: false });
  });

  const list = async (form: Record<string, string> = {}) => {
    const response = await new TestClient(t.app).post('/store/merchants', form);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().model as { merchants: Merchant[]; hasMore: boolean; page: number };
  };
  const storeNames = (model: { merchants: Merchant[] }) => model.merchants.map((m) => m.storeName).sort();

  test('lists approved chefs only, whatever valid is sent', async () => {
    const all = storeNames(await list({ page: '1', valid: 'false' }));
    expect(all).toEqual([names.asianKaunas, names.frenchVilnius, names.georgianKaunas].sort());
  });

  test('filters by kitchen type, city and maximum hourly rate (euros, 0 = any)', async () => {
    expect(storeNames(await list({ kitchenType: 'georgian' }))).toEqual([names.georgianKaunas]);
    expect(storeNames(await list({ kitchenType: 'desserts,asian' }))).toEqual(
      [names.asianKaunas, names.frenchVilnius].sort(),
    );
    expect(storeNames(await list({ city: 'Kaunas' }))).toEqual(
      [names.asianKaunas, names.georgianKaunas].sort(),
    );
    expect(storeNames(await list({ hourRate: '50' }))).toEqual([names.georgianKaunas]);
    expect(storeNames(await list({ hourRate: '100', city: 'Vilnius' }))).toEqual([names.frenchVilnius]);
    expect(storeNames(await list({ hourRate: '0' }))).toHaveLength(3);
  });

  test('a card carries what the list shows: name, kitchen types, hourly rate, city, cover photo', async () => {
    const model = await list({ kitchenType: 'georgian' });
    expect(model.merchants[0]).toMatchObject({
      storeName: names.georgianKaunas,
      city: 'Kaunas',
      merchantInfo: { hourRate: 2500, kitchenType: ['georgian'] },
      coverImageUrl: expect.stringMatching(/^\/repository\/users\/.+\.jpg$/),
    });
    expect(JSON.stringify(model)).not.toMatch(/personalTaxNumber|additionalNotes|email/);
  });

  test('search ignores case and Lithuanian diacritics, across names, kitchen types and dish titles', async () => {
    expect(storeNames(await list({ q: 'kugelis' }))).toEqual([names.frenchVilnius]);
    expect(storeNames(await list({ q: 'KŪGELIS' }))).toEqual([names.frenchVilnius]);
    expect(storeNames(await list({ q: 'chacapuri' }))).toEqual([names.georgianKaunas]);
    expect(storeNames(await list({ q: 'sarunas' }))).toEqual([names.asianKaunas]);
    expect(storeNames(await list({ q: 'dessert' }))).toEqual([names.frenchVilnius]);
    expect(storeNames(await list({ q: '%' }))).toEqual([]);
  });

  test('search reads descriptions and Lithuanian word forms (issue 19)', async () => {
    expect(storeNames(await list({ q: 'cepelinų' }))).toEqual([names.asianKaunas]);
    expect(storeNames(await list({ q: 'kugelio' }))).toEqual([names.frenchVilnius]);
    // Every dish of the factory is 'Cheese-filled bread from Adjara.'
    expect(storeNames(await list({ q: 'Adjaros' }))).toEqual(
      [names.asianKaunas, names.frenchVilnius, names.georgianKaunas].sort(),
    );
    expect(storeNames(await list({ q: 'cepelinų adjara' }))).toEqual([names.asianKaunas]);
    expect(storeNames(await list({ q: 'cepelinų kugelis' }))).toEqual([]);
  });

  test('bad filters are 400s naming the field', async () => {
    const response = await new TestClient(t.app).post('/store/merchants', {
      kitchenType: 'klingon',
      city: 'Riga',
      page: '0',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ kitchenType: 'invalid', city: 'invalid', page: 'invalid' });
  });
});

describeApi('paging of /store/merchants', (ctx) => {
  test('pages from 1, 12 a page, with hasMore', async () => {
    const t = ctx();
    for (let i = 0; i < 13; i++) await createChef(t, { kitchenTypes: ['pizza'], city: 'Vilnius' });
    const page = async (n: number) =>
      (await new TestClient(t.app).post('/store/merchants', { page: String(n), kitchenType: 'pizza' })).json()
        .model;
    const first = await page(1);
    const second = await page(2);
    expect(first.merchants).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    expect(second.merchants).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const ids = [...first.merchants, ...second.merchants].map((m: { userId: string }) => m.userId);
    expect(new Set(ids).size).toBe(13);
  });
});

describeApi('POST /store/merchants at any size: kept counts, pages by cursor', (ctx) => {
  type Filter = { city?: string; hourRate?: number };
  /** The chips' counts as counting every approved chef gives them: what the kept counts must be. */
  async function counted(t: TestApp, { city, hourRate }: Filter) {
    const { rows } = (await t.db.execute(sql`
      select unnest(m.kitchen_types) as type, count(*)::int as chefs
      from merchant_infos m left join addresses a on a.user_id = m.user_id
      where m.valid ${hourRate ? sql`and m.hour_rate_cents <= ${hourRate * 100}` : sql``}
        ${city ? sql`and a.city = ${city}` : sql``}
      group by 1`)) as unknown as { rows: { type: string; chefs: number }[] };
    return Object.fromEntries(
      KITCHEN_TYPES.map((type) => [type, rows.find((row) => row.type === type)?.chefs ?? 0]),
    );
  }
  async function answered(t: TestApp, { city, hourRate }: Filter) {
    const form = {
      page: '1',
      ...(city ? { city } : {}),
      ...(hourRate ? { hourRate: String(hourRate) } : {}),
    };
    return (await new TestClient(t.app).post('/store/merchants', form)).json().model.kitchenTypeCounts;
  }
  const FILTERS: Filter[] = [
    {},
    { city: 'Kaunas' },
    { city: 'Vilnius', hourRate: 20 },
    { hourRate: 45 },
    { hourRate: 46 },
  ];
  async function expectExact(t: TestApp) {
    for (const filter of FILTERS)
      expect(await answered(t, filter), JSON.stringify(filter)).toEqual(await counted(t, filter));
  }

  test('the chips count every change of a chef as counting every chef would', async () => {
    const t = ctx();
    const ona = await createChef(t, {
      kitchenTypes: ['pizza', 'georgian'],
      city: 'Kaunas',
      hourRateCents: 4550,
    });
    const jonas = await createChef(t, { kitchenTypes: ['pizza'], city: 'Vilnius', hourRateCents: 2000 });
    await createChef(t, { kitchenTypes: ['french'], approve: false });
    await expectExact(t);
    // 45.50 EUR is within 46 EUR an hour, not within 45.
    expect((await answered(t, { hourRate: 46 })).georgian).toBe(1);
    expect((await answered(t, { hourRate: 45 })).georgian).toBe(0);
    // New kitchen types and rate, then a move to another city.
    const changed = await ona.client.post('/secure/merchant-info', {
      hourRate: '3000',
      kitchenType: 'french',
      about: 'I cook for families.',
      foodBusinessNumber: 'LT 13-01-01 EB',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await ona.client.post('/secure/address', { city: 'Vilnius' });
    await expectExact(t);
    expect(await answered(t, { city: 'Kaunas' })).toMatchObject({ georgian: 0, pizza: 0, french: 0 });
    // An operator takes a chef off the list.
    const staff = await signInStaff(t);
    const off = await staff.client.post('/secure/store-management/merchant-status', {
      userId: jonas.id,
      valid: 'false',
      reason: 'Closed for the season.',
    });
    expect(off.statusCode, off.body).toBe(200);
    await expectExact(t);
    expect((await answered(t, {})).pizza).toBe(0);
  });

  test('a page read on from the cursor is the page of that number, with and without a search', async () => {
    const t = ctx();
    for (let i = 0; i < 14; i++) await createChef(t, { kitchenTypes: ['mexican'], lastName: `Taqueria${i}` });
    const list = async (form: Record<string, string>) => {
      const response = await new TestClient(t.app).post('/store/merchants', {
        kitchenType: 'mexican',
        ...form,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().model as {
        merchants: { userId: string }[];
        nextCursor: string | null;
        hasMore: boolean;
      };
    };
    const ids = (page: { merchants: { userId: string }[] }) => page.merchants.map((m) => m.userId);
    for (const q of [undefined, 'taqueria']) {
      const search: Record<string, string> = q ? { q } : {};
      const first = await list({ page: '1', ...search });
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await list({ page: '2', cursor: first.nextCursor!, ...search });
      expect(ids(second)).toEqual(ids(await list({ page: '2', ...search })));
      expect(ids(second)).toHaveLength(2);
      expect(second).toMatchObject({ hasMore: false, nextCursor: null });
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(14);
    }
    const refused = await new TestClient(t.app).post('/store/merchants', { page: '2', cursor: 'WyJ4Il0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('cursor');
  });
});

describeApi('POST /store/products (the chef page)', (ctx) => {
  test('visitors see active dishes with prices; the owner also sees inactive ones', async () => {
    const t = ctx();
    const chef = await createChef(t, { hourRateCents: 2000 });
    await createDish(chef.client, { title: 'Active', preparationMinutes: 45 });
    await createDish(chef.client, { title: 'Hidden', active: false });
    const visitor = (
      await new TestClient(t.app).post('/store/products', { nickname: chef.nickname.toUpperCase() })
    ).json().model;
    expect(visitor.isOwner).toBe(false);
    expect(visitor.merchant).toMatchObject({
      storeName: chef.nickname,
      badges: { hasCertificates: false, videoCvUrl: null },
    });
    expect(
      visitor.products.map((p: { product: { title: string; price: number } }) => [
        p.product.title,
        p.product.price,
      ]),
    ).toEqual([['Active', 1500]]);
    const owner = (await chef.client.post('/store/products', { nickname: chef.nickname })).json().model;
    expect(owner.isOwner).toBe(true);
    expect(owner.products.map((p: { product: { title: string } }) => p.product.title).sort()).toEqual([
      'Active',
      'Hidden',
    ]);
  });

  test('Chef not found: unknown names, and chefs not approved, for everyone but themselves and staff', async () => {
    const t = ctx();
    const unknown = await new TestClient(t.app).post('/store/products', { nickname: 'nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0]).toEqual({ code: 'chefs.notFound', message: 'Chef not found' });
    const pending = await createChef(t, { approve: false });
    expect(
      (await new TestClient(t.app).post('/store/products', { nickname: pending.nickname })).statusCode,
    ).toBe(404);
    expect((await pending.client.post('/store/products', { nickname: pending.nickname })).statusCode).toBe(
      200,
    );
    expect(
      (await (await signInStaff(t)).client.post('/store/products', { nickname: pending.nickname }))
        .statusCode,
    ).toBe(200);
  });
});

describeApi('GET /store/product and /store/product-details', (ctx) => {
  test('the price rule: time-based when the dish has a time and the chef a rate, else the stored price', async () => {
    const t = ctx();
    const chef = await createChef(t, { hourRateCents: 2000 });
    const { productId } = await createDish(chef.client, { preparationMinutes: 90, price: 999 });
    const model = (await new TestClient(t.app).get('/store/product', { productId: String(productId) })).json()
      .model;
    expect(model).toMatchObject({
      userId: chef.id,
      hourRate: 2000,
      product: { price: 3000, storedPrice: 999, pricedByTime: true },
    });
    const dish = (
      await new TestClient(t.app).get('/store/product-details', { productId: String(productId) })
    ).json().model.dish;
    expect(dish).toMatchObject({
      productId,
      kitchenType: 'georgian',
      preparationMinutes: 90,
      servingsNumber: 2,
      calories: 650,
      allergens: ['gluten', 'milk', 'eggs'],
      hourRate: 2000,
    });
    expect(JSON.parse(dish.ingridients)).toEqual({ Miltai: 500, Sūris: 300 });
    expect(dish.ingredients).toEqual([
      { name: 'Miltai', value: 500, unit: null },
      { name: 'Sūris', value: 300, unit: null },
    ]);
  });

  test('an inactive dish is visible only to its owner; its images too', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client, { active: false });
    const visitor = new TestClient(t.app);
    const hidden = await visitor.get('/store/product', { productId: String(productId) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().messages[0].message).toBe('Product not found');
    expect((await visitor.get('/store/product-details', { productId: String(productId) })).statusCode).toBe(
      404,
    );
    const own = (await chef.client.get('/store/product', { productId: String(productId) })).json().model;
    expect((await visitor.get(own.relatedFiles[0].url)).statusCode).toBe(404);
    expect(
      (await (await signUp(t.app)).client.get('/store/product', { productId: String(productId) })).statusCode,
    ).toBe(404);
  });

  /** A visitor, and the address of the first photo of a new chef's dish. */
  async function publicDishPhoto(t: TestApp) {
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client);
    const visitor = new TestClient(t.app);
    const { relatedFiles } = (await visitor.get('/store/product', { productId: String(productId) })).json()
      .model;
    return { visitor, url: relatedFiles[0].url as string };
  }

  test('public images are served resized, with ETag and a long cache', async () => {
    const { visitor, url } = await publicDishPhoto(ctx());
    const small = await visitor.get(`${url}?w=320`);
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expect(small.headers['cache-control']).toBe('public, max-age=604800');
    expect(small.headers.etag).toBeTruthy();
    const again = await visitor.request({
      method: 'GET',
      url: `${url}?w=320`,
      headers: { 'if-none-match': String(small.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('a resized image is WebP for a browser that takes it and JPEG for any other, varying by Accept', async () => {
    const { visitor, url } = await publicDishPhoto(ctx());
    const get = (accept: string) =>
      visitor.request({ method: 'GET', url: `${url}?w=480`, headers: { accept } });
    const webp = await get('image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toContain('Accept');
    const webpMeta = await sharp(webp.rawPayload).metadata();
    expect([webpMeta.format, webpMeta.width]).toEqual(['webp', 480]);
    const jpeg = await get('image/*,*/*;q=0.8');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toContain('Accept');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    // Not resized, the file is the one stored.
    const original = await visitor.request({ method: 'GET', url, headers: { accept: 'image/webp' } });
    expect(original.headers['content-type']).toBe('image/jpeg');
  });

  test('a missing or malformed productId is a clear 4xx', async () => {
    const t = ctx();
    const missing = await new TestClient(t.app).get('/store/product');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages.find((m: { field?: string }) => m.field === 'productId')?.message).toBe(
      'No productId',
    );
    for (const value of ['abc', '-1', '99999999999']) {
      const response = await new TestClient(t.app).get('/store/product', { productId: value });
      expect(response.statusCode, value).toBe(400);
    }
    expect((await new TestClient(t.app).get('/store/product', { productId: '424242' })).statusCode).toBe(404);
  });
});
