import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../constants.ts';
import { formatEuro } from '../money.ts';
import { LATE_CANCELLATION_PENALTY_CENTS, REFUND_WORKING_DAYS } from '../orders/cancellation.ts';
import { ORDER_CARD_CAPTURE } from '../orders/card-capture.ts';
import { computeFees, SERVICE_FEE_CENTS, VAT_PERCENT } from '../orders/fees.ts';
import { RATING_THRESHOLD, RATING_WINDOW } from '../orders/ratings.ts';
import { article } from './article.ts';
import { ltForm, money, serviceFacts, type ServiceFacts } from './facts.ts';
import { faq, FAQ_TOPICS } from './faq.ts';
import { passages } from './passages.ts';

const allText = (lang: Language, facts?: ServiceFacts) => {
  const a = article(lang, facts);
  return [
    ...faq(lang, facts).flatMap((entry) => [entry.question, ...entry.answer]),
    a.title,
    a.lead,
    ...a.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list?.items ?? [])]),
  ].join('\n');
};

/** Every number a fact can print in `lang`, longest first so "12.10" goes before "10". */
function printedFacts(facts: ServiceFacts, lang: Language): string[] {
  const numbers = new Set<string>();
  const visit = (value: unknown, key = '') => {
    if (typeof value === 'number') {
      numbers.add(String(value).replace('.', lang === 'lt' ? ',' : '.'));
      if (/cents|fee|amount|subtotal|prepayment|incentive|payToChef|Rate/i.test(key)) {
        numbers.add(money(value, lang).replace(/[^\d.,]/g, ''));
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(facts);
  return [...numbers].sort((a, b) => b.length - a.length);
}

describe('service facts come from the running constants', () => {
  const facts = serviceFacts();

  test('fee, VAT, penalty, refund days, rating rule', () => {
    expect(facts.serviceFeeCents).toBe(SERVICE_FEE_CENTS);
    expect(facts.vatPercent).toBe(VAT_PERCENT);
    expect(facts.vatCents).toBe(210);
    expect(facts.serviceFeeWithVatCents).toBe(1210);
    expect(facts.penaltyCents).toBe(LATE_CANCELLATION_PENALTY_CENTS);
    expect(facts.refundWorkingDays).toBe(REFUND_WORKING_DAYS);
    expect(facts.payoutDelayDays).toBe(1);
    expect([facts.ratingWindow, facts.ratingThreshold]).toEqual([RATING_WINDOW, RATING_THRESHOLD]);
  });

  test('the worked example of DESIGN §5 through computeFees', () => {
    const lines = [{ unitPriceCents: 3000, productVolume: 2, pricedByTime: true }];
    expect(facts.example.unitPriceCents).toBe(3000);
    expect(facts.example.cash).toEqual(computeFees(lines, { payInCash: true }));
    expect(facts.example.online.totalAmount).toBe(4336);
    expect(facts.example.online.payToChef).toBe(3000);
  });
});

describe.each(LANGUAGES)('content in %s', (lang) => {
  const text = allText(lang);

  test('states the fee, its VAT, the penalty and the example totals as the code computes them', () => {
    for (const cents of [SERVICE_FEE_CENTS, 210, 1210, LATE_CANCELLATION_PENALTY_CENTS, 1246, 4336]) {
      expect(text).toContain(formatEuro(cents, lang));
    }
  });

  test('has every FAQ topic and article section', () => {
    expect(faq(lang).map((entry) => entry.id)).toEqual([...FAQ_TOPICS]);
    expect(article(lang).sections.every((s) => s.heading && s.paragraphs.length > 0)).toBe(true);
  });

  test('no figure is typed in: every number in the text is a printed fact', () => {
    const facts = serviceFacts();
    let rest = text;
    for (const printed of printedFacts(facts, lang)) rest = rest.split(printed).join(' ');
    expect(rest.match(/\d+/g) ?? []).toEqual([]);
  });

  test('changed constants change the text', () => {
    const base = serviceFacts();
    const changed: ServiceFacts = {
      ...base,
      serviceFeeCents: 1234,
      penaltyCents: 4321,
      refundWorkingDays: 9,
      ratingThreshold: 4.2,
    };
    const changedText = allText(lang, changed);
    expect(changedText).toContain(formatEuro(1234, lang));
    expect(changedText).toContain(formatEuro(4321, lang));
    expect(changedText).toContain(lang === 'lt' ? '4,2' : '4.2');
    // The worked example is computed by computeFees itself, so only the FAQ must lose the old fee.
    const changedFaq = faq(lang, changed)
      .flatMap((entry) => entry.answer)
      .join('\n');
    expect(changedFaq).not.toContain(formatEuro(SERVICE_FEE_CENTS, lang));
    expect(changedFaq).not.toContain(formatEuro(LATE_CANCELLATION_PENALTY_CENTS, lang));
  });

  test('the moment the card is charged is the one checkout uses', () => {
    const base = serviceFacts();
    expect(base.cardCharged).toBe(ORDER_CARD_CAPTURE === 'automatic' ? 'atCheckout' : 'whenChefConfirms');
    const fee = (facts: ServiceFacts) =>
      faq(lang, facts)
        .find((entry) => entry.id === 'portalFee')!
        .answer.join(' ');
    const atCheckout = fee({ ...base, cardCharged: 'atCheckout' });
    const onConfirm = fee({ ...base, cardCharged: 'whenChefConfirms' });
    expect(atCheckout).not.toEqual(onConfirm);
    const confirms = lang === 'en' ? 'when a chef confirms' : 'kai šefas patvirtina';
    expect(atCheckout).not.toContain(confirms);
    expect(onConfirm).toContain(confirms);
  });

  test('passages cover the FAQ, the article, the badges and event requests, with links to the app only', () => {
    const list = passages(lang);
    expect(list).toHaveLength(FAQ_TOPICS.length + article(lang).sections.length + 2);
    expect(list.slice(-2).map((passage) => passage.id)).toEqual(['trust.badges', 'events.requests']);
    for (const passage of list) {
      expect(passage.text.length).toBeGreaterThan(20);
      for (const link of passage.links) expect(link.href.startsWith('/')).toBe(true);
    }
  });
});

test('Lithuanian numeral forms', () => {
  expect([1, 2, 7, 10, 11, 15, 21, 24, 30].map((n) => ltForm(n, 'diena', 'dienos', 'dienų'))).toEqual([
    'diena',
    'dienos',
    'dienos',
    'dienų',
    'dienų',
    'dienų',
    'diena',
    'dienos',
    'dienų',
  ]);
});
