import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatEuro } from '#domain/money.ts';
import { DEFAULT_COOKING_HOURS, emptyWeek } from '#domain/availability/availability-settings.ts';
import { formatMessage, messagesEn, messagesLt } from '#domain/i18n/messages.ts';
import { SERVICE_FEE_CENTS } from '#domain/orders/fees.ts';
import { DEFAULT_PROPOSALS_PER_REQUEST } from '#domain/event-requests/event-request-rules.ts';
import { createChef } from '../../test/factories.ts';
import {
  buildTestApp,
  describeApi,
  signUp,
  TEST_BACKENDS,
  TestClient,
  type TestApp,
} from '../../test/test-app.ts';
import { ASK_LIMITS } from './assistant.service.ts';

const ask = (client: TestClient, q: string, language?: string) =>
  client.request({ method: 'POST', url: '/ask', query: { q, ...(language ? { language } : {}) } });

describeApi('POST /ask', (ctx) => {
  test('a fee question in English answers with the fee the code charges', async () => {
    const response = await ask(new TestClient(ctx().app), 'How much is the portal fee?', 'en');
    expect(response.statusCode, response.body).toBe(200);
    const model = response.json().model;
    expect(model.kind).toBe('faq');
    expect(model.answer).toContain(formatEuro(SERVICE_FEE_CENTS, 'en'));
    expect(model.answer).toContain('21%');
    expect(model.language).toBe('en');
    expect(model.source).toBe('retrieval');
  });

  test('the same question in Lithuanian, from the interface language, answers in Lithuanian', async () => {
    const client = new TestClient(ctx().app, { 'accept-language': 'lt' });
    const response = await ask(client, 'Kiek kainuoja portalo mokestis?');
    const model = response.json().model;
    expect(model.language).toBe('lt');
    expect(model.answer).toContain(formatEuro(SERVICE_FEE_CENTS, 'lt'));
    expect(model.answer).toContain('PVM');
  });

  test.each([
    ['Kiek kainuoja jūsų paslauga?', 'en', 'lt', 'Kiek kainuoja portalo paslauga?'],
    ['Kaip tapti šefu?', 'en', 'lt', null],
    ['Ar galiu atšaukti užsakymą?', 'en', 'lt', 'Ar galiu atšaukti užsakymą?'],
    ['How much does your service cost?', 'lt', 'en', 'What does the portal charge?'],
    ['How do I become a chef?', 'lt', 'en', null],
    ['Can I cancel my order?', 'lt', 'en', null],
  ])('"%s" with the interface in %s is understood and answered in %s', async (q, ui, lang, title) => {
    const model = (await ask(new TestClient(ctx().app), q, ui)).json().model;
    expect(model.kind).toBe('faq');
    expect(model.language).toBe(lang);
    if (title) expect(model.title).toBe(title);
  });

  test('an off-topic question is politely outside what it knows, not a list of chefs', async () => {
    const t = ctx();
    await createChef(t, { city: 'Vilnius' });
    for (const [q, ui, says] of [
      ['weather in Vilnius tomorrow', 'en', 'outside what I know'],
      ['Kokie bus orai Vilniuje rytoj?', 'en', 'ne mano žinių sritis'],
    ] as const) {
      const model = (await ask(new TestClient(t.app), q, ui)).json().model;
      expect(model.kind, q).toBe('unknown');
      expect(model.chefs).toEqual([]);
      expect(model.answer).toContain(says);
    }
  });

  test.each([
    ['en', 'What does the Reliable badge mean?', 'at least 10 orders in the last 90 days'],
    ['lt', 'Ką reiškia ženklelis patikimas?', 'bent 10 užsakymų'],
  ])('a question about badges (%s) states their thresholds', async (language, q, threshold) => {
    const response = await ask(new TestClient(ctx().app), q, language);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().model.answer).toContain(threshold);
  });

  test.each([
    ['en', 'How do event requests work?', `Up to ${DEFAULT_PROPOSALS_PER_REQUEST} chefs answer with a menu`],
    ['lt', 'Kaip veikia renginio užklausa?', `Iki ${DEFAULT_PROPOSALS_PER_REQUEST} šefų atsako meniu`],
  ])(
    "a question about event requests (%s) explains them with the rules' figures",
    async (language, q, says) => {
      const response = await ask(new TestClient(ctx().app), q, language);
      expect(response.statusCode, response.body).toBe(200);
      const model = response.json().model;
      expect(model.kind).toBe('faq');
      expect(model.language).toBe(language);
      expect(model.answer).toContain(says);
      expect(model.links.map((link: { href: string }) => link.href)).toContain('/event-requests/new');
    },
  );

  test('the question may travel in the body', async () => {
    const response = await new TestClient(ctx().app).post('/ask', { q: 'Is VAT included?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.title).toBe('Is VAT included?');
  });

  test('a catalog question lists the matching chefs only, with links to their pages', async () => {
    const t = ctx();
    const match = await createChef(t, {
      firstName: 'Nino',
      city: 'Kaunas',
      kitchenTypes: ['georgian'],
      hourRateCents: 2500,
    });
    const tooDear = await createChef(t, { city: 'Kaunas', kitchenTypes: ['georgian'], hourRateCents: 4500 });
    const otherCity = await createChef(t, {
      city: 'Vilnius',
      kitchenTypes: ['georgian'],
      hourRateCents: 2000,
    });
    const otherKitchen = await createChef(t, {
      city: 'Kaunas',
      kitchenTypes: ['french'],
      hourRateCents: 2000,
    });
    const notApproved = await createChef(t, {
      city: 'Kaunas',
      kitchenTypes: ['georgian'],
      hourRateCents: 2000,
      approve: false,
    });

    for (const [q, lang] of [
      ['Georgian chefs in Kaunas under 30 euro an hour', 'en'],
      ['Gruzinų virtuvės šefai Kaune iki 30 eur/val.', 'lt'],
    ] as const) {
      const response = await ask(new TestClient(t.app), q, lang);
      expect(response.statusCode, response.body).toBe(200);
      const model = response.json().model;
      expect(model.kind).toBe('catalog');
      const nicknames = model.chefs.map((chef: { nickname: string }) => chef.nickname);
      expect(nicknames).toContain(match.nickname);
      for (const other of [tooDear, otherCity, otherKitchen, notApproved]) {
        expect(nicknames).not.toContain(other.nickname);
      }
      expect(model.links).toContainEqual(expect.objectContaining({ href: `/store/${match.nickname}` }));
      expect(model.answer).toContain('Nino');
      expect(model.answer).toContain(lang === 'lt' ? 'Kaune' : 'Kaunas');
    }
  });

  test('a catalog question with no match says so', async () => {
    const response = await ask(
      new TestClient(ctx().app),
      'Mexican chefs in Vilnius under 5 euro an hour',
      'en',
    );
    const model = response.json().model;
    expect(model.kind).toBe('catalog');
    expect(model.chefs).toEqual([]);
    expect(model.answer).toMatch(/found no approved chef/);
  });

  test('an unknown question says plainly that it does not know, in either language', async () => {
    const en = (await ask(new TestClient(ctx().app), 'Who won the football match yesterday?', 'en')).json();
    expect(en.model.kind).toBe('unknown');
    expect(en.model.answer).toMatch(/outside what I know/);
    expect(en.model.suggestions.length).toBeGreaterThan(0);
    const lt = (await ask(new TestClient(ctx().app), 'Kas laimėjo futbolo rungtynes?', 'lt')).json();
    expect(lt.model.answer).toMatch(/ne mano žinių sritis/);
  });

  test('an empty or too long question is a 400 in both languages', async () => {
    const empty = await ask(new TestClient(ctx().app), '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.q).toBeDefined();
    expect(empty.json().messages).toContainEqual(
      expect.objectContaining({ code: 'assistant.questionRequired' }),
    );
    const long = await ask(new TestClient(ctx().app), 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    const wrongLanguage = await ask(new TestClient(ctx().app), 'fee', 'de');
    expect(wrongLanguage.statusCode).toBe(400);
  });

  test('history is kept for the signed-in user only, and only they can read it', async () => {
    const t = ctx();
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await ask(alice.client, 'Can I cancel an order?', 'en');
    t.clock.advance(1000);
    await ask(alice.client, 'Is VAT included?', 'en');
    await ask(new TestClient(t.app), 'Guest question about refunds', 'en');

    const history = (await alice.client.get('/secure/assistant-history')).json().model.messages;
    expect(
      history.map((m: { author: string; message: string }) => [m.author, m.message.slice(0, 22)]),
    ).toEqual([
      ['user', 'Can I cancel an order?'],
      ['assistant', expect.any(String)],
      ['user', 'Is VAT included?'],
      ['assistant', expect.any(String)],
    ]);
    expect(history[0]).toMatchObject({ author: 'user', status: 'received' });
    expect(history[1]).toMatchObject({ title: 'Can I cancel an order?', type: 'text', status: 'read' });
    expect(history.every((m: { userId: string }) => m.userId === alice.id)).toBe(true);

    expect((await bob.client.get('/secure/assistant-history')).json().model.messages).toEqual([]);
    expect((await new TestClient(t.app).get('/secure/assistant-history')).statusCode).toBe(401);
  });

  test('too many questions from one caller are refused with 429', async () => {
    const client = new TestClient(ctx().app, {}, '10.9.8.7');
    for (let i = 0; i < ASK_LIMITS[0].max; i++) {
      expect((await ask(client, 'Is VAT included?', 'en')).statusCode).toBe(200);
    }
    const refused = await ask(client, 'Is VAT included?', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messages[0].code).toBe('assistant.tooManyQuestions');
    // Another caller is not affected.
    expect((await ask(new TestClient(ctx().app, {}, '10.9.8.6'), 'Is VAT included?', 'en')).statusCode).toBe(
      200,
    );
  });
});

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

/** Stands in for an OpenAI-compatible /chat/completions endpoint and remembers what it was sent. */
async function fakeLlm(mode: { fail: boolean }) {
  const calls: { authorization?: string; body: { model: string; messages: { content: string }[] } }[] = [];
  const server = Fastify();
  server.post('/v1/chat/completions', async (request, reply) => {
    calls.push({ authorization: request.headers.authorization, body: request.body as never });
    if (mode.fail) return reply.code(500).send({ error: 'overloaded' });
    return { choices: [{ message: { role: 'assistant', content: 'Phrased: the fee is on the card.' } }] };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, calls, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/v1` };
}

for (const backend of TEST_BACKENDS) {
  describe(`POST /ask with a language model [${backend}]`, () => {
    const mode = { fail: false };
    let llm: Awaited<ReturnType<typeof fakeLlm>>;
    let t: TestApp;
    let stalled: FastifyInstance;
    let slow: TestApp;

    beforeAll(async () => {
      llm = await fakeLlm(mode);
      t = await buildTestApp(backend, {
        env: { ASSISTANT_LLM_URL: llm.url, ASSISTANT_LLM_KEY: 'sk-local', ASSISTANT_LLM_MODEL: 'tiny' },
      });
      // An endpoint that never answers: the timeout must end the wait.
      stalled = Fastify();
      stalled.post('/chat/completions', () => new Promise(() => undefined));
      await stalled.listen({ host: '127.0.0.1', port: 0 });
      const port = (stalled.server.address() as AddressInfo).port;
      slow = await buildTestApp(backend, {
        env: {
          ASSISTANT_LLM_URL: `http://127.0.0.1:${port}/chat/completions`,
          ASSISTANT_LLM_TIMEOUT_MS: '300',
        },
      });
    });
    afterAll(async () => {
      await t?.app.close();
      await slow?.app.close();
      await llm?.server.close();
      await stalled?.server.closeAllConnections();
      await stalled?.close();
    });

    test('the retrieved passage goes to the model, whose wording is the answer', async () => {
      mode.fail = false;
      const response = await ask(new TestClient(t.app), 'How much is the portal fee?', 'en');
      const model = response.json().model;
      expect(model.answer).toBe('Phrased: the fee is on the card.');
      expect(model.source).toBe('llm');
      expect(model.links.length).toBeGreaterThan(0);
      const call = llm.calls.at(-1)!;
      expect(call.authorization).toBe('Bearer sk-local');
      expect(call.body.model).toBe('tiny');
      expect(call.body.messages[1]!.content).toContain(formatEuro(SERVICE_FEE_CENTS, 'en'));
      expect(call.body.messages[0]!.content).toContain('English');
    });

    test('a failing model falls back to the retrieval answer', async () => {
      mode.fail = true;
      const response = await ask(new TestClient(t.app), 'Kiek kainuoja portalo mokestis?', 'lt');
      expect(response.statusCode).toBe(200);
      const model = response.json().model;
      expect(model.source).toBe('retrieval');
      expect(model.answer).toContain(formatEuro(SERVICE_FEE_CENTS, 'lt'));
      expect(llm.calls.at(-1)!.body.messages[0]!.content).toContain('Lithuanian');
    });

    test('an unknown question does not reach the model', async () => {
      const before = llm.calls.length;
      const response = await ask(new TestClient(t.app), 'Who won the football match?', 'en');
      expect(response.json().model.kind).toBe('unknown');
      expect(llm.calls.length).toBe(before);
    });

    test('a model that does not answer in time falls back too', async () => {
      const started = Date.now();
      const response = await ask(new TestClient(slow.app), 'Is VAT included?', 'en');
      expect(response.statusCode).toBe(200);
      expect(response.json().model).toMatchObject({ source: 'retrieval', title: 'Is VAT included?' });
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
}
