import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CONTACT_PATTERNS,
  contactsVisible,
  MASK,
  MASK_INPUT_MAX,
  maskContactDetails,
  type MaskKind,
} from './contact-masking.ts';

const M = MASK;

describe('maskContactDetails hides contact details', () => {
  const cases: [input: string, output: string, hidden: MaskKind[]][] = [
    // Phone numbers, Lithuanian and international, with any separators.
    ['Call me on +370 612 34567 tonight', `Call me on ${M} tonight`, ['phone']],
    ['Skambinkite 861234567', `Skambinkite ${M}`, ['phone']],
    ['tel. 8 612 34567', `tel. ${M}`, ['phone']],
    ['(8 5) 212 3456 is the kitchen', `${M} is the kitchen`, ['phone']],
    ['8-6-1-2-3-4-5-6-7', M, ['phone']],
    ['+44 20 7946 0958', M, ['phone']],
    ['0037061234567', M, ['phone']],
    // E-mail addresses, also spelled out to get past a filter, in English and Lithuanian.
    ['ona@example.com', M, ['email']],
    ['write to Ona.Virtuve+orders@mail.example.lt!', `write to ${M}!`, ['email']],
    ['ona at gmail dot com', M, ['email']],
    ['ona (at) gmail (dot) com', M, ['email']],
    ['ona[at]gmail[dot]com', M, ['email']],
    ['ona @ gmail . com', M, ['email']],
    ['ona eta gmail taškas com', M, ['email']],
    // Links: plain, www, bare domains, markdown, HTML anchors, social handles.
    ['see https://ona.example.com/menu?x=1 now', `see ${M} now`, ['link']],
    ['www.onos-virtuve.lt', M, ['link']],
    ['www . onos-virtuve . lt', M, ['link']],
    ['onos-virtuve.lt/meniu', M, ['link']],
    ['my site: ona dot lt', `my site: ${M}`, ['link']],
    ['instagram.com/ona_cooks', M, ['link']],
    ['[my menu](https://example.com/menu)', `my menu ${M}`, ['link']],
    ['![](http://x.example.com/a.png)', M, ['link']],
    ['<a href="https://example.com">click</a> here', `${M} here`, ['link']],
    ['<a href=https://example.com>', M, ['link']],
    ['follow @ona_cooks', `follow ${M}`, ['link']],
    // Street addresses (the chef's home before confirmation).
    ['Come to Gedimino pr. 12-3', `Come to ${M}`, ['address']],
    ['Vilniaus g. 5, Kaunas', `${M}, Kaunas`, ['address']],
    ['I live at 221B Baker Street.', `I live at ${M}`, ['address']],
    // Several at once: each kind once, in a fixed order.
    ['ona@example.com or +370 612 34567, www.ona.lt', `${M} or ${M}, ${M}`, ['phone', 'email', 'link']],
  ];
  test.each(cases)('%s', (input, output, hidden) => {
    expect(maskContactDetails(input)).toEqual({ text: output, hidden });
  });
});

