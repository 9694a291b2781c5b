import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import {
  calls,
  fetchMock,
  ITEMS,
  json,
  renderForm,
  stubCheckoutServer,
} from './checkout-form-test-setup.tsx';

stubCheckoutServer();

describe('checkout prefills', () => {
  test("the address title starts as 'Home' and the county follows the city until one is typed", () => {
    renderForm();
    expect(screen.getByLabelText('Address title')).toHaveValue('Home');
    const city = screen.getByLabelText('City');
    const county = screen.getByLabelText('State or province');
    fireEvent.input(city, { target: { value: 'Kaunas' } });
    expect(county).toHaveValue('Kauno apskritis');
    fireEvent.input(city, { target: { value: 'Klaipėda' } });
    expect(county).toHaveValue('Klaipėdos apskritis');
    fireEvent.input(county, { target: { value: 'My own region' } });
    fireEvent.input(city, { target: { value: 'Vilnius' } });
    expect(county).toHaveValue('My own region');
  });

  const SAVED = [
    {
      title: 'Office',
      formatted_address: 'Konstitucijos pr. 7',
      city: 'Vilnius',
      state: 'Vilniaus apskritis',
      postalCode: '09308',
      phone: '+37061234567',
    },
  ];

  test("a signed-in customer's earlier address is offered and fills the fields", async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === '/secure/order-addresses'
        ? json({ success: true, model: { addresses: SAVED } })
        : answer(url, init),
    );
    const user = userEvent.setup();
    renderForm();
    const picker = await screen.findByLabelText('Use an earlier address');
    await user.selectOptions(picker, 'Office: Konstitucijos pr. 7, Vilnius');
    expect(screen.getByLabelText('Address title')).toHaveValue('Office');
    expect(screen.getByLabelText('Street address')).toHaveValue('Konstitucijos pr. 7');
    expect(screen.getByLabelText('City')).toHaveValue('Vilnius');
    expect(screen.getByLabelText('State or province')).toHaveValue('Vilniaus apskritis');
    expect(screen.getByLabelText('Postal code')).toHaveValue('09308');
    expect(screen.getByLabelText('Phone')).toHaveValue('+37061234567');
  });

  test('a guest is not asked about earlier addresses', () => {
    renderForm(ITEMS, { askEmail: true });
    expect(calls('/secure/order-addresses')).toHaveLength(0);
    expect(screen.queryByLabelText('Use an earlier address')).toBeNull();
  });
});
