import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';

export const QuestionnaireQuerySchema = z.object({
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE),
});
