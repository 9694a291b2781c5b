import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:3510';
const [, , ...specs] = process.argv; // name=path[@lang][@phone][@as=email]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const spec of specs) {
  const [name, path, ...opts] = spec.split('|');
  const lang = opts.includes('lt') ? 'lt' : 'en';
  const phone = opts.includes('phone');
  const as = opts.find((o) => o.startsWith('as='))?.slice(3);
  const ctx = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  if (as) {
    await page.goto(base + '/signin?source=regular_login');
    await page.getByLabel(lang === 'lt' ? 'El. paštas' : 'E-mail', { exact: true }).fill(as);
    await page.getByRole('button', { name: lang === 'lt' ? 'Tęsti' : 'Continue' }).click();
    await page.getByLabel(lang === 'lt' ? 'Slaptažodis' : 'Password', { exact: true }).fill('Virtuve2026');
    await page.getByRole('button', { name: lang === 'lt' ? 'Prisijungti' : 'Sign in', exact: true }).click();
    await page.waitForTimeout(1500);
  }
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/work/shots/${name}.png`, fullPage: !phone });
  await ctx.close();
}
await browser.close();
