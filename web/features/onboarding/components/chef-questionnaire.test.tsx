import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { aChefQuestionnaire } from '../../../test/factories/content.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ChefQuestionnaire } from './chef-questionnaire.tsx';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderQuestionnaire() {
  renderWithRouter(<ChefQuestionnaire onCancel={vi.fn()} onComplete={vi.fn()} onRedirect={vi.fn()} />);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the served questionnaire (DESIGN §4)', () => {
  test('is loaded in the current language and again after a language switch, keeping the step', async () => {
    fetchMock.mockImplementation(async (input) => {
      const language = new URL(String(input), 'http://x').searchParams.get('language') as 'en' | 'lt';
      return json(okAnswer({ questionnaire: aChefQuestionnaire(language) }));
    });
    renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 2, name: 'Before you start' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/questionnaires/chef_registration?language=en');

    await i18n.changeLanguage('lt');
    expect(await screen.findByRole('heading', { level: 2, name: 'Prieš pradedant' })).toBeInTheDocument();
    expect(screen.getByText('1 klausimas iš 11')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/questionnaires/chef_registration?language=lt');
  });

  test('a config of the wrong shape says "Invalid questionnaire configuration format"', async () => {
    // Not a served answer: what the spec's shape check refuses.
    fetchMock.mockResolvedValue(json({ success: true, model: { questionnaire: { questions: 'none' } } }));
    renderQuestionnaire();
    expect(await screen.findByText('Invalid questionnaire configuration format')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
