import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APP_FILES_ID, FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';
import { createChef, createDish } from '../test/factories.ts';
import { buildTestApp, signUp, type TestApp } from '../test/test-app.ts';
import { MAX_RENDERS_IN_FLIGHT } from './first-screen.ts';

const RENDERS_PER_ADDRESS_PER_MINUTE = 30; // PAGE_RENDERS_PER_MINUTE's default

/**
 * The server's side of the first screen: when it is rendered, into what, and what happens when the
 * renderer fails. The renderer here is a small module of the same shape as the build's
 * (dist/ssr/entry-server.js, whose own output e2e/first-screen.spec.ts checks in the browser): it
 * asks the API for the chef list through the transport it is given, as the real one does.
 */
const RENDERER = `
export async function renderFirstScreen(url, language, transport, signedIn) {
  if (url.includes('broken')) throw new Error('render failed');
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  const post = (path, form) =>
    transport(path, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(form),
    });
  const store = url.startsWith('/store/') ? url.slice('/store/'.length).split('?')[0] : undefined;
  let body;
  if (store) {
    const { model } = await (await post('/store/products', { nickname: store })).json();
    body = '<ul>' + model.products.map((p) => '<li>' + p.product.title + '</li>').join('') + '</ul>';
  } else {
    // As the app does: a refused or failed answer draws the list's error state.
    const answer = await post('/store/merchants', { page: '1' });
    body = answer.ok ? '<p>' + (await answer.json()).model.merchants.length + ' chefs</p>' : '<p>unavailable</p>';
  }
  let who = 'visitor';
  if (signedIn) {
    const me = await transport('/secure/me', { headers: { Accept: 'application/json' } });
    who = me.ok ? (await me.json()).model.authorized.identityKey : 'expired';
  }
  return {
    head: '<title>' + url + '</title>',
    html: '<main><h1>' + language + ' ' + url + '</h1>' + body + '<p>' + who + '</p></main>',
    queries: [[['catalog'], { about: '</script><script>alert(1)</script>' }, 1]],
    storage: {},
  };
}
`;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>app shell</title>' +
  `<meta name="description" content="${'Home-cooked meals. '.repeat(60)}">` +
  '<script type="module" crossorigin src="/_app/main-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/_app/shared-1.js">' +
  '<link rel="stylesheet" crossorigin href="/_app/main-1.css"></head>' +
  '<body><div id="root"></div></body></html>';

