import { expect, test } from 'vitest';
import { makeJpeg, makeMp4 } from '../../test/fixtures.ts';
import { createChef, createDish } from '../../test/factories.ts';
import { describeApi, signUp, TestClient, uploadFile } from '../../test/test-app.ts';

describeApi('POST /secure/product and /secure/product-details', (ctx) => {
  test('an approved chef creates a dish through the three calls and edits it', async () => {
    const t = ctx();
    const chef = await createChef(t, { hourRateCents: 2000 });
    const { productId, fileIds } = await createDish(chef.client, { images: 2 });
    const read = (await chef.client.get('/store/product', { productId: String(productId) })).json().model;
    expect(read.product).toMatchObject({
      id: productId,
      title: 'Chačapuri',
      price: 3000,
      hourRate: 2000,
      active: true,
    });
    expect(read.relatedFiles.map((f: { fileId: string }) => f.fileId)).toEqual(fileIds);
    const edit = await chef.client.post('/secure/product', {
      id: productId,
      title: 'Imeruli chačapuri',
      description: 'Round and cheesy.',
      active: 'false',
    });
    expect(edit.json().model).toMatchObject({
      productId,
      id: productId,
      product: { id: productId, active: false },
    });
    const again = (await chef.client.get('/store/product', { productId: String(productId) })).json().model
      .product;
    expect(again).toMatchObject({ title: 'Imeruli chačapuri', active: false });
  });

  test('a chef whose profile is not approved is refused, and nothing is written', async () => {
    const t = ctx();
    const pending = await createChef(t, { approve: false });
    const response = await pending.client.post('/secure/product', {
      title: 'Kugelis',
      description: 'Potato pudding',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().messages[0]).toMatchObject({
      code: 'dishes.notApproved',
      message: 'Your chef profile must be approved before you can publish dishes.',
    });
    const customer = await signUp(t.app);
    expect((await customer.client.post('/secure/product', { title: 'X', description: 'Y' })).statusCode).toBe(
      403,
    );
    expect(
      (await new TestClient(t.app).post('/secure/product', { title: 'X', description: 'Y' })).statusCode,
    ).toBe(401);
  });

  test('another chef can neither edit the dish nor its details nor its images', async () => {
    const t = ctx();
    const owner = await createChef(t);
    const { productId, fileIds } = await createDish(owner.client);
    const intruder = await createChef(t);
    const edit = await intruder.client.post('/secure/product', {
      id: productId,
      title: 'Mine now',
      description: 'x',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().messages[0].code).toBe('dishes.notYours');
    const details = await intruder.client.post('/secure/product-details', {
      productId,
      kitchenType: 'pizza',
      preparationMinutes: 1,
      preparationDescription: 'x',
      calories: 1,
      servingsNumber: 1,
      allergens: 'none',
    });
    expect(details.statusCode).toBe(403);
    const ownFile = (await uploadFile(intruder.client, 'x.jpg', await makeJpeg())).json().model.fileDescriptor
      .id;
    expect(
      (await intruder.client.post('/secure/relate-file-to-product', { productId, fileId: ownFile }))
        .statusCode,
    ).toBe(403);
    expect(
      (await intruder.client.get('/secure/remove-product-file', { fileId: fileIds[0]! })).statusCode,
    ).toBe(404);
    const still = (await owner.client.get('/store/product', { productId: String(productId) })).json().model
      .product;
    expect(still.title).toBe('Chačapuri');
    expect(still.relatedFiles).toHaveLength(1);
  });

  test('validation limits of spec marketplace §5, with nothing written', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const response = await chef.client.post('/secure/product', {
      title: ' ',
      description: 'x'.repeat(8001),
      videoURL: 'v'.repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: 'required',
      description: 'too long',
      videoURL: 'too long',
    });
    const noId = await chef.client.post('/secure/product-details', { kitchenType: 'pizza' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().messages.find((m: { field?: string }) => m.field === 'productId')).toMatchObject({
      code: 'dishes.noProductId',
      message: 'No productId',
    });
    const store = (await chef.client.post('/store/products', { nickname: chef.nickname })).json().model;
    expect(store.products).toEqual([]);
  });

  test('a dish title or unit with control or bidi-override characters is a 400 naming the field', async () => {
    const t = ctx();
    const chef = await createChef(t);
    for (const title of ['Kibinai\u0000', 'Kibinai\nBcc: x', '\u202Eianibik', 'Kibinai\u009B']) {
      const response = await chef.client.post('/secure/product', {
        title,
        description: 'Pastry with meat.',
        measureUnit: 'porcija\u200F\u2067',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual({ title: 'invalid', measureUnit: 'invalid' });
    }
    // Line breaks stay welcome in the description.
    const fine = await chef.client.post('/secure/product', {
      title: 'Kibinai',
      description: 'Pastry.\nWith meat.',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  test('only the chef\u2019s own JPEGs become dish images, and removed ones disappear', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId, fileIds } = await createDish(chef.client, { images: 2 });
    const video = (await uploadFile(chef.client, 'v.mp4', makeMp4())).json().model.fileDescriptor.id;
    const notJpeg = await chef.client.post('/secure/relate-file-to-product', { productId, fileId: video });
    expect(notJpeg.statusCode).toBe(400);
    expect(notJpeg.json().messages[0].code).toBe('pages.products.jpgOnlyError');
    const other = await signUp(t.app);
    const foreign = (await uploadFile(other.client, 'x.jpg', await makeJpeg())).json().model.fileDescriptor
      .id;
    expect(
      (await chef.client.post('/secure/relate-file-to-product', { productId, fileId: foreign })).statusCode,
    ).toBe(404);
    expect((await chef.client.get('/secure/remove-product-file', { fileId: fileIds[0]! })).statusCode).toBe(
      200,
    );
    const files = (await chef.client.get('/store/product', { productId: String(productId) })).json().model
      .relatedFiles;
    expect(files.map((f: { fileId: string }) => f.fileId)).toEqual([fileIds[1]]);
  });
});
