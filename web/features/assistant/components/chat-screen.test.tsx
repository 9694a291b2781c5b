import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { okAnswer } from '../../../test/factories/build.ts';
import { anAssistantAnswer, anAssistantHistoryMessage } from '../../../test/factories/content.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import '../texts.ts';
import { MESSAGE_STATUSES, MESSAGE_TYPES, type ChatMessage } from '../types.ts';
import { GUEST_CHAT_KEY } from '../use-chat.ts';
import { inputHeight, INPUT_MAX_HEIGHT, INPUT_MIN_HEIGHT } from './chat-input.tsx';
import { ChatScreen } from './chat-screen.tsx';
import { MessageBubble } from './message-bubble.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the input grows between 25 and 200 px', () => {
  test.each([
    [0, INPUT_MIN_HEIGHT],
    [24, 25],
    [80, 80],
    [640, INPUT_MAX_HEIGHT],
  ])('content of %i px -> %i px', (scroll, height) => {
    expect(inputHeight(scroll)).toBe(height);
  });
});

describe('message types and statuses (spec marketplace §2)', () => {
  const base = { id: 'm', author: 'assistant', status: 'read', createTimestamp: 0 } as const;
  test.each(MESSAGE_TYPES)('renders a %s message', (type) => {
    const message: ChatMessage = {
      ...base,
      type,
      message: `a ${type} message`,
      title: type === 'meeting' ? 'Tasting' : null,
      media: { url: '/x', name: 'x.bin', latitude: 54.68, longitude: 25.28, startsAt: Date.UTC(2026, 5, 1) },
    };
    const { container } = render(
      <MemoryRouter>
        <ol>
          <MessageBubble message={message} />
        </ol>
      </MemoryRouter>,
    );
    expect(container.textContent).toMatch(
      type === 'file' ? /x\.bin/ : type === 'meeting' ? /Tasting/ : /message/,
    );
  });

  test.each(MESSAGE_STATUSES)('shows the %s status on the user message', (status) => {
    render(
      <MemoryRouter>
        <ol>
          <MessageBubble message={{ ...base, author: 'user', type: 'text', status, message: 'hi' }} />
        </ol>
      </MemoryRouter>,
    );
    expect(document.querySelector(`[data-status="${status}"]`)).not.toBeNull();
  });
});

describe('ChatScreen', () => {
  test('a first-time guest sees suggestions; Enter sends, Shift+Enter adds a line; the answer is announced', async () => {
    fetchMock.mockImplementation(async (url) => {
      expect(String(url)).toContain('/ask?q=');
      return json(
        okAnswer(anAssistantAnswer({ links: [{ href: '/assets/about', label: 'How prices are built' }] })),
      );
    });
    const user = userEvent.setup();
    renderWithRouter(<ChatScreen userId={null} />, { path: '/assistant' });
    expect(screen.getByRole('button', { name: 'What does the portal charge?' })).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(box, 'fee{Shift>}{Enter}{/Shift}please');
    expect(box).toHaveValue('fee\nplease');
    await user.type(box, '{Enter}');
    expect(box).toHaveValue('');

    expect(await screen.findByText('A fixed fee of €10.00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /How prices are built/ })).toHaveAttribute(
      'href',
      '/assets/about',
    );
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toContain('A fixed fee of €10.00.');
    // An answered question shows 'Delivered', never 'Read': no person read it.
    await waitFor(() => expect(document.querySelector('[data-status="received"]')).not.toBeNull());
    expect(screen.queryByText('Read')).toBeNull();
    // A guest's conversation stays in this tab's session storage.
    expect(JSON.parse(sessionStorage.getItem(GUEST_CHAT_KEY) ?? '[]')).toHaveLength(2);
  });

  test('a refused question shows the reason and can be retried', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          messages: [{ message: 'Too many', code: 'assistant.tooManyQuestions', params: { minutes: 5 } }],
        },
        429,
      ),
    );
    const user = userEvent.setup();
    renderWithRouter(<ChatScreen userId={null} />, { path: '/assistant' });
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait 5 minutes/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('a signed-in user sees their history from the server, and new answers join it once', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/secure/assistant-history')) {
        return json(
          okAnswer({
            messages: [
              anAssistantHistoryMessage({ id: '1', message: 'Old question', createTimestamp: 1 }),
              anAssistantHistoryMessage({
                id: '2',
                author: 'assistant',
                status: 'read',
                message: 'Old answer',
                createTimestamp: 2,
              }),
            ],
          }),
        );
      }
      return json(okAnswer(anAssistantAnswer({ answer: 'New answer', title: null })));
    });
    const user = userEvent.setup();
    renderWithRouter(<ChatScreen userId="u1" />, { path: '/assistant' });
    expect(await screen.findByText('Old answer')).toBeInTheDocument();
    expect(screen.queryByText(/kept in this browser tab/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'New question{Enter}');
    expect(await screen.findByText('New answer')).toBeInTheDocument();
    expect(screen.getAllByText('New question')).toHaveLength(1);
    expect(sessionStorage.getItem(GUEST_CHAT_KEY)).toBeNull();
  });
});
