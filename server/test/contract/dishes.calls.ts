import { createDish } from '../factories.ts';
import { makeJpeg } from '../fixtures.ts';
import { uploadFile } from '../test-app.ts';
import type { ContractCalls, World } from './world.ts';

/** A draft dish of the world's chef with no photo (the chef's shown dishes stay as they are). */
const draft = (w: World) => createDish(w.chef.client, { active: false, images: 0 });

/** A photo the chef uploads for the call. */
async function photoId(w: World): Promise<string> {
  return (await uploadFile(w.chef.client, 'dish.jpg', await makeJpeg(900, 600))).json().model.fileDescriptor
    .id;
}

/** A draft with one photo, whose file id the call removes. */
async function draftPhoto(w: World): Promise<string> {
  const { productId } = await draft(w);
  const fileId = await photoId(w);
  await w.chef.client.post('/secure/relate-file-to-product', { productId, fileId });
  return fileId;
}

export const dishesCalls: ContractCalls = {
  'POST /secure/product': (w) =>
    w.chef.client.post('/secure/product', {
      title: 'Šaltibarščiai',
      description: 'Cold beetroot soup with kefir.',
      active: 'false',
    }),
  'POST /secure/product-details': async (w) =>
    w.chef.client.post('/secure/product-details', {
      productId: (await draft(w)).productId,
      kitchenType: 'lithuanian',
      preparationMinutes: 30,
      preparationDescription: 'Grate, stir, chill.',
      calories: 200,
      servingsNumber: 2,
      ingridients: JSON.stringify({ Burokėliai: 300, Kefyras: 500 }),
      allergens: 'milk',
    }),
  'POST /secure/relate-file-to-product': async (w) =>
    w.chef.client.post('/secure/relate-file-to-product', {
      productId: (await draft(w)).productId,
      fileId: await photoId(w),
    }),
  'GET /secure/remove-product-file': async (w) =>
    w.chef.client.get('/secure/remove-product-file', { fileId: await draftPhoto(w) }),
  'POST /secure/remove-product-file': async (w) =>
    w.chef.client.post('/secure/remove-product-file', { fileId: await draftPhoto(w) }),
};
