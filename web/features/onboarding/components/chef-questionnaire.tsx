import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useQuestionnaire } from '../api/get-questionnaire.ts';
import { InvalidQuestionnaireError, INVALID_CONFIGURATION } from '../questionnaire-config.ts';
import { QuestionnaireWizard } from './questionnaire-wizard.tsx';
import '../texts.ts';

interface ChefQuestionnaireProps {
  onCancel: () => void;
  onComplete: () => void;
  onRedirect: (target: string) => void;
}

/** Loads the served questionnaire in the current language (again on a language switch) and runs it. */
export function ChefQuestionnaire(props: ChefQuestionnaireProps) {
  const { t, i18n } = useTranslation();
  // i18n.language is read so that a switch re-renders; currentLanguage() narrows it to en | lt.
  void i18n.language;
  const query = useQuestionnaire(currentLanguage());

  if (query.data) {
    return (
      <QuestionnaireWizard
        // One wizard per questionnaire version; a language switch keeps the step and the answers.
        key={`${query.data.questionarieName}_${query.data.questionarieId}_${query.data.version}`}
        config={query.data}
        {...props}
      />
    );
  }
  if (query.isError) {
    const invalid = query.error instanceof InvalidQuestionnaireError;
    return (
      <div className="flex flex-col items-start gap-4 rounded-sheet bg-surface p-6 shadow-card">
        <Banner tone="error">
          {invalid ? t(INVALID_CONFIGURATION) : t('onboarding.questionnaire.loadFailed')}
        </Banner>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('onboarding.questionnaire.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="rounded-sheet bg-surface p-6 shadow-card sm:p-8">
      <p role="status" className="sr-only">
        {t('onboarding.questionnaire.loading')}
      </p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-2 w-full" />
      <Skeleton className="mt-8 h-8 w-3/4" />
      <Skeleton className="mt-3 h-5 w-full" />
      <div className="mt-6 flex flex-col gap-2">
        {[0, 1, 2].map((item) => (
          <Skeleton key={item} className="h-14 w-full" />
        ))}
      </div>
    </div>
  );
}
