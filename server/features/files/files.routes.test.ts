import sharp from 'sharp';
import { expect, test } from 'vitest';
import { makeExe, makeJpeg, makeMp4, makePdf, makePhoto } from '../../test/fixtures.ts';
import {
  describeApiOnEveryStore,
  signUp,
  TestClient,
  uploadFile,
  type TestApp,
} from '../../test/test-app.ts';

async function staff(t: TestApp) {
  const { ensureAccount } = await import('../../db/seed.ts');
  const email = `op.${Date.now()}.${Math.random()}@example.com`;
  await ensureAccount(t.db, { email, password: 'Operator1x', role: 'OPERATOR' });
  const client = new TestClient(t.app);
  await client.post('/pw-login', { identityKey: email, password: 'Operator1x' });
  return client;
}

describeApiOnEveryStore('POST /secure/file-upload', (ctx) => {
  test('stores a JPEG re-encoded without its EXIF data, under a name of ours', async () => {
    const t = ctx();
    const { client, id } = await signUp(t.app);
    const jpeg = await makeJpeg(800, 600, true);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await uploadFile(client, '../../evil name.jpg', jpeg, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const file = response.json().model.fileDescriptor;
    expect(file).toMatchObject({ originalName: 'evil name.jpg', contentType: 'image/jpeg', metadata: null });
    expect(file.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(file.id).toBe(file.fileId);
    const served = await client.get(`/repository/users/${id}/${file.fileName}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  test('a renamed executable, or a GIF, is refused by its content with the spec\u2019s message', async () => {
    const t = ctx();
    const { client } = await signUp(t.app);
    const accepted = '.jpg, .jpeg, .png, .webp, .pdf, .mp4, .avi, .mov, .wmv';
    const exe = await uploadFile(client, 'diploma.jpg', makeExe(), 'image/jpeg');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().messages[0]).toEqual({
      code: 'files.invalidType',
      message: `diploma.jpg: Invalid file type. Accepted: ${accepted}`,
      params: { name: 'diploma.jpg', accepted },
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await uploadFile(client, 'photo.png', gif, 'image/png')).statusCode).toBe(400);
  });

  test.each(['png', 'webp'] as const)(
    'a %s photo is taken and stored re-encoded as a JPEG, without its EXIF data, transparency on white',
    async (format) => {
      const t = ctx();
      const { client, id } = await signUp(t.app);
      const photo = await makePhoto(format, 800, 600, true);
      expect((await sharp(photo).metadata()).format).toBe(format);
      const response = await uploadFile(client, `dish.${format}`, photo, `image/${format}`);
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json().model.fileDescriptor;
      expect(file).toMatchObject({ originalName: `dish.${format}`, contentType: 'image/jpeg' });
      expect(file.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      const served = await client.get(`/repository/users/${id}/${file.fileName}`);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
      expect(meta.exif).toBeUndefined();
      // Half-transparent blue on white, not on black.
      const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(120);
    },
  );

  test.each([
    [
      'a PNG header with garbage behind it',
      'broken.png',
      () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]),
    ],
    [
      'a WebP header with garbage behind it',
      'broken.webp',
      () =>
        Buffer.concat([
          Buffer.from('RIFF'),
          Buffer.from([0, 1, 0, 0]),
          Buffer.from('WEBPVP8 '),
          Buffer.alloc(300, 2),
        ]),
    ],
    ['an executable named .pdf', 'diploma.pdf', makeExe],
    [
      'text starting %PDF- with no document behind it',
      'diploma.pdf',
      () => Buffer.from('%PDF-1.4\nnothing here\n'),
    ],
    ['a PDF cut short (no end-of-file marker)', 'cut.pdf', () => makePdf().subarray(0, 400)],
    [
      'a PDF that runs JavaScript when opened',
      'diploma.pdf',
      () => makePdf({ extra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }),
    ],
    [
      'a PDF that launches a program',
      'diploma.pdf',
      () => makePdf({ extra: '/OpenAction << /S /Launch /F (calc.exe) >> ' }),
    ],
  ])('%s is refused with the file-type message', async (_name, fileName, make) => {
    const { client } = await signUp(ctx().app);
    const response = await uploadFile(client, fileName, make(), 'application/pdf');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().messages[0].code).toBe('files.invalidType');
  });

  test('a PDF certificate is kept as sent, served to its owner, refused above 10 MB', async () => {
    const t = ctx();
    const { client, id } = await signUp(t.app);
    const pdf = makePdf();
    const response = await uploadFile(client, 'diploma.pdf', pdf, 'application/pdf');
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().model.fileDescriptor;
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    expect(file.fileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const labelled = await client.post('/secure/add-file-metadata', {
      fileId: file.id,
      metaData: 'certificate',
    });
    expect(labelled.statusCode, labelled.body).toBe(200);
    const served = await client.get(`/repository/users/${id}/${file.fileName}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
    // A stranger learns nothing of it.
    expect((await new TestClient(t.app).get(`/repository/users/${id}/${file.fileName}`)).statusCode).toBe(
      404,
    );
    // Neither a video CV nor an avatar.
    const asVideo = await client.post('/secure/add-file-metadata', { fileId: file.id, metaData: 'video-cv' });
    expect(asVideo.statusCode).toBe(400);
    expect((await client.get('/secure/set-avatar', { fileId: file.id })).statusCode).toBe(400);

    const padding = Buffer.alloc(10_485_760, 0x20);
    const big = Buffer.concat([pdf.subarray(0, 20), padding, pdf.subarray(20)]);
    const tooBig = await uploadFile(client, 'big.pdf', big, 'application/pdf');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().messages[0]).toMatchObject({ code: 'files.tooLarge', params: { max: 10 } });
  });

  test('a JPEG header with garbage behind it is refused', async () => {
    const { client } = await signUp(ctx().app);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    expect((await uploadFile(client, 'broken.jpg', fake)).statusCode).toBe(400);
  });

  test('needs a session and a file', async () => {
    const t = ctx();
    expect((await uploadFile(new TestClient(t.app), 'a.jpg', await makeJpeg())).statusCode).toBe(401);
    const { client } = await signUp(t.app);
    const empty = await client.post('/secure/file-upload', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages[0].code).toBe('files.noFile');
  });

  test('videos are served with Range support', async () => {
    const t = ctx();
    const { client, id } = await signUp(t.app);
    const upload = await uploadFile(client, 'me.mp4', makeMp4(10_000), 'video/mp4');
    const file = upload.json().model.fileDescriptor;
    expect(file.contentType).toBe('video/mp4');
    const part = await client.request({
      method: 'GET',
      url: `/repository/users/${id}/${file.fileName}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/10000');
    expect(part.rawPayload).toHaveLength(100);
    const url = `/repository/users/${id}/${file.fileName}`;
    const range = (value: string) => client.request({ method: 'GET', url, headers: { range: value } });
    const tail = await range('bytes=-10');
    expect([tail.statusCode, tail.headers['content-range'], tail.rawPayload.length]).toEqual([
      206,
      'bytes 9990-9999/10000',
      10,
    ]);
    const open = await range('bytes=9000-');
    expect([open.statusCode, open.headers['content-range']]).toEqual([206, 'bytes 9000-9999/10000']);
    const past = await range('bytes=20000-');
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, 'bytes */10000']);
    // Several ranges, or nonsense, are ignored: the whole file.
    for (const ignored of ['bytes=0-1,5-6', 'lines=1-2', 'bytes=5-1']) {
      const whole = await range(ignored);
      expect([whole.statusCode, whole.rawPayload.length], ignored).toEqual([200, 10_000]);
    }
  });

  test('a file the browser has is not sent again; a resized copy is made once and kept', async () => {
    const t = ctx();
    const { client, id } = await signUp(t.app);
    const file = (await uploadFile(client, 'me.jpg', await makeJpeg(1000, 800))).json().model.fileDescriptor;
    const url = `/repository/users/${id}/${file.fileName}`;
    const first = await client.get(url);
    expect(first.headers.etag).toBeTruthy();
    const again = await client.request({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag },
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const webp = { accept: 'image/webp' };
    const small = await client.request({ method: 'GET', url: `${url}?w=300`, headers: webp });
    expect([small.statusCode, small.headers['content-type'], small.headers.vary]).toEqual([
      200,
      'image/webp',
      'Accept',
    ]);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    const kept = await client.request({ method: 'GET', url: `${url}?w=300`, headers: webp });
    expect(kept.headers.etag).toBe(small.headers.etag); // the stored copy, not a new one
    const jpeg = await client.get(`${url}?w=170`);
    expect([jpeg.headers['content-type'], (await sharp(jpeg.rawPayload).metadata()).width]).toEqual([
      'image/jpeg',
      320,
    ]);
  });

  test('a served file names itself by its stored name (never the uploaded one) and shows inline', async () => {
    const t = ctx();
    const { client, id } = await signUp(t.app);
    const upload = await uploadFile(client, 'evil"; filename=x.html.jpg', await makeJpeg(400, 300));
    const file = upload.json().model.fileDescriptor;
    const url = `/repository/users/${id}/${file.fileName}`;
    expect((await client.get(url)).headers['content-disposition']).toBe(
      `inline; filename="${file.fileName}"`,
    );
    const small = await client.request({
      method: 'GET',
      url: `${url}?w=160`,
      headers: { accept: 'image/webp' },
    });
    expect(small.headers['content-disposition']).toBe(
      `inline; filename="${file.fileName.replace(/\.jpg$/, '.w160.webp')}"`,
    );
  });
});

describeApiOnEveryStore('file access: add-file-metadata, user-files, repository, set-avatar', (ctx) => {
  test('certificates are for their owner and staff only; others learn nothing', async () => {
    const t = ctx();
    const owner = await signUp(t.app);
    const upload = await uploadFile(owner.client, 'cert.jpg', await makeJpeg());
    const file = upload.json().model.fileDescriptor;
    const label = await owner.client.post('/secure/add-file-metadata', {
      fileId: file.id,
      metaData: 'certificate',
    });
    expect(label.statusCode).toBe(200);
    const url = `/repository/users/${owner.id}/${file.fileName}`;
    expect((await owner.client.get(url)).statusCode).toBe(200);
    expect((await (await staff(t)).get(url)).statusCode).toBe(200);
    const stranger = await signUp(t.app);
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(404);
    // Listing: the owner sees it; a chef who is not approved is invisible to others.
    const own = await owner.client.post('/user-files', { userId: owner.id, metaData: 'certificate' });
    expect(own.json().model.files.map((f: { fileId: string }) => f.fileId)).toEqual([file.id]);
    expect(
      (await stranger.client.post('/user-files', { userId: owner.id, metaData: 'certificate' })).statusCode,
    ).toBe(404);
  });

  test('a user cannot label another user\u2019s file', async () => {
    const t = ctx();
    const owner = await signUp(t.app);
    const file = (await uploadFile(owner.client, 'c.jpg', await makeJpeg())).json().model.fileDescriptor;
    const other = await signUp(t.app);
    const response = await other.client.post('/secure/add-file-metadata', {
      fileId: file.id,
      metaData: 'certificate',
    });
    expect(response.statusCode).toBe(404);
  });

  test('a certificate must be a photo or a PDF and a video CV a video', async () => {
    const t = ctx();
    const { client } = await signUp(t.app);
    const video = (await uploadFile(client, 'v.mp4', makeMp4())).json().model.fileDescriptor;
    const asCert = await client.post('/secure/add-file-metadata', {
      fileId: video.id,
      metaData: 'certificate',
    });
    expect(asCert.statusCode).toBe(400);
    expect(asCert.json().messages[0].message).toBe(
      'v.mp4: Invalid file type. Accepted: .jpg, .jpeg, .png, .webp, .pdf',
    );
    const bad = await client.post('/secure/add-file-metadata', { fileId: video.id, metaData: 'diploma' });
    expect(bad.statusCode).toBe(400);
  });

  test('set-avatar cuts avatar.jpg and thumbnail.jpg from the user\u2019s own JPEG', async () => {
    const t = ctx();
    const { client, id } = await signUp(t.app);
    const file = (await uploadFile(client, 'me.jpg', await makeJpeg(1200, 900))).json().model.fileDescriptor;
    const response = await client.get('/secure/set-avatar', { fileId: file.id });
    expect(response.statusCode).toBe(200);
    for (const [name, side] of [
      ['avatar.jpg', 512],
      ['thumbnail.jpg', 96],
    ] as const) {
      const served = await new TestClient(t.app).get(`/repository/users/${id}/${name}`);
      expect(served.statusCode, name).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([side, side]);
    }
    const info = await client.get('/secure/user-info');
    expect(info.json().model.userInfo.thumbnailUrl).toMatch(
      new RegExp(`^/repository/users/${id}/thumbnail.jpg\\?v=\\d+$`),
    );
    // The user menu shows it from the sign-in model.
    const me = await client.get('/secure/me');
    expect(me.json().model.authorized.userInfo.thumbnailUrl).toBe(info.json().model.userInfo.thumbnailUrl);
    const other = await signUp(t.app);
    expect((await other.client.get('/secure/set-avatar', { fileId: file.id })).statusCode).toBe(404);
  });

  test('set-avatar from another site is refused', async () => {
    const t = ctx();
    const { client } = await signUp(t.app);
    const file = (await uploadFile(client, 'me.jpg', await makeJpeg())).json().model.fileDescriptor;
    const response = await client.request({
      method: 'GET',
      url: `/secure/set-avatar?fileId=${file.id}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  test('repository paths cannot climb out of the user folder', async () => {
    const t = ctx();
    const { client, id } = await signUp(t.app);
    for (const name of ['..%2F..%2Fpglite.lock', '%2E%2E', 'x%00.jpg']) {
      const response = await client.get(`/repository/users/${id}/${name}`);
      expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, name).toBeLessThan(500);
    }
  });
});
