import type { QuestionType } from '#domain/onboarding/questionnaire.ts';

// The served config's shape is checked by questionnaire-config-parser.ts, which brings zod and is
// loaded with the config (api/get-questionnaire.ts), not with the screen.

export const INVALID_CONFIGURATION = 'questionnaire.invalidConfiguration';

/** spec accounts §8: a config of the wrong shape "throws 'Invalid questionnaire configuration format'". */
export class InvalidQuestionnaireError extends Error {
  readonly code = INVALID_CONFIGURATION;
  constructor(readonly issues: unknown = undefined) {
    super('Invalid questionnaire configuration format');
    this.name = 'InvalidQuestionnaireError';
  }
}

export const KNOWN_QUESTION_TYPES: readonly QuestionType[] = [
  'acknowledgement',
  'single_choice',
  'multiple_choice',
  'text',
  'rich_text',
];

export function isKnownQuestionType(type: string): type is QuestionType {
  return (KNOWN_QUESTION_TYPES as readonly string[]).includes(type);
}
