import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: 'http://127.0.0.1:3300' });
const page = await ctx.newPage();
const r = await page.request.post('/pw-login', { form: { identityKey: 'customer@demo.lt', password: 'Virtuve2026', type: 'email' } });
const m = (await r.json()).model.authorized;
await page.goto('/robots.txt');
await page.evaluate((model) => { localStorage.setItem('profile', JSON.stringify({ id: model.id, identityKey: model.identityKey, email: model.userInfo.email, identityType: model.identityType, role: model.role, name: model.userInfo.firstName })); localStorage.setItem('role', model.role); localStorage.setItem('language','en'); sessionStorage.setItem('lastActivityTimestamp', String(Date.now())); }, m);
await page.goto('/event-requests/3'); await page.waitForTimeout(1500);
console.log(await page.evaluate(() => {
  let e = document.querySelector('ul[aria-label]'); const chain = [];
  while (e) { const cs = getComputedStyle(e); chain.push(e.tagName + ' w=' + Math.round(e.getBoundingClientRect().width) + ' sw=' + e.scrollWidth + ' ov=' + cs.overflowX + ' d=' + cs.display + ' ' + e.className.toString().slice(0, 60)); e = e.parentElement; }
  const far = []; for (const el of document.querySelectorAll('*')) { if (!el.closest('ul[aria-label]') || getComputedStyle(el).position !== 'absolute') continue; const r = el.getBoundingClientRect(); if (r.right > 395) far.push(el.tagName + ' ' + Math.round(r.left) + '-' + Math.round(r.right) + ' ' + getComputedStyle(el).position + ' ' + el.className.toString().slice(0, 70)); }
  return far.slice(0, 10);
  const out = { doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, wide: [] };
  for (const el of document.querySelectorAll('*')) { const r = el.getBoundingClientRect(); if (r.right > 400) out.wide.push(el.tagName + '.' + el.className.toString().slice(0, 80) + ' ' + Math.round(r.right)); }
  out.wide = out.wide.slice(0, 8); return out; }));
await page.screenshot({ path: '/tmp/shots/detail-viewport.png' });
await browser.close();