describe('maskContactDetails sees through disguises', () => {
  const cases: [input: string, output: string, hidden: MaskKind[]][] = [
    // Wide and zero-width spaces, and invisible characters between the pieces.
    ['+370\u3000612\u2003345\u200267', M, ['phone']],
    ['8\u200B6\u200B1\u200B2\u200B3\u200B4\u200B5\u200B6\u200B7', M, ['phone']],
    ['o\u200Bn\u200Ba@gmail\u2060.com', M, ['email']],
    ['soft\u00ADhyphen ona@gmail.c\u00ADom', `soft\u00ADhyphen ${M}`, ['email']],
    // Digits of other scripts, full-width and circled.
    ['８６１２３４５６７', M, ['phone']],
    ['skambink ٨٦١٢٣٤٥٦٧', `skambink ${M}`, ['phone']],
    ['۸۶۱۲۳۴۵۶۷', M, ['phone']],
    ['⑧⑥①②③④⑤⑥⑦', M, ['phone']],
    // Dashes and underscores between the digits.
    ['8–612–34567', M, ['phone']],
    ['8—612—345—67', M, ['phone']],
    ['8_612_34567', M, ['phone']],
    // Spelled digits, in English and Lithuanian.
    ['call eight six one two three four five six seven', `call ${M}`, ['phone']],
    ['aštuoni šeši vienas du trys keturi penki šeši septyni', M, ['phone']],
    ['+370 six one two 34567', M, ['phone']],
    // Full-width and other look-alike @ and dots.
    ['ona＠gmail．com', M, ['email']],
    ['ona@gmail。com', M, ['email']],
    ['ona﹫gmail·com', M, ['email']],
    // Letters with spaces between them.
    ['o n a @ g m a i l . c o m', M, ['email']],
    ['write to o n a at g m a i l dot c o m', `write to ${M}`, ['email']],
    ['w w w . o n a . l t', M, ['link']],
    // "at" and "dot" in other wrappers.
    ['ona#at#gmail#dot#com', M, ['email']],
    ['ona *at* gmail *dot* com', M, ['email']],
    ['ona_at_gmail.com', M, ['email']],
    ['ona@gmail', M, ['email']],
    // Top-level domains beyond the common ones, and links without a scheme.
    ['see ona-virtuve.kitchen tonight', `see ${M} tonight`, ['link']],
    ['ona.pizza/menu', M, ['link']],
    ['ONA.SHOP', M, ['link']],
    ['//ona-virtuve.kitchen/menu', M, ['link']],
    ['open //example.com now', `open ${M} now`, ['link']],
    ['hxxps://ona.example/x', M, ['link']],
    // Handles named by their network.
    ['ig: ona_cooks', M, ['link']],
    ['IG ona.cooks', M, ['link']],
    ['insta: onacooks', M, ['link']],
    ['telegram: @ona', M, ['link']],
    ['whatsapp: +370 612 34567', `whatsapp: ${M}`, ['phone']],
    ['Mano FB = ona.virtuve', `Mano ${M}`, ['link']],
  ];
  test.each(cases)('%s', (input, output, hidden) => {
    expect(maskContactDetails(input)).toEqual({ text: output, hidden });
  });

  test('only the contact goes: the rest of the text is shown as written', () => {
    const text = 'Ａčiū\u200B! Call ８６１２３４５６７ after 18:30 ½ 👨‍👩‍👧';
    expect(maskContactDetails(text)).toEqual({
      text: `Ａčiū\u200B! Call ${M} after 18:30 ½ 👨‍👩‍👧`,
      hidden: ['phone'],
    });
  });
});

describe('maskContactDetails leaves ordinary talk alone', () => {
  const kept = [
    'Can you make it without nuts?',
    'For 12 people on 2026-12-24 at 18:30, please.',
    'Order 0A1B2C3D arrived, thank you!',
    'It costs 30.50 € for 4 servings, 1200 kcal.',
    'Ačiū! Labai skanu, e.g. the cepelinai.',
    'Delivery on 24.12.2026 works.',
    'We are 2 adults and 3 kids, ages 4, 7 and 9.',
    'Ar galite be glitimo? Mano vaikas alergiškas.',
    'It costs 45 EUR, delivery on 2026-12-24 18:30 for 12 guests.',
    'Kaina 45 EUR, pristatymas 2026-12-24 18:30, 12 svečių.',
    'On 24.12.2026 18:30 we are 12.',
    'Ok. Me too, see you at 18:30.',
    'Gerai. Iki pirmadienio. Ačiū!',
    'One or two portions, maybe three.',
    'Du ar trys patiekalai, keturi desertai.',
    'We meet at the market at noon.',
    'I sent the photo cake.jpg and menu.pdf.',
    'Žukauskaitė, O’Brien and Anne-Marie will come.',
    "O'Brien asked for 2 kg (about 4.4 lb) - is that ok?",
    'Room 12, 3rd floor — ring twice.',
    'Price: 1 200 EUR for 40 people.',
    'Ar tinka 12:00–14:00?',
    'e-mail me here in the chat, not outside.',
    '',
  ];
  test.each(kept)('%s', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, hidden: [] });
  });
});

/** Whether a pattern's source holds a quantifier without an upper bound (`*`, `+`, `{n,}`) outside a class. */
function unboundedQuantifier(source: string): string | null {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '*' || char === '+') return source.slice(Math.max(0, i - 20), i + 1);
    else if (char === '{' && /^\{\d+,\}/.test(source.slice(i)))
      return source.slice(Math.max(0, i - 20), i + 4);
  }
  return null;
}

