import { describe, expect, test } from 'vitest';
import { questionLanguage } from './question-language.ts';

describe('the language of a question', () => {
  test.each([
    ['Kiek kainuoja jūsų paslauga?', 'en', 'lt'],
    ['Kaip tapti šefu?', 'en', 'lt'],
    ['Ar galiu atšaukti užsakymą?', 'en', 'lt'],
    ['Kiek kainuoja jusu paslauga?', 'en', 'lt'],
    ['How much does your service cost?', 'lt', 'en'],
    ['How do I become a chef?', 'lt', 'en'],
    ['Can I cancel my order?', 'lt', 'en'],
    ['weather in Vilnius tomorrow', 'lt', 'en'],
    // A name with Lithuanian letters in an English question, and Lithuanian questions that open
    // with a capitalised Lithuanian word.
    ['Can I book Gintarė Naktibaldė at 3 AM?', 'lt', 'en'],
    ['Ar galiu užsakyti Gintarę 3 val. dienos?', 'en', 'lt'],
    ['Šefai Vilniuje?', 'en', 'lt'],
    ['Ačiū', 'en', 'lt'],
  ] as const)('%s (interface %s) is %s', (question, ui, expected) => {
    expect(questionLanguage(question, ui)).toBe(expected);
  });

  test('words that do not tell keep the interface language', () => {
    expect(questionLanguage('Kugelis', 'lt')).toBe('lt');
    expect(questionLanguage('Kugelis', 'en')).toBe('en');
    expect(questionLanguage('25 €', 'en')).toBe('en');
  });
});
