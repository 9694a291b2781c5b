import { describe, expect, test } from 'vitest';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import { InvalidQuestionnaireError } from './questionnaire-config.ts';
import { parseQuestionnaireConfig } from './questionnaire-config-parser.ts';

describe('the served questionnaire config (spec accounts §3, §8)', () => {
  test('the chef application passes as served', () => {
    const served = JSON.parse(JSON.stringify(chefQuestionnaire('lt')));
    const config = parseQuestionnaireConfig(served);
    expect(config.questions).toHaveLength(11);
    expect(config.questions[3]!.answerOptions![0]!.action).toEqual({
      type: 'fileUpload',
      target: 'certificate',
    });
  });

  test('"title" stands in for questionTitle; an unknown type is kept for the renderer to refuse', () => {
    const config = parseQuestionnaireConfig({
      questionarieId: 7,
      questionarieName: 'x',
      version: 2,
      languageTag: 'en',
      questions: [{ questionId: 1, title: 'Hello', questionType: 'matrix' }],
    });
    expect(config.questions[0]).toMatchObject({
      questionTitle: 'Hello',
      questionType: 'matrix',
      mandatory: true,
    });
  });

  test.each([
    ['nothing', undefined],
    [
      'no questions',
      { questionarieId: 1, questionarieName: 'x', version: 1, languageTag: 'en', questions: [] },
    ],
    [
      'a question without a title',
      {
        questionarieId: 1,
        questionarieName: 'x',
        version: 1,
        languageTag: 'en',
        questions: [{ questionId: 1 }],
      },
    ],
    [
      'options that are not a list',
      {
        questionarieId: 1,
        questionarieName: 'x',
        version: 1,
        languageTag: 'en',
        questions: [{ questionId: 1, questionTitle: 'Q', answerOptions: 'yes,no' }],
      },
    ],
  ])('%s is "Invalid questionnaire configuration format"', (_name, data) => {
    expect(() => parseQuestionnaireConfig(data)).toThrow(InvalidQuestionnaireError);
    expect(() => parseQuestionnaireConfig(data)).toThrow('Invalid questionnaire configuration format');
  });
});
