import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/**
 * GET /questionnaires/:name (server/features/onboarding, spec accounts §3 "Questionnaire config"):
 * the chef application's questions in one language. The types of questionnaire.ts are these
 * schemas' (the web still checks the served config with its own lenient parser, spec accounts §8).
 */

/** spec accounts §3 "Question types". */
export const QUESTION_TYPES = [
  'acknowledgement',
  'single_choice',
  'multiple_choice',
  'text',
  'rich_text',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const OptionActionSchema = z.object({ type: z.enum(['redirect', 'fileUpload']), target: z.string() });
export type OptionAction = z.infer<typeof OptionActionSchema>;

export const AnswerOptionSchema = z.object({
  optionId: z.number(),
  optionTitle: z.string(),
  iconURL: z.string().optional(),
  mandatory: z.boolean().optional(),
  action: OptionActionSchema.optional(),
  /** An option that asks for a few words more (question 3, "somewhere else"). */
  textInput: z.object({ name: z.string(), placeholder: z.string(), maxLength: z.number() }).optional(),
});
export type AnswerOption = z.infer<typeof AnswerOptionSchema>;

export const FileUploadConfigSchema = z.object({
  acceptedTypes: z.array(z.string()),
  maxSize: z.number(),
  metadata: z.enum(['certificate', 'video-cv']),
  multiple: z.boolean(),
});
export type FileUploadConfig = z.infer<typeof FileUploadConfigSchema>;

export const QuestionSchema = z.object({
  questionId: z.number(),
  questionType: z.enum(QUESTION_TYPES).optional(),
  questionTitle: z.string(),
  questionSubtitle: z.string().optional(),
  answerOptions: z.array(AnswerOptionSchema).optional(),
  textInput: z
    .object({ placeholder: z.string().optional(), maxLength: z.number(), multiline: z.boolean() })
    .optional(),
  fileUpload: FileUploadConfigSchema.optional(),
  mandatory: z.boolean(),
  /** Question 9: at most this many options may be picked. */
  maxSelections: z.number().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionnaireConfigSchema = z.object({
  questionarieId: z.number(),
  questionarieName: z.string(),
  version: z.number(),
  languageTag: z.enum(LANGUAGES),
  questions: z.array(QuestionSchema),
});
export type QuestionnaireConfig = z.infer<typeof QuestionnaireConfigSchema>;

/** `model` of GET /questionnaires/:name. */
export const QuestionnaireAnswerSchema = z.object({ questionnaire: QuestionnaireConfigSchema });
export type QuestionnaireAnswer = z.infer<typeof QuestionnaireAnswerSchema>;
