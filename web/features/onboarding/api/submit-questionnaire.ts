import { splitSubmission, type Answer } from '#domain/onboarding/answer-rules.ts';
import type { LegalInfo, LegalInfoAnswer } from '#domain/chefs/merchant-info.response.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { setLegalInfo, setValid } from '../../../lib/storage.ts';

/**
 * POST /secure/merchant-info with the questionnaire's two JSON texts (spec accounts §7: questions 4
 * and 5 in `metadata`, the rest in `additionalNotes`). The answer's legal info is stored as at
 * sign-in: `valid` and `legalInfo`.
 */
export async function submitQuestionnaire(answers: Answer[]): Promise<LegalInfo | undefined> {
  const envelope = await apiPost<LegalInfoAnswer>('/secure/merchant-info', splitSubmission(answers));
  const legalInfo = envelope.model?.legalInfo;
  if (legalInfo) {
    setValid(legalInfo.valid);
    setLegalInfo(legalInfo);
  }
  return legalInfo;
}