// The domain is typed without a platform; Node and the browsers both have a monotonic clock here.
declare const performance: { now(): number };

/** The least time of several runs: what the work costs, without the other processes' noise. */
function leastTime(run: () => void, times = 5) {
  let least = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    least = Math.min(least, performance.now() - start);
  }
  return least;
}

describe('maskContactDetails does bounded work on any text', () => {
  // The argument: every pattern starts anywhere but matches at most a bounded length (no quantifier
  // without an upper bound, checked below), so each start costs at most a constant and a text costs
  // at most that constant times its (capped) length. The timings below only back that up, against
  // ordinary text of the same length and with a factor far above any noise.
  test.each(CONTACT_PATTERNS.map((pattern) => [pattern.source.slice(0, 40), pattern] as const))(
    'pattern %s has only bounded quantifiers',
    (_name, pattern) => {
      expect(unboundedQuantifier(pattern.source)).toBeNull();
    },
  );

  test('a text longer than the cap is cut, and what is kept is masked', () => {
    const long = `${'Labas. '.repeat(MASK_INPUT_MAX / 7)}ona@gmail.com`;
    const masked = maskContactDetails(long);
    expect(masked.text.length).toBeLessThanOrEqual(MASK_INPUT_MAX + 1);
    expect(masked.text).not.toContain('ona@gmail.com');
    expect(maskContactDetails(`ona@gmail.com ${'x'.repeat(MASK_INPUT_MAX)}`).hidden).toEqual(['email']);
  });

  const ordinary = 'Labas, ar galite paruošti vakarienę 12 svečių 2026-12-24 18:30? Ačiū! '
    .repeat(40)
    .slice(0, 2000);
  const baseline = () => leastTime(() => maskContactDetails(ordinary));
  const named: [string, string][] = [
    ['[](', '[]('],
    ['((((', '('],
    ['[[[', '['],
    ['digits and separators', '1-'],
    ['digits and spaces', '8 '],
    ['@@@', '@'],
    ['a@', 'a@'],
    ['a.', 'a.'],
    ['a-', 'a-'],
    ['spaced letters', 'a '],
    ['at at', 'a at '],
    ['dot dot', 'a dot '],
    ['#at#', '#at#'],
    ['long URL', 'https://a.'],
    ['//', '//a.'],
    ['anchors', '<a '],
    ['streets', 'Aa g. 1'],
    ['English streets', '1 Aa Bb '],
    ['handles', 'ig: a'],
    ['zero-width', 'a\u200B'],
    // Took minutes when a spelled-out dot could be wrapped in hyphens, which domain labels also hold.
    ['-dot', '-dot'],
    ['a-dot-', 'a-dot-'],
  ];
  test.each(named)('%s repeated to 2,000 characters costs about what ordinary text does', (_name, unit) => {
    const text = unit.repeat(Math.ceil(2000 / unit.length)).slice(0, 2000);
    const ordinaryTime = baseline();
    expect(leastTime(() => maskContactDetails(text), 3)).toBeLessThan(Math.max(100 * ordinaryTime, 250));
  });

  test('any mix of the pieces that trouble patterns costs about what ordinary text does', () => {
    const pieces = [
      '[',
      ']',
      '(',
      ')',
      '<a ',
      '>',
      '@',
      '.',
      ' ',
      '-',
      '_',
      '/',
      ':',
      '#',
      '+',
      '1',
      '8',
      'a',
      'Ž',
      'at',
      'dot',
      'www',
      'http',
      'g.',
      'street',
      '\u200B',
      '８',
      '٣',
      'eight',
      'ig',
    ];
    const ordinaryTime = baseline();
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }), (unit) => {
        const block = unit.join('');
        const text = block.repeat(Math.ceil(2000 / block.length)).slice(0, 2000);
        return leastTime(() => maskContactDetails(text), 3) < Math.max(100 * ordinaryTime, 250);
      }),
      { numRuns: 60 },
    );
  });
});

describe('contactsVisible', () => {
  test.each([
    [{ orderId: null, confirmed: false }, false],
    [{ orderId: null, confirmed: true }, false],
    [{ orderId: 7, confirmed: false }, false],
    [{ orderId: 7, confirmed: true }, true],
  ])('%o -> %s', (thread, visible) => {
    expect(contactsVisible(thread)).toBe(visible);
  });
});
