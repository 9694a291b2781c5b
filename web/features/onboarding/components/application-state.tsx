import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CheckIcon, ChefHatIcon } from '../../../components/ui/icons.tsx';
import type { LegalInfo } from '../types.ts';
import '../texts.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

/** spec accounts §2: where a new chef continues after the questionnaire. */
export const CHEF_PROFILE_PATH = '/profile?source=regular_registration&chefProfile=true';
export const CREATE_DISH_PATH = '/product';

/** The application's state as the chef sees it: approved, rejected, or waiting for an operator. */
export function applicationState(legalInfo: LegalInfo | null | undefined) {
  if (legalInfo?.valid) return 'approved' as const;
  const status = legalInfo?.applicationStatus;
  return status === 'rejected' || status === 'approved' ? status : ('submitted' as const);
}

interface ApplicationStateProps {
  legalInfo: LegalInfo | null | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
  /** A rejected applicant may answer the questionnaire again. */
  onReapply?: () => void;
}

/**
 * /chef-registration once the application is sent: that it is submitted, when, and its
 * state; "Create a dish" only once approved (the dish editor is for approved chefs, spec accounts
 * §6), the operator's reason and a new attempt when it was not approved.
 */
export function ApplicationState({ legalInfo, headingRef, onReapply }: ApplicationStateProps) {
  const { t, i18n } = useTranslation();
  const state = applicationState(legalInfo);
  const submittedAt = legalInfo?.submittedAt ? new Date(legalInfo.submittedAt) : null;
  const submittedOn =
    submittedAt && Number.isFinite(submittedAt.getTime())
      ? formatInstant(submittedAt, 'longDate', i18n.resolvedLanguage)
      : null;
  return (
    <ConfirmationCard
      id="onboarding-application"
      title={t('onboarding.application.title')}
      headingRef={headingRef}
    >
      {submittedOn ? (
        <p className="mt-3 text-muted">{t('onboarding.application.submittedOn', { date: submittedOn })}</p>
      ) : null}
      <dl className="mt-6 rounded-card bg-cream p-4 text-left">
        <dt className="text-sm font-bold tracking-wide text-muted uppercase">
          {t('onboarding.application.statusLabel')}
        </dt>
        <dd className="mt-1 text-lg font-bold" data-testid="application-status">
          {t(`onboarding.application.status.${state}`)}
        </dd>
        <dd className="mt-1 text-muted">{t(`onboarding.application.explain.${state}`)}</dd>
        {state === 'rejected' && legalInfo?.decisionReason ? (
          <dd className="mt-2">{t('onboarding.application.reason', { reason: legalInfo.decisionReason })}</dd>
        ) : null}
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {state === 'approved' ? (
          <Link to={CREATE_DISH_PATH} className={buttonClasses('primary', 'lg', 'text-center')}>
            {t('onboarding.thankYou.createDish')}
          </Link>
        ) : null}
        {state === 'rejected' && onReapply ? (
          <button type="button" onClick={onReapply} className={buttonClasses('primary', 'lg')}>
            {t('onboarding.application.reapply')}
          </button>
        ) : null}
        <Link to={CHEF_PROFILE_PATH} className={buttonClasses('secondary', 'lg', 'text-center')}>
          {t('onboarding.thankYou.continue')}
        </Link>
      </div>
      {state !== 'approved' ? (
        <div className="mt-6 flex items-start gap-3 rounded-card bg-paprika-soft p-5 text-left">
          <ChefHatIcon size={28} className="mt-0.5 shrink-0 text-paprika-dark" />
          <p>{t('onboarding.application.dishesLater')}</p>
        </div>
      ) : null}
    </ConfirmationCard>
  );
}

/** A sent application's card: a check mark and the page's heading (focused after a step), then the rest. */
export function ConfirmationCard({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-sheet bg-surface p-6 text-center shadow-card sm:p-10">
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-basil-soft text-basil">
        <CheckIcon size={34} strokeWidth={2.5} />
      </span>
      <h1
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-3xl font-extrabold tracking-tight outline-none"
      >
        {title}
      </h1>
      {children}
    </section>
  );
}
