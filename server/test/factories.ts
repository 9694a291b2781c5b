import { expect } from 'vitest';
import { ensureAccount } from '../db/seed.ts';
import { makeJpeg } from './fixtures.ts';
import { signUp, TestClient, uniqueEmail, uploadFile, type TestApp } from './test-app.ts';

export async function signInStaff(t: TestApp, role: 'OPERATOR' | 'ADMIN' = 'OPERATOR') {
  const email = uniqueEmail(role.toLowerCase());
  await ensureAccount(t.db, { email, password: 'Operator1x', role });
  const client = new TestClient(t.app);
  const response = await client.post('/pw-login', { identityKey: email, password: 'Operator1x' });
  return { client, id: response.json().model.authorized.id as string };
}

let chefCounter = 0;

export interface ChefOptions {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  city?: string;
  hourRateCents?: number;
  kitchenTypes?: string[];
  approve?: boolean;
}

/** A chef made through the API, approved by an operator unless told otherwise. */
export async function createChef(t: TestApp, options: ChefOptions = {}) {
  chefCounter += 1;
  const chef = await signUp(t.app, uniqueEmail('chef'));
  const nickname = options.nickname ?? `chef-${chefCounter}-${Math.random().toString(36).slice(2, 7)}`;
  const info = await chef.client.post('/secure/user-info', {
    firstName: options.firstName ?? 'Ona',
    lastName: options.lastName ?? `Virėja${chefCounter}`,
    nickname,
  });
  expect(info.statusCode, info.body).toBe(200);
  await chef.client.post('/secure/address', { city: options.city ?? 'Vilnius' });
  const merchant = await chef.client.post('/secure/merchant-info', {
    hourRate: String(options.hourRateCents ?? 2000),
    kitchenType: (options.kitchenTypes ?? ['georgian']).join(','),
    about: 'I cook for families.',
  });
  expect(merchant.statusCode, merchant.body).toBe(200);
  if (options.approve !== false) {
    const staff = await signInStaff(t);
    const decision = await staff.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
    });
    expect(decision.statusCode, decision.body).toBe(200);
  }
  return { ...chef, nickname };
}

export interface DishOptions {
  title?: string;
  preparationMinutes?: number;
  price?: number;
  active?: boolean;
  images?: number;
  allergens?: string;
  kitchenType?: string;
}

/** A dish made through the editor's three calls. */
export async function createDish(client: TestClient, options: DishOptions = {}) {
  const main = await client.post('/secure/product', {
    title: options.title ?? 'Chačapuri',
    description: 'Cheese-filled bread from Adjara.',
    price: options.price,
    active: options.active === false ? 'false' : 'true',
  });
  expect(main.statusCode, main.body).toBe(200);
  const productId = main.json().model.productId as number;
  const details = await client.post('/secure/product-details', {
    productId,
    kitchenType: options.kitchenType ?? 'georgian',
    preparationMinutes: options.preparationMinutes ?? 90,
    preparationDescription: 'Knead, fill, bake.',
    calories: 650,
    servingsNumber: 2,
    ingridients: JSON.stringify({ Miltai: 500, Sūris: 300 }),
    allergens: options.allergens ?? 'gluten,milk,eggs',
  });
  expect(details.statusCode, details.body).toBe(200);
  const fileIds: string[] = [];
  for (let i = 0; i < (options.images ?? 1); i++) {
    const file = (await uploadFile(client, `dish-${i}.jpg`, await makeJpeg(900, 600))).json().model
      .fileDescriptor;
    const related = await client.post('/secure/relate-file-to-product', { productId, fileId: file.id });
    expect(related.statusCode, related.body).toBe(200);
    fileIds.push(file.id);
  }
  return { productId, fileIds };
}
