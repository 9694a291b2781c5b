import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { draftStorageKey, type Answer } from '#domain/onboarding/answer-rules.ts';
import { chefQuestionnaire, type QuestionnaireConfig } from '#domain/onboarding/questionnaire.ts';
import { aLegalInfo } from '../../../test/factories/accounts.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { QuestionnaireWizard } from './questionnaire-wizard.tsx';

const config = chefQuestionnaire('en');
const DRAFT_KEY = draftStorageKey(config);
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function title(questionId: number) {
  return config.questions.find((question) => question.questionId === questionId)!.questionTitle;
}

function option(questionId: number, optionId: number) {
  const question = config.questions.find((item) => item.questionId === questionId)!;
  return question.answerOptions!.find((item) => item.optionId === optionId)!.optionTitle;
}

/** Answers that pass every question; question 4 is "self-taught", so no certificate is needed. */
const COMPLETE: Answer[] = [
  { questionId: 1, answerType: 'option', optionId: 1 },
  { questionId: 2, answerType: 'option', optionId: 3 },
  { questionId: 3, answerType: 'option', optionId: 11 },
  { questionId: 4, answerType: 'option', optionId: 16 },
  { questionId: 5, answerType: 'option', optionId: 21 },
  { questionId: 6, answerType: 'option', optionId: 26 },
  { questionId: 7, answerType: 'text', textValue: 'I cook for my whole street on Sundays.' },
  { questionId: 8, answerType: 'option', optionId: 27 },
  { questionId: 9, answerType: 'option', selectedOptions: [33, 47] },
];

function renderWizard() {
  const props = { onCancel: vi.fn(), onComplete: vi.fn(), onRedirect: vi.fn() };
  renderWithRouter(<QuestionnaireWizard config={config} {...props} />);
  return props;
}

