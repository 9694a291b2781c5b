import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shoot(email, pages, tag) {
  for (const lang of ['en', 'lt']) for (const [vp, size] of [['phone', { width: 390, height: 844 }], ['desk', { width: 1280, height: 800 }]]) {
    const ctx = await browser.newContext({ viewport: size, baseURL: BASE });
    const page = await ctx.newPage();
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    if (email) {
      const r = await page.request.post('/pw-login', { form: { identityKey: email, password: 'Virtuve2026', type: 'email' } });
      if (!r.ok()) console.log('login failed', email, await r.text());
      const m = (await r.json()).model.authorized;
      await page.goto('/robots.txt');
      await page.evaluate((model) => { localStorage.setItem('profile', JSON.stringify({ id: model.id, identityKey: model.identityKey, email: model.userInfo.email, identityType: model.identityType, role: model.role, name: model.userInfo.firstName, nickname: model.userInfo.nickname })); localStorage.setItem('role', model.role); sessionStorage.setItem('lastActivityTimestamp', String(Date.now())); }, m);
    }
    for (const [name, path] of pages) {
      await page.goto(path); await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${tag}-${name}-${lang}-${vp}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
const arg = process.argv[2];
if (arg === 'customer') await shoot('customer@demo.lt', [['mine', '/event-requests'], ['new', '/event-requests/new']], 'cust');
if (arg === 'detail') await shoot('customer@demo.lt', [['detail', process.argv[3]]], 'cust');
if (arg === 'chef') await shoot(process.argv[3], [['open', '/open-requests'], ['one', process.argv[4] ?? '/open-requests']], 'chef');
await browser.close();
