import { expect, test } from 'vitest';
import { formatEuro } from '#domain/money.ts';
import { SERVICE_FEE_CENTS } from '#domain/orders/fees.ts';
import { DEFAULT_PROPOSALS_PER_REQUEST } from '#domain/event-requests/event-request-rules.ts';
import { createChef } from '../../test/factories.ts';
import { describeApi, signUp, TestClient } from '../../test/test-app.ts';
import { ASK_LIMITS } from './assistant.service.ts';
import { ask } from './assistant-test-setup.ts';

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
