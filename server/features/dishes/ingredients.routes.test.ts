import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { productDetails } from '../../db/schema.ts';
import { createChef, createDish } from '../../test/factories.ts';
import { describeApi, TestClient, type TestApp } from '../../test/test-app.ts';

const BASE = {
  kitchenType: 'georgian',
  preparationMinutes: '90',
  preparationDescription: 'Knead, fill, bake.',
  calories: '650',
  servingsNumber: '2',
  allergens: 'gluten,milk',
};
/** An order jsonb would not keep: its keys sort by length, then bytes ('Sūris' before 'Kiaušiniai'). */
const LIST = [
  { name: 'Miltai', value: 500, unit: 'g' },
  { name: 'Kiaušiniai', value: 2, unit: 'pcs' },
  { name: 'Sūris', value: 0.3, unit: 'kg' },
  { name: 'Druska', value: 1, unit: 'tsp' },
  { name: 'Pienas', value: 200, unit: null },
];

const dishOf = async (t: TestApp, productId: number) =>
  (await new TestClient(t.app).get('/store/product-details', { productId: String(productId) })).json().model
    .dish;

describeApi('ingredients keep their order and carry a unit', (ctx) => {
  test('the list is answered in the chef\u2019s order with units; the spec\u2019s `ingridients` map too, in that order', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client);
    const saved = await chef.client.post('/secure/product-details', {
      ...BASE,
      productId,
      ingridients: JSON.stringify(LIST),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const dish = await dishOf(t, productId);
    expect(dish.ingredients).toEqual(LIST);
    expect(Object.keys(JSON.parse(dish.ingridients))).toEqual(LIST.map((item) => item.name));
    expect(dish.ingridients).toBe('{"Miltai":500,"Kiaušiniai":2,"Sūris":0.3,"Druska":1,"Pienas":200}');
  });

  test('the spec\u2019s name-to-number map is still taken, as ingredients without units', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client);
    const saved = await chef.client.post('/secure/product-details', {
      ...BASE,
      productId,
      ingridients: '{"Miltai":500,"Sūris":300}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await dishOf(t, productId)).ingredients).toEqual([
      { name: 'Miltai', value: 500, unit: null },
      { name: 'Sūris', value: 300, unit: null },
    ]);
  });

  test.each([
    ['an unknown unit', [{ name: 'Miltai', value: 1, unit: 'bucket' }], 'dishes.invalidIngredientUnit'],
    [
      'one name twice',
      [
        { name: 'Miltai', value: 1, unit: 'g' },
        { name: 'MILTAI', value: 2, unit: 'g' },
      ],
      'dishes.duplicateIngredient',
    ],
  ])('%s is refused on the field', async (_name, list, code) => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client);
    const saved = await chef.client.post('/secure/product-details', {
      ...BASE,
      productId,
      ingridients: JSON.stringify(list),
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().fieldErrors).toHaveProperty('ingridients');
    expect(JSON.stringify(saved.json().messages)).toContain(code);
  });

  test('a dish stored before units (the old map) reads as the list', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client);
    await t.db
      .update(productDetails)
      .set({ ingredients: { Miltai: 500 } as never })
      .where(eq(productDetails.productId, productId));
    expect((await dishOf(t, productId)).ingredients).toEqual([{ name: 'Miltai', value: 500, unit: null }]);
  });
});
