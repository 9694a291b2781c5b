import { z } from 'zod';
import { AnswerSchema } from '#domain/onboarding/answer.schema.ts';
import type { QuestionnaireDraft } from './questionnaire-draft.ts';

const DraftSchema = z.union([
  z.object({ answers: z.array(AnswerSchema), step: z.number().int().min(0).catch(0).default(0) }),
  // A bare list of answers is a draft too.
  z.array(AnswerSchema).transform((answers) => ({ answers, step: 0 })),
]);

/** A kept draft's text as a draft, or undefined when it cannot be parsed (spec accounts §4). */
export function parseDraft(raw: string): QuestionnaireDraft | undefined {
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
