import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '#domain/constants.ts';
import { passages } from '#domain/content/passages.ts';
import {
  parseCity,
  dishAskedAbout,
  parseKitchenTypes,
  parseMaxHourRate,
  understandCatalogQuestion,
} from './query-understanding.ts';
import { SearchIndex } from './search-index.ts';
import { stem, terms } from './text-analysis.ts';

describe('query understanding', () => {
  test.each([
    ['Georgian chefs in Kaunas under 30 euro an hour', ['georgian'], 'Kaunas', 30],
    ['Gruzinų virtuvės šefai Kaune iki 30 eur/val.', ['georgian'], 'Kaunas', 30],
    ['GRUZINU sefai Vilniuje', ['georgian'], 'Vilnius', undefined],
    ['Any pizza or sushi cooks in Vilnius below €25?', ['seafood', 'pizza'], 'Vilnius', 25],
    ['Picos kepėjas Kauno mieste ne daugiau kaip 20 €', ['pizza'], 'Kaunas', 20],
    ['indiškas maistas, mažiau nei 40 eurų per valandą', ['indian'], undefined, 40],
    ['vegan chef max 35€/h', ['vegan'], undefined, 35],
    ['Viduržemio jūros virtuvė Vilniaus', ['mediterranean'], 'Vilnius', undefined],
  ])('%s', (text, kitchens, city, rate) => {
    expect(parseKitchenTypes(text)).toEqual(kitchens);
    expect(parseCity(text)).toBe(city);
    expect(parseMaxHourRate(text)).toBe(rate);
    expect(understandCatalogQuestion(text)).toBeDefined();
  });

  test.each([
    'What does the portal charge?',
    'Can I cancel less than 24 hours before?',
    'Ar galiu atšaukti likus mažiau nei 24 val.?',
    'How do I become a chef?',
    'Kiek kainuoja portalo paslauga?',
  ])('not a catalog question: %s', (text) => {
    expect(understandCatalogQuestion(text)).toBeUndefined();
  });

  test('asking to find chefs with no filter is a catalog question', () => {
    expect(understandCatalogQuestion('Show me some chefs')).toMatchObject({ asksForChefs: true });
    expect(understandCatalogQuestion('Parodyk šefus')).toMatchObject({ asksForChefs: true });
  });
});

describe('who makes a dish', () => {
  test.each([
    ['Who makes cepelinai?', 'cepelinai'],
    ['Kas gamina cepelinus?', 'cepelinus'],
    ['Who cooks khachapuri in Vilnius?', 'khachapuri'],
    ['Kas Kaune kepa šakotį?', 'sakoti'],
    ['Who makes Georgian food?', undefined],
    ['What does the fee cover?', undefined],
    ['Make me a cake', undefined],
  ])('%s asks about %s', (question, dish) => {
    expect(dishAskedAbout(question)).toBe(dish);
  });

  test('such a question is a catalog question naming the dish, with any city and cuisine', () => {
    expect(understandCatalogQuestion('Who cooks khachapuri in Vilnius?')).toEqual({
      kitchenTypes: [],
      dish: 'khachapuri',
      city: 'Vilnius',
      maxHourRateEuros: undefined,
      asksForChefs: true,
    });
  });
});

describe('text analysis', () => {
  test('folds diacritics and stems both languages', () => {
    expect(stem('cancelling')).toBe(stem('cancel'));
    expect(stem('fees')).toBe(stem('fee'));
    expect(stem('mokesčiai'.normalize('NFD').replace(/\p{M}/gu, ''))).toBe('mokesc');
    expect(terms('Grąžinimas')).toEqual(terms('grazinimas'));
    expect(terms('the and of ir ar')).toEqual([]);
  });
});

describe.each(LANGUAGES)('BM25 index over the %s content', (lang) => {
  const list = passages(lang);
  const index = new SearchIndex(
    list.map((p) => ({
      id: p.id,
      fields: [
        { text: p.title, weight: 3 },
        { text: p.keywords, weight: 2 },
        { text: p.text, weight: 1 },
      ],
    })),
  );
  const cases =
    lang === 'en'
      ? [
          ['How much is the portal fee?', 'faq.portalFee'],
          ['Is VAT included?', 'faq.vat'],
          ['Can I cancel my order?', 'faq.cancellations'],
          ['who buys the groceries', 'faq.ingredients'],
          ['how are prices calculated', 'article.prices'],
          ['what is a personal chef', 'article.personalChef'],
        ]
      : [
          ['Kiek kainuoja portalo mokestis?', 'faq.portalFee'],
          ['Ar įskaičiuotas PVM?', 'faq.vat'],
          ['Ar galiu atšaukti užsakymą?', 'faq.cancellations'],
          ['kas perka produktus', 'faq.ingredients'],
          ['kada sumokama šefui', 'faq.payouts'],
          ['kaip užsisakyti', 'article.ordering'],
        ];
  test.each(cases)('%s -> %s first', (question, id) => {
    expect(index.search(question, 1)[0]?.id).toBe(id);
  });

  test('unrelated questions match nothing', () => {
    const question = lang === 'en' ? 'Who won the football match?' : 'Kas laimėjo futbolo rungtynes?';
    expect(index.search(question)).toEqual([]);
  });
});
