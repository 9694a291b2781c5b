import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowRightIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';

const STEPS = [
  { title: 'onboarding.intro.steps.account', body: 'onboarding.intro.steps.accountBody' },
  { title: 'onboarding.intro.steps.questionnaire', body: 'onboarding.intro.steps.questionnaireBody' },
  { title: 'onboarding.intro.steps.profile', body: 'onboarding.intro.steps.profileBody' },
  { title: 'onboarding.intro.steps.review', body: 'onboarding.intro.steps.reviewBody' },
  { title: 'onboarding.intro.steps.dishes', body: 'onboarding.intro.steps.dishesBody' },
] as const;

/** spec accounts §2: after the form, the steps of becoming a chef; the account step is done. */
export function WorkflowIntro({
  onStart,
  headingRef,
}: {
  onStart: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="onboarding-intro" className="rounded-sheet bg-surface p-6 shadow-card sm:p-8">
      <h1
        id="onboarding-intro"
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-none"
      >
        {t('onboarding.intro.title')}
      </h1>
      <p className="mt-2 text-lg text-muted">{t('onboarding.intro.lead')}</p>
      <ol className="mt-6 flex flex-col gap-4">
        {STEPS.map((step, index) => {
          const isDone = index === 0;
          return (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full text-base font-bold ${isDone ? 'bg-basil text-white' : 'bg-paprika-soft text-paprika-dark'}`}
              >
                {isDone ? <CheckIcon size={18} strokeWidth={3} /> : index + 1}
              </span>
              <div>
                <p className="font-bold">
                  {t(step.title)}
                  {isDone ? <span className="sr-only"> ({t('onboarding.intro.done')})</span> : null}
                </p>
                <p className="text-muted">{t(step.body)}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        size="lg"
        className="mt-8 w-full sm:w-auto"
        onClick={onStart}
        icon={<ArrowRightIcon size={18} />}
      >
        {t('onboarding.intro.start')}
      </Button>
    </section>
  );
}
