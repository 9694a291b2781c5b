import { expect, test } from 'vitest';
import { isHandoverPinShaped, typedHandoverPin } from './handover-pin.ts';

test('six digits, blanks between them allowed', () => {
  expect(isHandoverPinShaped('123456')).toBe(true);
  expect(isHandoverPinShaped(' 123 456 ')).toBe(true);
  expect(typedHandoverPin(' 123 456 ')).toBe('123456');
});

test.each(['', '12345', '1234567', '12345a', '１２３４５６', '12-456'])('%j is not a PIN', (text) => {
  expect(isHandoverPinShaped(text)).toBe(false);
});
