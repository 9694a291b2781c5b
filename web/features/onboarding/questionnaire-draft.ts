import { draftStorageKey, type Answer } from '#domain/onboarding/answer-rules.ts';
import type { QuestionnaireConfig } from '#domain/onboarding/questionnaire.ts';
import { readRaw, removeRaw, writeRaw } from '../../lib/storage.ts';

type DraftKeySource = Pick<QuestionnaireConfig, 'questionarieName' | 'questionarieId' | 'version'>;

/** What is kept between visits: the answers (spec accounts §4) and the step the chef was on. */
export interface QuestionnaireDraft {
  answers: Answer[];
  step: number;
}

/**
 * spec accounts §4: restored on load; saved answers that cannot be parsed are ignored. Checking them
 * takes the domain's answer schema (zod), loaded only when there is a draft to check.
 */
export async function readDraft(config: DraftKeySource): Promise<QuestionnaireDraft | undefined> {
  const raw = readRaw(draftStorageKey(config));
  if (raw === null) return undefined;
  const { parseDraft } = await import('./questionnaire-draft-parser.ts');
  return parseDraft(raw);
}

/** Whether a draft is kept for this questionnaire (without reading it). */
export function hasDraft(config: DraftKeySource): boolean {
  return readRaw(draftStorageKey(config)) !== null;
}

export function saveDraft(config: DraftKeySource, draft: QuestionnaireDraft): void {
  writeRaw(draftStorageKey(config), JSON.stringify(draft));
}

/** spec accounts §4: cleared on completion. */
export function clearDraft(config: DraftKeySource): void {
  removeRaw(draftStorageKey(config));
}
