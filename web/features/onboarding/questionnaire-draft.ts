import { z } from 'zod';
import { AnswerSchema } from '#domain/onboarding/answer.schema.ts';
import { draftStorageKey, type Answer } from '#domain/onboarding/answer-rules.ts';
import type { QuestionnaireConfig } from '#domain/onboarding/questionnaire.ts';
import { readRaw, removeRaw, writeRaw } from '../../lib/storage.ts';

type DraftKeySource = Pick<QuestionnaireConfig, 'questionarieName' | 'questionarieId' | 'version'>;

/** What is kept between visits: the answers (spec accounts §4) and the step the chef was on. */
export interface QuestionnaireDraft {
  answers: Answer[];
  step: number;
}

const DraftSchema = z.union([
  z.object({ answers: z.array(AnswerSchema), step: z.number().int().min(0).catch(0).default(0) }),
  // A bare list of answers is a draft too.
  z.array(AnswerSchema).transform((answers) => ({ answers, step: 0 })),
]);

/** spec accounts §4: restored on load; saved answers that cannot be parsed are ignored. */
export function loadDraft(config: DraftKeySource): QuestionnaireDraft | undefined {
  const raw = readRaw(draftStorageKey(config));
  if (raw === null) return undefined;
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(config: DraftKeySource, draft: QuestionnaireDraft): void {
  writeRaw(draftStorageKey(config), JSON.stringify(draft));
}

/** spec accounts §4: cleared on completion. */
export function clearDraft(config: DraftKeySource): void {
  removeRaw(draftStorageKey(config));
}
