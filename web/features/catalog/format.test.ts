import { expect, test } from 'vitest';
import { DESCRIPTION_PREVIEW } from '#domain/dishes/dish.schema.ts';
import { PREVIEW_LENGTH, previewText } from './format.ts';

test('the preview length is the domain figure (spec marketplace §9: 60 characters)', () => {
  expect(PREVIEW_LENGTH).toBe(DESCRIPTION_PREVIEW);
});

test.each([
  ['short text stays whole', 'Cold pink beetroot soup', 'Cold pink beetroot soup'],
  ['60 characters stay whole', 'x'.repeat(60), 'x'.repeat(60)],
  ['61 characters are cut at 60 with an ellipsis', 'x'.repeat(61), `${'x'.repeat(60)}…`],
  ['spaces are squeezed before counting', '  Potato   dumplings  ', 'Potato dumplings'],
  ['no description, no preview', null, ''],
])('%s', (_name, text, preview) => {
  expect(previewText(text)).toBe(preview);
});
