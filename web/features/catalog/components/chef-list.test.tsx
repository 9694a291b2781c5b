import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { ChefList } from './chef-list.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    Response.json(okAnswer({ merchants: [], page: 1, pageSize: 12, hasMore: false })),
  );
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/mp');
});
afterEach(() => vi.unstubAllGlobals());

/** The list as the app runs it: in the browser's own router, whose navigations are transitions. */
function renderList() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <ChefList />
      </BrowserRouter>
    </AppProviders>,
  );
}

test('a second filter chosen before the first one has drawn keeps the first (a category, then a city)', async () => {
  renderList();
  const category = within(screen.getByRole('group', { name: 'Category' }));
  const city = screen.getByLabelText('City');

  // One act: React draws nothing between the two changes, as on a slow phone between two quick taps.
  act(() => {
    fireEvent.click(category.getByRole('button', { name: 'French' }));
    fireEvent.change(city, { target: { value: 'Kaunas' } });
  });

  const params = new URLSearchParams(window.location.search);
  expect(params.get('kitchenType')).toBe('french');
  expect(params.get('city')).toBe('Kaunas');
  expect(await category.findByRole('button', { name: 'French', pressed: true })).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveValue('Kaunas');
});

test('clear all leaves no filter in the address, and back returns to the filters before it', async () => {
  window.history.replaceState(null, '', '/mp?kitchenType=french&city=Kaunas');
  renderList();

  fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  expect(window.location.search).toBe('');
  expect(await screen.findByLabelText('City')).toHaveValue('');

  act(() => window.history.back());
  await vi.waitFor(() => expect(window.location.search).toBe('?kitchenType=french&city=Kaunas'));
});

test('a category chip says how many chefs it finds, and one that would find nobody says so and cannot be tapped', async () => {
  fetchMock.mockImplementation(async () =>
    Response.json(
      okAnswer({
        merchants: [],
        page: 1,
        pageSize: 12,
        hasMore: false,
        kitchenTypeCounts: { french: 2, pizza: 0, georgian: 1, lithuanian: 0 },
      }),
    ),
  );
  window.history.replaceState(null, '', '/mp?kitchenType=lithuanian&city=Kaunas');
  renderList();
  const category = within(screen.getByRole('group', { name: 'Category' }));

  const french = await category.findByRole('button', { name: 'French, 2 chefs' });
  expect(french).toBeEnabled();
  expect(category.getByRole('button', { name: 'Georgian, 1 chef' })).toBeEnabled();
  const pizza = category.getByRole('button', {
    name: 'Pizza, No chefs with this cuisine for the city and rate chosen yet',
  });
  expect(pizza).toBeDisabled();
  expect(pizza).toHaveAttribute('title', 'No chefs with this cuisine for the city and rate chosen yet');
  fireEvent.click(pizza);
  expect(new URLSearchParams(window.location.search).getAll('kitchenType')).not.toContain('pizza');
  // A chosen chip that now finds nobody can still be let go.
  const lithuanian = category.getByRole('button', { name: /^Lithuanian/, pressed: true });
  expect(lithuanian).toBeEnabled();
  fireEvent.click(lithuanian);
  expect(new URLSearchParams(window.location.search).get('kitchenType')).toBeNull();
});

test('while the counts are unknown (a failed load) every chip can be tapped', async () => {
  fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
  renderList();
  const category = within(screen.getByRole('group', { name: 'Category' }));
  expect(await category.findByRole('button', { name: 'Pizza' })).toBeEnabled();
});

test('the date filter is labelled as a Lithuanian page would say it: Data', async () => {
  await i18n.changeLanguage('lt');
  renderList();
  const date = screen.getByLabelText('Data');
  expect(date).toHaveAttribute('type', 'date');
  fireEvent.change(date, { target: { value: '2026-12-24' } });
  expect(new URLSearchParams(window.location.search).get('availableOn')).toBe('2026-12-24');
});
