import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { QUESTION_MAX_LENGTH } from '../content/assistant.ts';

export const AssistantQuestionSchema = z.object({
  q: z
    .string({ error: 'assistant.questionRequired' })
    .trim()
    .min(1, 'assistant.questionRequired')
    .max(QUESTION_MAX_LENGTH, 'assistant.questionTooLong'),
  /** The answer's language; the caller's interface language (Accept-Language) when absent. */
  language: z.enum(LANGUAGES, { error: 'forms.validation.invalid' }).optional(),
});
