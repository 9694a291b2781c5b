import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#domain/constants.ts';
import { CHEF_QUESTIONNAIRE, type QuestionnaireConfig } from '#domain/onboarding/questionnaire.ts';
import type { QuestionnaireAnswer } from '#domain/onboarding/questionnaire.response.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { InvalidQuestionnaireError } from '../questionnaire-config.ts';

/** GET /questionnaires/chef_registration?language= (DESIGN §4): the served config, checked for shape. */
export async function getQuestionnaire(
  language: Language,
  signal?: AbortSignal,
): Promise<QuestionnaireConfig> {
  // The shape check (zod) loads alongside the request rather than with the screen.
  const [envelope, { parseQuestionnaireConfig }] = await Promise.all([
    apiGet<QuestionnaireAnswer>(
      `/questionnaires/${CHEF_QUESTIONNAIRE.questionarieName}`,
      { language },
      signal,
    ),
    import('../questionnaire-config-parser.ts'),
  ]);
  return parseQuestionnaireConfig(envelope.model?.questionnaire);
}

export const questionnaireQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['questionnaire', CHEF_QUESTIONNAIRE.questionarieName, language],
    queryFn: ({ signal }) => getQuestionnaire(language, signal),
    staleTime: 5 * 60_000,
    // A malformed config will not heal on a retry; network glitches may.
    retry: (count, error) => !(error instanceof InvalidQuestionnaireError) && count < 2,
  });

/**
 * The questionnaire in `language`. A language switch changes the key, so the texts reload; the
 * previous language stays on screen meanwhile, so the wizard keeps its step.
 */
export function useQuestionnaire(language: Language) {
  return useQuery({ ...questionnaireQueryOptions(language), placeholderData: keepPreviousData });
}
