import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { anEventRequest, aProposal } from '../event-request-fixtures.ts';
import { ProposalForm } from './proposal-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const posts = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => new URLSearchParams(String(init!.body)));

const DISHES = [
  { product: { id: 4, title: 'Cepelinai', allergens: ['milk'] } },
  { product: { id: 5, title: 'Kibinai', allergens: ['gluten'] } },
];

let proposalAnswer: () => Response;

beforeEach(() => {
  proposalAnswer = () => json({ success: true, model: { proposal: aProposal() } });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    // Only the fields the form reads of the chef's page.
    if (path === '/store/products') return json({ success: true, model: { products: DISHES } });
    if (path === '/secure/event-proposal' || path === '/secure/event-proposal-revision')
      return proposalAnswer();
    return json({ success: false }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(props: Partial<Parameters<typeof ProposalForm>[0]> = {}) {
  const onSaved = vi.fn();
  const utils = renderWithRouter(
    <ProposalForm request={anEventRequest()} chefNickname="onos-virtuve" onSaved={onSaved} {...props} />,
    { path: '/open-requests/7' },
  );
  return { ...utils, onSaved };
}

describe("a chef's proposal", () => {
  test('a menu of her own dish and a described course is sent with the price in cents', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    const first = screen.getByRole('group', { name: 'Course 1' });
    await user.type(within(first).getByLabelText('Course name'), 'Šaltibarščiai');
    await user.click(within(first).getByRole('checkbox', { name: 'Milk' }));
    await user.click(within(first).getByRole('checkbox', { name: 'Eggs' }));
    // "No allergens" and a named allergen exclude each other.
    expect(within(first).getByRole('checkbox', { name: 'No allergens' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a course' }));
    const second = screen.getByRole('group', { name: 'Course 2' });
    await user.click(within(second).getByRole('radio', { name: 'One of my dishes' }));
    await user.selectOptions(await within(second).findByLabelText('Dish'), 'Cepelinai');
    expect(within(second).getByLabelText('Dish')).toHaveAccessibleDescription('Allergens: Milk');

    await user.type(screen.getByLabelText('Total price for 12 guests (€)'), '540');
    expect(screen.getByLabelText('Total price for 12 guests (€)')).toHaveAccessibleDescription(
      expect.stringContaining('€45.00 per guest'),
    );
    await user.selectOptions(screen.getByLabelText('Time you need'), '4 h');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [body] = posts('/secure/event-proposal');
    expect(body!.get('requestId')).toBe('7');
    expect(JSON.parse(body!.get('courses')!)).toEqual([
      // In the order the boxes are on screen (the EU's list).
      { title: 'Šaltibarščiai', allergens: ['eggs', 'milk'] },
      { dishId: 4 },
    ]);
    expect(JSON.parse(body!.get('includes')!)).toEqual(['shopping', 'cooking']);
    expect(body!.get('price')).toBe('54000');
    expect(body!.get('durationMinutes')).toBe('240');
  });

  test('a course without its allergens and a price below the floor are refused beside their fields, in en and lt', async () => {
    const user = userEvent.setup();
    renderForm();
    const first = screen.getByRole('group', { name: 'Course 1' });
    await user.type(within(first).getByLabelText('Course name'), 'Kugelis');
    await user.type(screen.getByLabelText('Total price for 12 guests (€)'), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Shopping' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cooking' }));
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));

    expect(
      await within(first).findByText('Declare the allergens of each course, or "none".'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Total price for 12 guests (€)')).toHaveAccessibleDescription(
      expect.stringContaining('Must be at least €10.00'),
    );
    expect(screen.getByText('Say what the price includes.')).toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: 'No allergens' })).toHaveFocus();

    await i18n.changeLanguage('lt');
    expect(
      await within(screen.getByRole('group', { name: '1 patiekalas' })).findByText(
        'Nurodykite kiekvieno patiekalo alergenus arba „nėra“.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Visa kaina 12 svečių (€)')).toHaveAccessibleDescription(
      expect.stringContaining('Turi būti ne mažiau kaip 10,00 €'),
    );
    expect(posts('/secure/event-proposal')).toHaveLength(0);
  });

  test('a revision starts from the proposal as sent and goes to the revision route', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm({ proposal: aProposal() });
    expect(screen.getByRole('group', { name: 'Course 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Course 1' })).getByLabelText('Course name')).toHaveValue(
      'Šaltibarščiai',
    );
    expect(await within(screen.getByRole('group', { name: 'Course 2' })).findByLabelText('Dish')).toHaveValue(
      '4',
    );
    fireEvent.input(screen.getByLabelText('Total price for 12 guests (€)'), { target: { value: '600' } });
    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [body] = posts('/secure/event-proposal-revision');
    expect(body!.get('proposalId')).toBe('31');
    expect(body!.get('price')).toBe('60000');
  });

  test("the server's refusal that is not about a field shows above the button", async () => {
    proposalAnswer = () =>
      json(
        {
          success: false,
          messages: [
            {
              message: 'This request already has all the proposals it takes.',
              code: 'eventRequests.proposalsFull',
            },
          ],
        },
        409,
      );
    const user = userEvent.setup();
    renderForm();
    const first = screen.getByRole('group', { name: 'Course 1' });
    await user.type(within(first).getByLabelText('Course name'), 'Kugelis');
    await user.click(within(first).getByRole('checkbox', { name: 'No allergens' }));
    await user.type(screen.getByLabelText('Total price for 12 guests (€)'), '300');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This request already has all the proposals it takes.',
    );
  });
});
