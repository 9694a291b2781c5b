import { describe, expect, test } from 'vitest';
import {
  answerProblem,
  declaresRightToEarn,
  draftStorageKey,
  questionTypeOf,
  splitSubmission,
  submissionProblems,
  type Answer,
} from './answer-rules.ts';
import { chefQuestionnaire } from './questionnaire.ts';

const config = chefQuestionnaire('en');
const question = (id: number) => config.questions.find((q) => q.questionId === id)!;
const option = (questionId: number, optionId: number): Answer => ({
  questionId,
  answerType: 'option',
  optionId,
});
const text = (questionId: number, textValue: string): Answer => ({
  questionId,
  answerType: 'text',
  textValue,
});

describe('questionTypeOf (the inference rule)', () => {
  const opts = (n: number, title = 'x') =>
    Array.from({ length: n }, (_, i) => ({ optionId: i + 1, optionTitle: title }));
  test.each([
    [{ answerOptions: opts(4) }, 'single_choice'],
    [{ answerOptions: opts(5) }, 'multiple_choice'],
    [{ answerOptions: opts(2, 'Specialising in fish') }, 'multiple_choice'],
    [{ answerOptions: opts(2, 'I specialize') }, 'multiple_choice'],
    [{ answerOptions: [] }, 'text'],
    [{}, 'text'],
    [{ questionType: 'rich_text' as const, answerOptions: opts(9) }, 'rich_text'],
  ])('%j -> %s', (q, expected) => {
    expect(questionTypeOf(q)).toBe(expected);
  });
  test('the served questions: 4, 5, 6 are inferred single choice', () => {
    expect([4, 5, 6].map((id) => questionTypeOf(question(id)))).toEqual([
      'single_choice',
      'single_choice',
      'single_choice',
    ]);
  });
});

describe('answerProblem', () => {
  test('every question needs an answer', () => {
    expect(answerProblem(question(1), undefined)).toEqual({ code: 'questionnaire.answerRequired' });
  });
  test('a mandatory option must be the one chosen (questions 1 and 2)', () => {
    expect(answerProblem(question(1), option(1, 1))).toBeUndefined();
    expect(answerProblem(question(2), option(2, 4))).toEqual({ code: 'questionnaire.mandatoryOption' });
    expect(answerProblem(question(2), option(2, 3))).toBeUndefined();
  });
  test('options 13 and 14 need a certificate; 15 does not', () => {
    expect(answerProblem(question(4), option(4, 13))).toEqual({ code: 'questionnaire.certificateRequired' });
    expect(answerProblem(question(4), { ...option(4, 14), fileIds: ['f1'] })).toBeUndefined();
    expect(answerProblem(question(4), option(4, 15))).toBeUndefined();
  });
  test('text answers need 10 characters after trimming', () => {
    expect(answerProblem(question(7), text(7, '   short    '))).toEqual({
      code: 'questionnaire.textTooShort',
      params: { min: 10 },
    });
    expect(answerProblem(question(7), text(7, '0123456789'))).toBeUndefined();
  });
  test('question 7 passes with a video instead of text', () => {
    expect(answerProblem(question(7), { questionId: 7, answerType: 'file', fileId: 'v1' })).toBeUndefined();
  });
  test.each([
    [7, 2000],
    [10, 500],
    [11, 1000],
  ])('question %i allows at most %i characters', (id, max) => {
    expect(answerProblem(question(id), text(id, 'x'.repeat(max)))).toBeUndefined();
    expect(answerProblem(question(id), text(id, 'x'.repeat(max + 1)))).toEqual({
      code: 'questionnaire.textTooLong',
      params: { max },
    });
  });
  test('questions 10 and 11 may be left empty, but not answered with too little', () => {
    expect(answerProblem(question(10), undefined)).toBeUndefined();
    expect(answerProblem(question(11), text(11, 'meh'))).toMatchObject({
      code: 'questionnaire.textTooShort',
    });
  });
  test('question 9 takes 1 to 3 cuisines', () => {
    const pick = (ids: number[]): Answer => ({ questionId: 9, answerType: 'option', selectedOptions: ids });
    expect(answerProblem(question(9), pick([33, 45, 47]))).toBeUndefined();
    expect(answerProblem(question(9), pick([33, 34, 35, 36]))).toEqual({
      code: 'questionnaire.tooManyOptions',
      params: { max: 3 },
    });
  });
  test('a single-choice question takes one known option', () => {
    expect(
      answerProblem(question(5), { questionId: 5, answerType: 'option', selectedOptions: [18, 19] }),
    ).toEqual({ code: 'questionnaire.oneOptionOnly' });
    expect(answerProblem(question(5), option(5, 99))).toEqual({ code: 'questionnaire.unknownOption' });
  });
});

describe('submission', () => {
  const complete: Answer[] = [
    option(1, 1),
    option(2, 3),
    { ...option(3, 12), optionText: 'A cooking forum' },
    { ...option(4, 13), fileIds: ['cert-1'] },
    option(5, 21),
    option(6, 25),
    text(7, 'I cook Samogitian food for big family tables.'),
    option(8, 27),
    { questionId: 9, answerType: 'option', selectedOptions: [47, 45] },
  ];
  test('a complete application has no problems', () => {
    expect(submissionProblems(config, complete)).toEqual([]);
  });
  test('questions 4 and 5 go to metadata, the rest to additionalNotes', () => {
    const { metadata, additionalNotes } = splitSubmission(complete);
    const meta = JSON.parse(metadata);
    expect(meta).toMatchObject({ questionarieId: 1, questionarieName: 'chef_registration', version: 1 });
    expect(meta.answers.map((a: Answer) => a.questionId)).toEqual([4, 5]);
    expect(JSON.parse(additionalNotes).answers.map((a: Answer) => a.questionId)).toEqual([
      1, 2, 3, 6, 7, 8, 9,
    ]);
  });
  test('the right to earn income is declared by question 2 answered yes, and by nothing else', () => {
    expect(declaresRightToEarn(complete)).toBe(true);
    expect(declaresRightToEarn(complete.map((a) => (a.questionId === 2 ? option(2, 4) : a)))).toBe(false);
    expect(declaresRightToEarn(complete.filter((a) => a.questionId !== 2))).toBe(false);
    expect(declaresRightToEarn([option(1, 3)])).toBe(false);
    // The served question 2 is the one that asks it.
    expect(config.questions.find((q) => q.questionId === 2)?.questionTitle).toMatch(
      /earn income in Lithuania/,
    );
  });
  test('the draft key is built from name, id and version', () => {
    expect(draftStorageKey(config)).toBe('qaComponent_chef_registration_1_1');
  });
  test('both languages serve the same questions and options', () => {
    const lt = chefQuestionnaire('lt');
    const shape = (c: typeof config) =>
      c.questions.map((q) => [q.questionId, q.answerOptions?.map((o) => o.optionId)]);
    expect(shape(lt)).toEqual(shape(config));
    expect(
      lt.questions.every((q) => q.questionTitle && q.answerOptions?.every((o) => o.optionTitle) !== false),
    ).toBe(true);
    expect(lt.questions[0]!.questionTitle).not.toBe(config.questions[0]!.questionTitle);
  });
});