async function expectQuestion(questionId: number) {
  const heading = await screen.findByRole('heading', { level: 2, name: title(questionId) });
  expect(screen.getByText(`Question ${questionId} of 11`)).toBeInTheDocument();
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('questionnaire steps (spec accounts §4)', () => {
  test('a single choice advances by itself; the progress bar and counter follow; Previous goes back', async () => {
    const user = userEvent.setup();
    renderWizard();
    await expectQuestion(1);
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute(
      'aria-valuenow',
      '9',
    );
    await user.click(screen.getByRole('button', { name: option(1, 1) }));
    await expectQuestion(2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '18');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectQuestion(1);
    expect(screen.getByRole('button', { name: option(1, 1) })).toHaveAttribute('aria-pressed', 'true');
  });

  test('on the first step the back button cancels', async () => {
    const user = userEvent.setup();
    const props = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  test('an option whose action is a redirect navigates to its target', async () => {
    const user = userEvent.setup();
    const props = renderWizard();
    await user.click(await screen.findByRole('button', { name: option(1, 2) }));
    expect(props.onRedirect).toHaveBeenCalledWith('/');
    expect(screen.getByRole('heading', { level: 2, name: title(1) })).toBeInTheDocument();
  });

  test('where an option is mandatory, another choice does not advance and Next stays disabled', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: option(1, 1) }));
    await expectQuestion(2);
    await user.click(screen.getByRole('button', { name: option(2, 4) }));
    expect(screen.getByRole('alert')).toHaveTextContent('This option is required to become a chef with us.');
    expect(screen.getByRole('heading', { level: 2, name: title(2) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: option(2, 3) }));
    await expectQuestion(3);
  });

  test('"somewhere else" asks for words instead of advancing; they are kept with the answer', async () => {
    const user = userEvent.setup();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: COMPLETE.slice(0, 2), step: 2 }));
    renderWizard();
    await expectQuestion(3);
    await user.click(screen.getByRole('button', { name: option(3, 12) }));
    expect(screen.getByRole('heading', { level: 2, name: title(3) })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Where did you hear about us?'), 'A food fair');
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { answers: Answer[] };
    expect(saved.answers.find((answer) => answer.questionId === 3)).toMatchObject({
      optionId: 12,
      optionText: 'A food fair',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectQuestion(4);
  });

  test('question 9 allows three cuisines; the others are then disabled until one is unticked', async () => {
    const user = userEvent.setup();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: COMPLETE.slice(0, 8), step: 8 }));
    renderWizard();
    await expectQuestion(9);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    for (const id of [33, 34, 35]) await user.click(screen.getByRole('checkbox', { name: option(9, id) }));
    expect(screen.getByText('3 of 3 chosen')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: option(9, 36) })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: option(9, 34) })).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: option(9, 34) }));
    expect(screen.getByRole('checkbox', { name: option(9, 36) })).toBeEnabled();
  });

  test('a text answer is saved on every keystroke and needs 10 characters; the counter is live', async () => {
    const user = userEvent.setup();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: COMPLETE.slice(0, 6), step: 6 }));
    renderWizard();
    await expectQuestion(7);
    const text = screen.getByRole('textbox', { name: title(7) });
    await user.type(text, 'Cepelinai');
    expect(screen.getByText('9 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { answers: Answer[] };
    expect(saved.answers.find((answer) => answer.questionId === 7)?.textValue).toBe('Cepelinai');
    await user.tab();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    await user.type(text, '!');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('a file-upload option opens the upload dialog instead of advancing', async () => {
    const user = userEvent.setup();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: COMPLETE.slice(0, 3), step: 3 }));
    renderWizard();
    await expectQuestion(4);
    await user.click(screen.getByRole('button', { name: option(4, 13) }));
    expect(await screen.findByRole('dialog', { name: 'Upload your certificate(s)' })).toBeInTheDocument();
    expect(
      screen.getByText('Accepted: .jpg, .jpeg, .png, .webp, .pdf. Up to 10 MB per file.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: title(4) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('question types (spec accounts §3)', () => {
  const custom: QuestionnaireConfig = {
    questionarieId: 9,
    questionarieName: 'custom',
    version: 1,
    languageTag: 'en',
    questions: [
      {
        questionId: 1,
        questionTitle: 'Untyped, five options',
        mandatory: true,
        answerOptions: ['A', 'B', 'C', 'D', 'E'].map((name, index) => ({
          optionId: index + 1,
          optionTitle: name,
        })),
      },
      {
        questionId: 2,
        questionTitle: 'Untyped, no options',
        mandatory: false,
      },
      { questionId: 3, questionTitle: 'A matrix', questionType: 'matrix' as never, mandatory: true },
    ],
  };

  test('without a type, five options are a multiple choice and no options a text; an unknown type is refused', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <QuestionnaireWizard config={custom} onCancel={vi.fn()} onComplete={vi.fn()} onRedirect={vi.fn()} />,
    );
    expect(await screen.findAllByRole('checkbox')).toHaveLength(5);
    await user.click(screen.getByRole('checkbox', { name: 'B' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Untyped, no options' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Unsupported question type')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

describe('questionnaire draft (spec accounts §4)', () => {
  test('saved answers and step are restored on load', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: COMPLETE.slice(0, 2), step: 2 }));
    const user = userEvent.setup();
    renderWizard();
    await expectQuestion(3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectQuestion(2);
    expect(screen.getByRole('button', { name: option(2, 3) })).toHaveAttribute('aria-pressed', 'true');
  });

  test('saved answers that cannot be parsed are ignored', async () => {
    localStorage.setItem(DRAFT_KEY, '{"answers": [{"questionId": "one"');
    renderWizard();
    await expectQuestion(1);
    expect(screen.getByRole('button', { name: option(1, 1) })).toHaveAttribute('aria-pressed', 'false');
    // The unreadable draft is replaced by a fresh one.
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual({ answers: [], step: 0 });
  });

  test('the last step submits all answers, split as the spec says, and the draft is cleared', async () => {
    fetchMock.mockResolvedValue(
      json(
        okAnswer({
          legalInfo: aLegalInfo({
            applicationStatus: 'submitted',
            submittedAt: '2026-11-20T10:00:00.000Z',
          }),
        }),
      ),
    );
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: COMPLETE, step: 10 }));
    const user = userEvent.setup();
    const props = renderWizard();
    await expectQuestion(11);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(props.onComplete).toHaveBeenCalledOnce());
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/secure/merchant-info');
    const body = new URLSearchParams(String(init!.body));
    expect(JSON.parse(body.get('metadata')!).answers.map((a: Answer) => a.questionId)).toEqual([4, 5]);
    expect(JSON.parse(body.get('additionalNotes')!).answers.map((a: Answer) => a.questionId)).toEqual([
      1, 2, 3, 6, 7, 8, 9,
    ]);
    expect(localStorage.getItem('valid')).toBe('false');
    expect(JSON.parse(localStorage.getItem('legalInfo')!)).toMatchObject({ applicationStatus: 'submitted' });
  });

  test("the server's problem with a question shows on that question; the draft is kept", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          messages: [
            { message: 'Please correct the highlighted fields.', code: 'errors.validationFailed' },
            {
              message: 'Please write at least 10 characters.',
              code: 'questionnaire.textTooShort',
              field: 'question7',
              params: { questionId: 7, min: 10 },
            },
          ],
          fieldErrors: { question7: 'invalid' },
        },
        400,
      ),
    );
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: COMPLETE, step: 10 }));
    const user = userEvent.setup();
    const props = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await expectQuestion(7);
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(props.onComplete).not.toHaveBeenCalled();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  test('a failure without a message says "Failed to save questionnaire data"', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: COMPLETE, step: 10 }));
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to save questionnaire data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
