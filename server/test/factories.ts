import type { Answer } from '#domain/onboarding/answer-rules.ts';
import { isPublicHoliday } from '#domain/availability/days-off.ts';
import { vilniusDate, vilniusInstant } from '#domain/availability/vilnius-day.ts';
import { expect } from 'vitest';
import { ensureAccount } from '../db/seed.ts';
import { makeJpeg, makeMp4 } from './fixtures.ts';
import { signUp, TestClient, uniqueEmail, uploadFile, type TestApp } from './test-app.ts';

export async function signInStaff(t: TestApp, role: 'OPERATOR' | 'ADMIN' = 'OPERATOR') {
  const email = uniqueEmail(role.toLowerCase());
  await ensureAccount(t.db, { email, password: 'Operator1x', role });
  const client = new TestClient(t.app);
  const response = await client.post('/pw-login', { identityKey: email, password: 'Operator1x' });
  return { client, email, id: response.json().model.authorized.id as string };
}

let chefCounter = 0;

export interface ChefOptions {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  city?: string;
  hourRateCents?: number;
  kitchenTypes?: string[];
  foodBusinessNumber?: string;
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
    // A registered food business, so an operator approves without having to write why not.
    foodBusinessNumber: options.foodBusinessNumber ?? 'LT 13-01-01 EB',
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

/** A delivery address that passes the checkout rules (spec marketplace §5). */
export const ORDER_ADDRESS = {
  title: 'Home',
  postalCode: 'LT-01100',
  state: 'Vilniaus',
  city: 'Vilnius',
  phone: '+37061234567',
  formatted_address: 'Gedimino pr. 1',
};

/** A service date `days` ahead of the test clock, in the epoch seconds the API takes. */
export function serviceDateIn(t: TestApp, days = 9): string {
  // At 18:00 Vilnius time, within the default cooking hours, and never on a public holiday.
  let date = vilniusDate(t.clock.now().getTime() + days * 86_400_000);
  while (isPublicHoliday(date)) date = vilniusDate(vilniusInstant(date, '12:00')! + 86_400_000);
  return String(Math.floor(vilniusInstant(date, '18:00')! / 1000));
}

/**
 * A service later today in Vilnius: a card order's items may be delivered from its service day on
 *, so orders a test delivers at once are for today. Six hours ahead leaves a dish of up to
 * four hours its preparation plus the chef's lead time and, from the test clock's 12:00 in
 * Vilnius, is still today.
 */
export function serviceDateToday(t: TestApp): string {
  // A test clock moved into the afternoon or the night first moves on to the next morning (09:00),
  // so six hours ahead is still today and within the default cooking hours.
  const now = t.clock.now().getTime();
  const today = vilniusDate(now);
  const morning = vilniusInstant(today, '09:00')!;
  const latest = vilniusInstant(today, '14:30')!;
  if (now < morning) t.clock.advance(morning - now);
  else if (now > latest) t.clock.advance(vilniusInstant(vilniusDate(morning + 86_400_000), '09:00')! - now);
  while (isPublicHoliday(vilniusDate(t.clock.now().getTime()))) t.clock.advance(86_400_000);
  return String(Math.floor((t.clock.now().getTime() + 6 * 3_600_000) / 1000));
}

/** Places an order with all its lines at once, as the web app does; answers its id and GET /secure/order view. */
export async function placeOrder(
  t: TestApp,
  buyer: TestClient,
  lines: { productId: number; productVolume?: number }[],
  { payInCash = false, serviceDeliveryDate = serviceDateIn(t) } = {},
) {
  const placed = await buyer.post('/store/order', {
    items: JSON.stringify(lines.map((line) => ({ productVolume: 1, ...line }))),
    serviceDeliveryDate,
    payInCash: String(payInCash),
    ...ORDER_ADDRESS,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json().model.order.id as number;
  const order = (await buyer.get('/secure/order', { orderId: String(orderId) })).json().model.order;
  return { orderId, order };
}

/** Pays an order's amountToPay with the sandbox's succeeding test card. */
export async function payByCard(t: TestApp, buyer: TestClient, orderId: number, amount: number) {
  const intent = (await buyer.post('/secure/stripe-intent', { orderId, amount })).json().model;
  const paid = await confirmCard(t, intent);
  expect(paid.statusCode, paid.body).toBe(200);
}

/**
 * The sandbox's card form sent for a started payment (`intent`: its id and secret), with a good card
 * (valid until 2099, for tests whose clock runs decades ahead).
 */
export function confirmCard(t: TestApp, intent: { id: string; secret: string }) {
  return new TestClient(t.app).post('/payments/sandbox/confirm', {
    ...intent,
    cardNumber: '4242424242424242',
    expiry: '12/99',
    cvc: '123',
  });
}

/** A chef's dish (30 euro, time-priced) ordered twice by a new customer and, unless in cash, paid by card. */
export async function paidOrder(
  t: TestApp,
  {
    payInCash = false,
    chef,
    serviceDeliveryDate,
  }: {
    payInCash?: boolean;
    chef?: Awaited<ReturnType<typeof createChef>>;
    serviceDeliveryDate?: string;
  } = {},
) {
  chef ??= await createChef(t, { hourRateCents: 2000 });
  const { productId } = await createDish(chef.client, {
    title: 'Cepelinai',
    preparationMinutes: 90,
  });
  const buyer = await signUp(t.app);
  const { orderId, order } = await placeOrder(t, buyer.client, [{ productId, productVolume: 2 }], {
    payInCash,
    serviceDeliveryDate: serviceDeliveryDate ?? serviceDateIn(t),
  });
  // Events a minute apart, as in life, so "newest first" has one answer.
  t.clock.advance(60_000);
  if (!payInCash) {
    await payByCard(t, buyer.client, orderId, order.amountToPay);
    // Paying tells the chef and the customer; what follows comes a minute later.
    t.clock.advance(60_000);
  }
  return { chef, buyer, orderId, order, itemId: order.orderItems[0].id as number };
}

/**
 * A new chef's `dishes` dishes (90 minutes at 20 EUR/h), two of each ordered by a new customer for
 * `serviceAt` (epoch ms) and, unless `pay` is false or it is in cash, paid by card.
 */
export async function chefOrder(
  t: TestApp,
  { payInCash = false, pay = true, dishes = 1, serviceAt = Date.UTC(2026, 5, 10, 17) } = {},
) {
  const chef = await createChef(t, { hourRateCents: 2000 });
  const lines: { productId: number; productVolume: number }[] = [];
  for (let i = 0; i < dishes; i++) {
    const { productId } = await createDish(chef.client, { title: `Dish ${i}`, preparationMinutes: 90 });
    lines.push({ productId, productVolume: 2 });
  }
  const buyer = await signUp(t.app);
  const serviceDeliveryDate = String(Math.floor(serviceAt / 1000));
  const { orderId, order } = await placeOrder(t, buyer.client, lines, { payInCash, serviceDeliveryDate });
  let intentId: string | undefined;
  if (pay) {
    const intent = (
      await buyer.client.post('/secure/stripe-intent', { orderId, amount: order.amountToPay })
    ).json().model;
    await new TestClient(t.app).post('/payments/sandbox/confirm', {
      ...intent,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    intentId = intent.id;
  }
  return { chef, buyer, orderId, order, intentId };
}

/** The same, confirmed and delivered by the chef (cash orders with the customer's hand-over code). */
export async function deliveredOrder(t: TestApp, options: Parameters<typeof paidOrder>[1] = {}) {
  const scenario = await paidOrder(t, { serviceDeliveryDate: serviceDateToday(t), ...options });
  const { chef, orderId, order } = scenario;
  const confirmed = await chef.client.post('/secure/order-status', { orderId, status: 'confirmed' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  t.clock.advance(60_000);
  const delivered = await chef.client.post('/secure/order-status', {
    orderId,
    status: 'delivered',
    // The customer's hand-over PIN: cash changes hands in cash orders and card orders' remainders.
    ...(order.handoverCode ? { handoverCode: order.handoverCode } : {}),
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  t.clock.advance(60_000);
  return scenario;
}

/**
 * A chef with one dish (Kibinai: 60 minutes at 20 EUR/h), and a way to have it ordered by a new
 * customer, paid by card and, unless told otherwise, confirmed and delivered.
 */
export async function chefKitchen(t: TestApp) {
  const chef = await createChef(t, { hourRateCents: 2000 });
  const { productId } = await createDish(chef.client, {
    title: 'Kibinai',
    preparationMinutes: 60,
  });
  async function order({ deliver = true } = {}) {
    const buyer = await signUp(t.app);
    const placed = await placeOrder(t, buyer.client, [{ productId }], {
      serviceDeliveryDate: deliver ? serviceDateToday(t) : serviceDateIn(t),
    });
    await payByCard(t, buyer.client, placed.orderId, placed.order.amountToPay);
    if (deliver) {
      await chef.client.post('/secure/order-status', { orderId: placed.orderId, status: 'confirmed' });
      await chef.client.post('/secure/order-status', {
        orderId: placed.orderId,
        status: 'delivered',
        handoverCode: placed.order.handoverCode,
      });
    }
    return { buyer, orderId: placed.orderId };
  }
  return { chef, productId, order };
}

/**
 * The answers of a complete chef application (questions 1-10): `certificateId` on the training
 * question, and `videoId`, when given, as the video CV.
 */
export function chefAnswers(certificateId: string, videoId?: string): Answer[] {
  return [
    { questionId: 1, answerType: 'option', optionId: 1 },
    { questionId: 2, answerType: 'option', optionId: 3 },
    { questionId: 3, answerType: 'option', optionId: 11 },
    { questionId: 4, answerType: 'option', optionId: 13, fileIds: [certificateId] },
    { questionId: 5, answerType: 'option', optionId: 20 },
    { questionId: 6, answerType: 'option', optionId: 25 },
    {
      questionId: 7,
      answerType: 'text',
      textValue: 'Žemaitiški patiekalai dideliam stalui.',
      ...(videoId && { fileId: videoId }),
    },
    { questionId: 8, answerType: 'option', optionId: 27 },
    { questionId: 9, answerType: 'option', selectedOptions: [47, 45] },
    { questionId: 10, answerType: 'text', textValue: 'https://instagram.com/ona' },
  ];
}

/** A complete chef application with its certificate and video CV uploaded. */
export async function completeChefAnswers(client: TestClient): Promise<Answer[]> {
  const cert = (await uploadFile(client, 'diplomas.jpg', await makeJpeg())).json().model.fileDescriptor.id;
  const video = (await uploadFile(client, 'cv.mp4', makeMp4())).json().model.fileDescriptor.id;
  return chefAnswers(cert, video);
}
