import { z } from 'zod';
import type { Question, QuestionType, QuestionnaireConfig } from '#domain/onboarding/questionnaire.ts';
import { InvalidQuestionnaireError } from './questionnaire-config.ts';
import { languageOf } from '#domain/i18n/locale.ts';

const OptionSchema = z.object({
  optionId: z.number().int(),
  optionTitle: z.string(),
  iconURL: z.string().optional(),
  mandatory: z.boolean().optional(),
  action: z
    .object({ type: z.enum(['redirect', 'fileUpload']), target: z.string() })
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
  textInput: z
    .object({ name: z.string(), placeholder: z.string().default(''), maxLength: z.number().int().positive() })
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
});

const QuestionSchema = z
  .object({
    questionId: z.number().int(),
    // An unknown type is not a shape error: that one question shows "Unsupported question type".
    questionType: z.string().optional().nullable(),
    // spec accounts §3: "title or questionTitle".
    questionTitle: z.string().optional(),
    title: z.string().optional(),
    questionSubtitle: z.string().optional().nullable(),
    answerOptions: z.array(OptionSchema).optional().nullable(),
    textInput: z
      .object({
        placeholder: z.string().optional(),
        maxLength: z.number().int().positive(),
        multiline: z.boolean().default(true),
      })
      .optional()
      .nullable(),
    fileUpload: z
      .object({
        acceptedTypes: z.array(z.string()),
        maxSize: z.number().positive(),
        metadata: z.enum(['certificate', 'video-cv']),
        multiple: z.boolean().default(false),
      })
      .optional()
      .nullable(),
    mandatory: z.boolean().default(true),
    maxSelections: z.number().int().positive().optional().nullable(),
  })
  .refine((question) => Boolean(question.questionTitle ?? question.title));

const ConfigSchema = z.object({
  questionarieId: z.number().int(),
  questionarieName: z.string().min(1),
  version: z.number().int(),
  languageTag: z.string(),
  questions: z.array(QuestionSchema).min(1),
});

/**
 * Checks the served config's shape and returns it in the domain's types (the spec's spelling,
 * `questionTitle` filled from `title` when only that is given). Throws InvalidQuestionnaireError.
 */
export function parseQuestionnaireConfig(data: unknown): QuestionnaireConfig {
  const parsed = ConfigSchema.safeParse(data);
  if (!parsed.success) throw new InvalidQuestionnaireError(parsed.error.issues);
  const config = parsed.data;
  return {
    questionarieId: config.questionarieId,
    questionarieName: config.questionarieName,
    version: config.version,
    languageTag: languageOf(config.languageTag),
    questions: config.questions.map((question): Question => ({
      questionId: question.questionId,
      // Kept as served; rendering decides between a known type and "Unsupported question type".
      questionType: (question.questionType ?? undefined) as QuestionType | undefined,
      questionTitle: question.questionTitle ?? question.title ?? '',
      questionSubtitle: question.questionSubtitle ?? undefined,
      answerOptions: question.answerOptions ?? undefined,
      textInput: question.textInput ?? undefined,
      fileUpload: question.fileUpload ?? undefined,
      mandatory: question.mandatory,
      maxSelections: question.maxSelections ?? undefined,
    })),
  };
}
