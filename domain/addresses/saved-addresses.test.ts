import { expect, test } from 'vitest';
import { distinctAddresses, SAVED_ADDRESSES_MAX, type SavedAddress } from './saved-addresses.ts';

const address = (street: string, extra: Partial<SavedAddress> = {}): SavedAddress => ({
  title: 'Home',
  formatted_address: street,
  city: 'Kaunas',
  state: 'Kauno apskritis',
  postalCode: '44280',
  phone: '+37060000000',
  ...extra,
});

test('one address per place, as last given, newest first', () => {
  const offered = distinctAddresses([
    address('Laisvės al. 1', { title: 'Office', phone: '+37061111111' }),
    address('Vilniaus g. 5'),
    address('  LAISVES  al. 1 '),
    address('Laisvės al. 1', { postalCode: '44281' }),
  ]);
  expect(offered.map((a) => [a.formatted_address, a.title])).toEqual([
    ['Laisvės al. 1', 'Office'],
    ['Vilniaus g. 5', 'Home'],
    ['Laisvės al. 1', 'Home'],
  ]);
});

test(`at most ${SAVED_ADDRESSES_MAX}`, () => {
  const many = Array.from({ length: 9 }, (_, n) => address(`Gatvė ${n}`));
  expect(distinctAddresses(many).map((a) => a.formatted_address)).toEqual(
    many.slice(0, SAVED_ADDRESSES_MAX).map((a) => a.formatted_address),
  );
});
