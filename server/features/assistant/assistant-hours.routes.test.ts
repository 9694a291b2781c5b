import { expect, test } from 'vitest';
import { DEFAULT_COOKING_HOURS, emptyWeek } from '#domain/availability/availability-settings.ts';
import { formatMessage, messagesEn, messagesLt } from '#domain/i18n/messages.ts';
import { createChef } from '../../test/factories.ts';
import { describeApi, TestClient } from '../../test/test-app.ts';
import { ask } from './assistant-test-setup.ts';

/** The assistant's own wording of a rule, in the language asked: the test checks which rule answered. */
const says = (lang: 'en' | 'lt', code: string, params?: Record<string, string>) =>
  formatMessage(lang === 'en' ? messagesEn : messagesLt, `assistant.hours.${code}`, params);

describeApi('POST /ask: a time of day is answered from the availability rules', (ctx) => {
  const defaults = { ...DEFAULT_COOKING_HOURS };

  test.each([
    ['Can I book a chef at 3 AM?', 'lt', 'en', '03:00', 'defaultOutside'],
    ['Ar galiu užsakyti 3 val. nakties?', 'en', 'lt', '03:00', 'defaultOutside'],
    ['Can I order a chef for 11 pm?', 'en', 'en', '23:00', 'defaultOutside'],
    ['Can I book a chef at 3 PM?', 'en', 'en', '15:00', 'defaultInside'],
    ['Ar šefas gali atvykti 6 vakaro?', 'en', 'lt', '18:00', 'defaultInside'],
  ] as const)('"%s" (interface %s) in %s: %s by the default hours', async (q, ui, lang, time, rule) => {
    const model = (await ask(new TestClient(ctx().app), q, ui)).json().model;
    expect(model).toMatchObject({ kind: 'faq', language: lang, title: says(lang, 'title') });
    expect(model.answer).toBe(`${says(lang, rule, { time, ...defaults })} ${says(lang, 'ownHours')}`);
    // The hours stated are the rule's constants.
    expect(model.answer).toContain(DEFAULT_COOKING_HOURS.start);
    expect(model.answer).toContain(DEFAULT_COOKING_HOURS.end);
    expect(model.links).toEqual([{ href: '/mp', label: expect.any(String) }]);
  });

  test("a chef named by name, in any case: their own hours and holidays, in the asker's language", async () => {
    const t = ctx();
    const chef = await createChef(t, { firstName: 'Gintarė', lastName: 'Naktibaldė' });
    const week = emptyWeek();
    for (const day of ['1', '2', '3', '4', '5'] as const) week[day] = [{ start: '17:00', end: '21:00' }];
    week['6'] = [{ start: '00:00', end: '04:00' }];
    week['7'] = [{ start: '00:00', end: '04:00' }];
    const saved = await chef.client.post('/secure/availability', {
      availability: JSON.stringify({ weeklyHours: week, workHolidays: true }),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const en = (await ask(new TestClient(t.app), 'Can I book Gintarė Naktibaldė at 3 AM?', 'lt')).json()
      .model;
    expect(en.language).toBe('en');
    expect(en.answer).toBe(
      [
        says('en', 'chefInside', {
          chef: 'Gintarė Naktibaldė',
          time: '03:00',
          days: 'Saturdays and Sundays',
        }),
        says('en', 'chefHours', {
          hours: 'Mondays to Fridays 17:00–21:00; Saturdays and Sundays 00:00–04:00',
        }),
        says('en', 'chefHolidaysOn'),
        says('en', 'chefCheckout'),
      ].join(' '),
    );
    expect(en.chefs.map((c: { nickname: string }) => c.nickname)).toEqual([chef.nickname]);
    expect(en.links).toEqual([{ href: `/store/${chef.nickname}`, label: 'Gintarė Naktibaldė' }]);

    const lt = (await ask(new TestClient(t.app), 'Ar galiu užsakyti Gintarę 3 val. dienos?', 'en')).json()
      .model;
    expect(lt.language).toBe('lt');
    expect(lt.answer).toBe(
      [
        says('lt', 'chefOutside', { chef: 'Gintarė Naktibaldė', time: '15:00' }),
        says('lt', 'chefHours', {
          hours: 'pirmadieniais–penktadieniais 17:00–21:00; šeštadieniais ir sekmadieniais 00:00–04:00',
        }),
        says('lt', 'chefHolidaysOn'),
        says('lt', 'chefCheckout'),
      ].join(' '),
    );

    const evening = (await ask(new TestClient(t.app), 'Will Naktibaldė come at 8 pm?', 'en')).json().model;
    expect(evening.answer).toContain(
      says('en', 'chefInside', { chef: 'Gintarė Naktibaldė', time: '20:00', days: 'Mondays to Fridays' }),
    );
  });

  test('a named chef who never set hours is answered with the default hours and holidays off', async () => {
    const t = ctx();
    const chef = await createChef(t, {
      firstName: 'Vaiva',
      lastName: 'Neskubėtoja',
      nickname: 'vaivos-stalas',
    });
    // By the store link.
    const en = (await ask(new TestClient(t.app), `Can I book ${chef.nickname} at 3 AM?`, 'lt')).json().model;
    expect(en.language).toBe('en');
    expect(en.answer).toBe(
      [
        says('en', 'chefOutside', { chef: 'Vaiva Neskubėtoja', time: '03:00' }),
        says('en', 'chefDefaultHours', defaults),
        says('en', 'chefHolidaysOff'),
        says('en', 'chefCheckout'),
      ].join(' '),
    );
    const lt = (await ask(new TestClient(t.app), 'Ar galiu užsakyti Vaivą 12 val.?', 'en')).json().model;
    expect(lt.language).toBe('lt');
    expect(lt.answer).toBe(
      [
        says('lt', 'chefInsideEveryDay', { chef: 'Vaiva Neskubėtoja', time: '12:00' }),
        says('lt', 'chefDefaultHours', defaults),
        says('lt', 'chefHolidaysOff'),
        says('lt', 'chefCheckout'),
      ].join(' '),
    );
  });

  test('a name that finds nobody gets the default hours; a question about something else is not about hours', async () => {
    const t = ctx();
    const nobody = (await ask(new TestClient(t.app), 'Can I book Zygfrydas at 3 AM?', 'en')).json().model;
    expect(nobody.chefs).toEqual([]);
    expect(nobody.answer).toBe(
      `${says('en', 'defaultOutside', { time: '03:00', ...defaults })} ${says('en', 'ownHours')}`,
    );
    // Cancelling at 3 AM is the cancellation answer, not the hours one.
    const cancel = (await ask(new TestClient(t.app), 'Can I cancel my order at 3 AM?', 'en')).json().model;
    expect(cancel.title).not.toBe(says('en', 'title'));
  });
});
