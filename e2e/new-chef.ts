import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, uniqueEmail } from './fixtures.ts';

/**
 * A chef made for one journey through the API, as the server tests' factory does
 * (server/test/factories.ts createChef): registered, profile and merchant info filled, approved by
 * the demo operator; optionally with one published dish. The chef never opens the availability
 * editor, so they cook on the default hours. Each call is a new chef, so a journey that counts the
 * chef's orders counts only its own.
 */
export interface NewChef {
  email: string;
  password: string;
  nickname: string;
  name: string;
  city: string;
  /** The published dish, when one was asked for. */
  dish?: { id: number; title: string; preparationMinutes: number };
}

const PASSWORD = 'Kepsnys7x';

async function post(api: APIRequestContext, url: string, form: Record<string, string>) {
  const response = await api.post(url, { form });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).model;
}

/** Letters only: the store link is made of them (a-z), and it must be new on a shared server. */
function uniqueLetters(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
}

async function photo(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
}

export async function newApprovedChef(
  baseURL: string,
  options: { city?: string; dish?: { title: string; preparationMinutes: number } } = {},
): Promise<NewChef> {
  const city = options.city ?? 'Vilnius';
  const email = uniqueEmail('new-chef');
  const letters = uniqueLetters();
  const nickname = `chef-${letters}`;
  const [first, last] = ['Rūta', `Naujoji ${letters.slice(-4)}`];
  const chef = await playwrightRequest.newContext({ baseURL });
  const operator = await playwrightRequest.newContext({ baseURL });
  try {
    const registered = await post(chef, '/register', { identityKey: email, password: PASSWORD });
    const userId = registered.authorized.id as string;
    await post(chef, '/secure/user-info', { firstName: first, lastName: last, nickname });
    await post(chef, '/secure/address', { city });
    await post(chef, '/secure/merchant-info', {
      hourRate: '2000',
      kitchenType: 'lithuanian',
      about: 'I cook Lithuanian dinners for families.',
      // A registered food business, so the operator approves without writing why not.
      foodBusinessNumber: 'LT 13-01-01 EB',
    });
    await post(operator, '/pw-login', { identityKey: DEMO.operator, password: DEMO_PASSWORD, type: 'email' });
    await post(operator, '/secure/store-management/merchant-status', { userId, valid: 'true' });

    let dish: NewChef['dish'];
    if (options.dish) {
      const { productId } = await post(chef, '/secure/product', {
        title: options.dish.title,
        description: 'Potato dumplings with a meat filling and crackling.',
        active: 'true',
      });
      await post(chef, '/secure/product-details', {
        productId: String(productId),
        kitchenType: 'lithuanian',
        preparationMinutes: String(options.dish.preparationMinutes),
        preparationDescription: 'Grate, fill, boil.',
        calories: '650',
        servingsNumber: '2',
        ingridients: JSON.stringify({ Bulvės: 1000, Mėsa: 300 }),
        allergens: 'milk',
      });
      const uploaded = await chef.post('/secure/file-upload', {
        multipart: { data: { name: 'dish.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
      });
      expect(uploaded.ok(), await uploaded.text()).toBe(true);
      const fileId = (await uploaded.json()).model.fileDescriptor.id as string;
      await post(chef, '/secure/relate-file-to-product', { productId: String(productId), fileId });
      dish = { id: productId as number, ...options.dish };
    }
    return { email, password: PASSWORD, nickname, name: `${first} ${last}`, city, dish };
  } finally {
    await chef.dispose();
    await operator.dispose();
  }
}
