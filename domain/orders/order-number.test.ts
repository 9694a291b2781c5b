import { expect, test } from 'vitest';
import { orderNumber, orderNumberPrefix } from './order-number.ts';

test('the order number is the sID before its first dash, in capitals', () => {
  expect(orderNumber('0A1B2C3D-5f0e2c1a-8b7d-4c2e-9a51-1d2e3f4a5b6c')).toBe('0A1B2C3D');
  expect(orderNumber('7f3a9c-2B1E-4D5F')).toBe('7F3A9C');
  expect(orderNumber('NODASH')).toBe('NODASH');
  expect(orderNumber('-starts-with-dash')).toBe('-STARTS-WITH-DASH');
});

test('a typed number becomes the sID prefix to search by', () => {
  expect(orderNumberPrefix('0A1B2C3D')).toBe('0A1B2C3D');
  expect(orderNumberPrefix(' #0a1b 2c3d ')).toBe('0A1B2C3D');
  expect(orderNumberPrefix('0a1b')).toBe('0A1B');
  expect(orderNumberPrefix('  ')).toBe('');
});
