import { expect, test } from 'vitest';
import { makeJpeg } from '../../test/fixtures.ts';
import { createChef, ORDER_ADDRESS, serviceDateIn } from '../../test/factories.ts';
import { describeApi, TestClient, uploadFile } from '../../test/test-app.ts';

/** Major 1: a dish is shown and orderable only once it is complete. */
describeApi('an unfinished dish is not live', (ctx) => {
  test('step 1 alone makes a draft: unseen, unordered, its owner told what is missing', async () => {
    const t = ctx();
    const chef = await createChef(t, { hourRateCents: 2000 });
    const visitor = new TestClient(t.app);
    // Step 1 with "Enabled" ticked: still not live, because nothing else is there yet.
    const main = await chef.client.post('/secure/product', {
      title: 'Kibinai',
      description: 'Karaite pastries with lamb.',
      active: 'true',
    });
    expect(main.statusCode, main.body).toBe(200);
    const productId = main.json().model.productId as number;
    expect(main.json().model.product).toMatchObject({ active: true, complete: false });

    const storeOf = async (client: TestClient) =>
      (await client.post('/store/products', { nickname: chef.nickname })).json().model.products as {
        product: { id: number; missing: string[] };
      }[];
    expect(await storeOf(visitor)).toEqual([]);
    expect((await visitor.get('/store/product', { productId: String(productId) })).statusCode).toBe(404);
    const own = (await storeOf(chef.client))[0]!.product;
    expect(own).toMatchObject({ id: productId, missing: ['price', 'details', 'allergens', 'photo'] });

    const order = () =>
      visitor.post('/store/order', {
        items: JSON.stringify([{ productId, productVolume: 1 }]),
        serviceDeliveryDate: serviceDateIn(t),
        payInCash: 'false',
        ...ORDER_ADDRESS,
      });
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].code).toBe('orders.dishIncomplete');
    expect(refused.json().messages[0].message).toContain('not finished by its chef yet');

    // Details (preparation time, allergens) and then the photo: now it is live.
    const details = await chef.client.post('/secure/product-details', {
      productId,
      kitchenType: 'georgian',
      preparationMinutes: 60,
      preparationDescription: 'Fold and bake.',
      calories: 400,
      servingsNumber: 2,
      allergens: 'gluten',
    });
    expect(details.statusCode, details.body).toBe(200);
    expect((await storeOf(chef.client))[0]!.product.missing).toEqual(['photo']);
    expect(await storeOf(visitor)).toEqual([]);
    const file = (await uploadFile(chef.client, 'kibinai.jpg', await makeJpeg(900, 600))).json().model
      .fileDescriptor;
    await chef.client.post('/secure/relate-file-to-product', { productId, fileId: file.id });
    expect((await storeOf(visitor)).map((row) => row.product.id)).toEqual([productId]);
    expect((await order()).statusCode).toBe(200);

    // The last photo removed: a draft again.
    const removed = await chef.client.get('/secure/remove-product-file', { fileId: file.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await storeOf(visitor)).toEqual([]);
    expect((await order()).json().messages[0].code).toBe('orders.dishIncomplete');
  });

  test('a new dish is not enabled unless its chef says so', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const main = await chef.client.post('/secure/product', {
      title: 'Kugelis',
      description: 'Potato pudding.',
    });
    expect(main.json().model.product).toMatchObject({ active: false, complete: false });
  });

  test('a fixed-price dish sells at its price whatever its preparation time, and is not prepaid', async () => {
    const t = ctx();
    const chef = await createChef(t, { hourRateCents: 2000 });
    const main = await chef.client.post('/secure/product', {
      title: 'Medaus tortas',
      description: 'Honey cake for twelve.',
      fixedPrice: 'true',
      active: 'true',
    });
    const productId = main.json().model.productId as number;
    const own = async () =>
      (await chef.client.get('/store/product', { productId: String(productId) })).json().model.product;
    // Fixed, but no price typed yet: the price is what is missing, not a time.
    expect((await own()).missing).toEqual(['price', 'details', 'allergens', 'photo']);
    await chef.client.post('/secure/product', {
      id: productId,
      title: 'Medaus tortas',
      description: 'Honey cake for twelve.',
      price: 1500,
    });
    // Four hours of baking at EUR 20/h would be EUR 80; the chef sells it at EUR 15.
    const details = await chef.client.post('/secure/product-details', {
      productId,
      kitchenType: 'desserts',
      preparationMinutes: 240,
      preparationDescription: 'Bake the layers, rest overnight.',
      calories: 450,
      servingsNumber: 12,
      allergens: 'gluten,eggs,milk',
    });
    expect(details.statusCode, details.body).toBe(200);
    const file = (await uploadFile(chef.client, 'tortas.jpg', await makeJpeg(900, 600))).json().model
      .fileDescriptor;
    await chef.client.post('/secure/relate-file-to-product', { productId, fileId: file.id });
    expect(await own()).toMatchObject({
      price: 1500,
      storedPrice: 1500,
      fixedPrice: true,
      pricedByTime: false,
      complete: true,
      missing: [],
      preparationMinutes: 240,
    });

    // DESIGN §5: only lines priced by time count towards the chef's incentive and the prepayment.
    const fees = await new TestClient(t.app).post('/store/order-fees', {
      items: JSON.stringify([{ productId, productVolume: 2 }]),
      payInCash: 'false',
    });
    expect(fees.json().model.fees).toMatchObject({
      subtotal: 3000,
      chefIncentive: 0,
      prepayment: 0,
      payToChef: 3000,
    });
    const placed = await new TestClient(t.app).post('/store/order', {
      items: JSON.stringify([{ productId, productVolume: 1 }]),
      serviceDeliveryDate: serviceDateIn(t),
      payInCash: 'false',
      ...ORDER_ADDRESS,
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
