import { describe, expect, test } from 'vitest';
import { contactsVisible, MASK, maskContactDetails, type MaskKind } from './contact-masking.ts';

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
    '',
  ];
  test.each(kept)('%s', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, hidden: [] });
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
