import { useQuery } from '@tanstack/react-query';
import type { Answer } from '#domain/onboarding/answer-rules.ts';
import { profileKeys } from './profile-keys.ts';

/**
 * The questionnaire's answers kept in merchant info `additionalNotes` (spec accounts §7); [] when
 * unreadable. Read with the domain's schema, which brings zod: loaded here, with the data, rather
 * than with the profile's code, so the profile draws without zod's 25 KB gzip.
 */
export async function readApplicationAnswers(additionalNotes: string | null | undefined): Promise<Answer[]> {
  if (!additionalNotes) return [];
  const { QuestionnaireSubmissionSchema } = await import('#domain/onboarding/answer.schema.ts');
  try {
    const parsed = QuestionnaireSubmissionSchema.safeParse(JSON.parse(additionalNotes));
    return parsed.success ? parsed.data.answers : [];
  } catch {
    return [];
  }
}

/** The answers of the application in `additionalNotes`, for the profile's registration mode. */
export function useApplicationAnswers(additionalNotes: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.applicationAnswers(additionalNotes ?? ''),
    queryFn: () => readApplicationAnswers(additionalNotes),
    enabled,
    staleTime: Infinity,
  });
}
