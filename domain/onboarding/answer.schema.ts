import { z } from 'zod';
import { CHEF_QUESTIONNAIRE } from './questionnaire.ts';

/** spec accounts §3 "Answer". */
export const AnswerSchema = z.object({
  questionId: z.number().int().positive(),
  answerType: z.enum(['option', 'text', 'file']),
  optionId: z.number().int().positive().optional(),
  selectedOptions: z.array(z.number().int().positive()).max(20).optional(),
  textValue: z.string().max(5000).optional(),
  fileId: z.string().max(100).optional(),
  fileIds: z.array(z.string().max(100)).max(20).optional(),
  fileMetadata: z.string().max(50).optional(),
  /** Free text attached to an option (question 3 "somewhere else": other_source). */
  optionText: z.string().max(200).optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

/** The JSON text saved in `metadata` and `additionalNotes` (spec accounts §7). */
export const QuestionnaireSubmissionSchema = z.object({
  questionarieId: z.literal(CHEF_QUESTIONNAIRE.questionarieId),
  questionarieName: z.literal(CHEF_QUESTIONNAIRE.questionarieName),
  version: z.literal(CHEF_QUESTIONNAIRE.version),
  answers: z.array(AnswerSchema).max(20),
});
export type QuestionnaireSubmission = z.infer<typeof QuestionnaireSubmissionSchema>;