/** Vite's manifest of that build: a small entry, the app it loads, the texts, a screen. */
const MANIFEST = {
  'index.html': {
    file: '_app/main-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['app/react-runtime.ts', 'app/libraries.ts', 'app/start.tsx'],
  },
  '_shared-1.js': { file: '_app/shared-1.js' },
  'app/react-runtime.ts': { file: '_app/react-runtime-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: '_app/react-1.js' },
  'app/libraries.ts': { file: '_app/libraries-1.js', imports: ['_react-1.js', '_vendor-1.js'] },
  '_vendor-1.js': { file: '_app/vendor-1.js' },
  'app/start.tsx': {
    file: '_app/start-1.js',
    imports: ['_shared-1.js', '_react-1.js', '_vendor-1.js', '_app-lib-1.js'],
  },
  '_app-lib-1.js': { file: '_app/app-lib-1.js' },
  'i18n/texts.en.ts': { file: '_app/texts.en-1.js' },
  'i18n/texts.lt.ts': { file: '_app/texts.lt-1.js' },
  'app/routes/marketplace.tsx': {
    file: '_app/marketplace-1.js',
    imports: ['_app-lib-1.js'],
    dynamicImports: ['features/catalog/i18n/en.json', 'features/catalog/i18n/lt.json'],
  },
  'features/catalog/i18n/en.json': { file: '_app/catalog-en-1.js' },
  'features/catalog/i18n/lt.json': { file: '_app/catalog-lt-1.js' },
};

/** What the app needs beyond the entry to show /mp in `language`: its three steps, texts and screen. */
const appFilesOfMarketplace = (language: 'en' | 'lt') =>
  [
    '/_app/react-runtime-1.js',
    '/_app/react-1.js',
    '/_app/libraries-1.js',
    '/_app/vendor-1.js',
    '/_app/start-1.js',
    '/_app/app-lib-1.js',
    `/_app/texts.${language}-1.js`,
    '/_app/marketplace-1.js',
    `/_app/catalog-${language}-1.js`,
  ].sort();

describe('the first screen rendered by the server', () => {
  let base: string;
  let t: TestApp;
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
    fs.mkdirSync(path.join(base, 'web'));
    fs.mkdirSync(path.join(base, 'ssr'));
    fs.writeFileSync(path.join(base, 'web', 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(base, 'web', '.vite'));
    fs.writeFileSync(path.join(base, 'web', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(base, 'ssr', 'entry-server.js'), RENDERER);
    t = await buildTestApp('pglite', { webRoot: path.join(base, 'web') });
    await createChef(t, { nickname: 'ona' });
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

  test("a visitor's entry page holds the screen, in the visitor's language, with its data inert", async () => {
    const page = await t.app.inject({ url: '/mp?city=Vilnius' });
    expect(page.statusCode).toBe(200);
    expect(root(page.body)).toContain(
      '<div id="root"><main><h1>en /mp?city=Vilnius</h1><p>1 chefs</p><p>visitor</p>',
    );
    // The data cannot end its script element: `<` is escaped.
    expect(page.body).toContain(
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">{"queries":[[["catalog"],{"about":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},1]],"storage":{}}</script>`,
    );
    // What React hoists goes into the head, in place of the shell's title.
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<title>/mp?city=Vilnius</title>');
    expect(page.body).not.toContain('app shell');
    const lithuanian = await t.app.inject({ url: '/', cookies: { language: 'lt' } });
    expect(root(lithuanian.body)).toContain('<h1>lt /</h1>');
  });

  test('a first visit gets the language its browser asks for; a kept choice wins', async () => {
    const browserLithuanian = { 'accept-language': 'lt-LT,lt;q=0.9,en-US;q=0.8,en;q=0.7' };
    const first = await t.app.inject({ url: '/', headers: browserLithuanian });
    expect(root(first.body)).toContain('<h1>lt /</h1>');
    expect(first.body).toContain('<html lang="lt"');
    expect(first.headers.vary).toContain('Accept-Language');
    const kept = await t.app.inject({ url: '/', headers: browserLithuanian, cookies: { language: 'en' } });
    expect(root(kept.body)).toContain('<h1>en /</h1>');
    const german = await t.app.inject({ url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(root(german.body)).toContain('<h1>en /</h1>');
  });

  test('the styles come first; the app is not preloaded where the screen is drawn without it', async () => {
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((match) => match[1]);
    const drawn = (await t.app.inject({ url: '/mp' })).body;
    expect(drawn.indexOf('main-1.css')).toBeLessThan(drawn.indexOf('main-1.js'));
    expect(root(drawn)).toContain('<h1>en /mp</h1>');
    // web/main.tsx loads the app once such a page has loaded: only the entry's own import is asked
    // for, and at low priority, after the styles and photos.
    expect(preloaded(drawn)).toEqual(['/_app/shared-1.js']);
    expect(drawn).toContain('<script type="module" fetchpriority="low" crossorigin src="/_app/main-1.js">');
    expect(drawn).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/_app/shared-1.js">',
    );
    // ...and lists for then every file the app will need, so that it can ask for them all at once.
    const list = drawn.match(
      new RegExp(`<script type="application/json" id="${APP_FILES_ID}">([^<]*)</script>`),
    );
    expect((JSON.parse(list?.[1] ?? '[]') as string[]).sort()).toEqual(appFilesOfMarketplace('en'));
    // The shell has the app's three steps, its texts and its screen with the screen's words in the
    // reader's language preloaded with the entry: no round trip after it.
    const shell = (await t.app.inject({ url: '/mp?broken=1', cookies: { language: 'lt' } })).body;
    expect(root(shell)).toBe('<div id="root"></div>');
    expect(preloaded(shell).sort()).toEqual(['/_app/shared-1.js', ...appFilesOfMarketplace('lt')].sort());
  });

  test('a "$$" or "$&" the page shows stays as written (not read as a replacement pattern)', async () => {
    const page = (await t.app.inject({ url: '/mp?q=$$$&' })).body;
    expect(page).toContain('<title>/mp?q=$$$&</title>');
    expect(root(page)).toContain('<h1>en /mp?q=$$$&</h1>');
    expect(page.match(/<\/head>/g)).toHaveLength(1);
  });

  test("a signed-in user's page is drawn for them, as them, and kept for no one", async () => {
    const customer = await signUp(t.app);
    const page = await customer.client.get('/mp');
    expect(root(page.body)).toContain(`<p>${customer.email}</p>`);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // Not from the visitors' cache, nor into it.
    const visitor = await t.app.inject({ url: '/mp' });
    expect(root(visitor.body)).toContain('<p>visitor</p>');
    expect(root((await customer.client.get('/mp')).body)).toContain(`<p>${customer.email}</p>`);
    // A session that has ended draws what the visitor would see.
    const expired = await t.app.inject({ url: '/mp', cookies: { sid: 'an-ended-session' } });
    expect(root(expired.body)).toContain('<p>expired</p>');
  });

  test('other pages, missing chefs and a failed render get the plain app shell', async () => {
    const shells = [
      await t.app.inject({ url: '/orders' }),
      await t.app.inject({ url: '/store/nobody-here' }),
      await t.app.inject({ url: '/mp?broken=1' }),
    ];
    for (const page of shells) {
      expect(root(page.body)).toBe('<div id="root"></div>');
      expect(page.body).not.toContain(FIRST_SCREEN_DATA_ID);
    }
    expect(shells.map((page) => page.statusCode)).toEqual([200, 404, 200]);
    expect(t.logs.join('')).toContain('first screen not rendered');
  });

  test("a dish a chef saves is on their public page at once, though the page's render is kept", async () => {
    const chef = await createChef(t);
    await createDish(chef.client, { title: 'Pirmasis patiekalas' });
    const before = root((await t.app.inject({ url: `/store/${chef.nickname}` })).body);
    expect(before).toContain('<li>Pirmasis patiekalas</li>');
    await createDish(chef.client, { title: 'Naujas kugelis' });
    // Well within the render's 5 s lifetime: the catalog change emptied it.
    const after = root((await t.app.inject({ url: `/store/${chef.nickname}` })).body);
    expect(after).toContain('<li>Naujas kugelis</li>');
  });

  test('an address drawing page after page without a cache hit soon gets the shell; others do not', async () => {
    const from = (remoteAddress: string, url: string) => t.app.inject({ url, remoteAddress });
    for (let n = 0; n < RENDERS_PER_ADDRESS_PER_MINUTE; n++)
      expect(root((await from('203.0.113.7', `/mp?page=${n}`)).body)).toContain('chefs</p>');
    const over = await from('203.0.113.7', '/mp?page=new');
    expect(over.statusCode).toBe(200);
    expect(root(over.body)).toBe('<div id="root"></div>');
    // A page already drawn is still served drawn to it, and another address is drawn its page.
    expect(root((await from('203.0.113.7', '/mp?page=1')).body)).toContain('chefs</p>');
    expect(root((await from('198.51.100.9', '/mp?page=new')).body)).toContain('chefs</p>');
  });

  test('past the renders already in flight, a visitor gets the shell at once instead of waiting', async () => {
    const pages = await Promise.all(
      Array.from({ length: MAX_RENDERS_IN_FLIGHT + 4 }, (_, n) =>
        t.app.inject({ url: `/mp?slow=${n}`, remoteAddress: `192.0.2.${n + 1}` }),
      ),
    );
    const drawn = pages.filter((page) => root(page.body).includes('chefs</p>'));
    expect(drawn).toHaveLength(MAX_RENDERS_IN_FLIGHT);
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
  });

  test('a screen drawn while its visitor was over the request limit is not kept for others', async () => {
    const limited = await buildTestApp('pglite', {
      webRoot: path.join(base, 'web'),
      env: { RATE_LIMIT_PER_MINUTE: '30' },
    });
    try {
      await createChef(limited, { nickname: 'rima' });
      for (let n = 0; n < 31; n++)
        await limited.app.inject({ url: '/store/merchants', method: 'POST', remoteAddress: '203.0.113.50' });
      const refused = await limited.app.inject({ url: '/mp?city=Kaunas', remoteAddress: '203.0.113.50' });
      expect(root(refused.body)).toContain('<p>unavailable</p>');
      const other = await limited.app.inject({ url: '/mp?city=Kaunas', remoteAddress: '198.51.100.60' });
      expect(root(other.body)).toContain('<p>1 chefs</p>');
    } finally {
      await limited.app.close();
    }
  });

  test('pages leave compressed', async () => {
    const page = await t.app.inject({ url: '/mp', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
  });
});
