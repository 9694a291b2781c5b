import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { getLegalInfo } from '../../../lib/storage.ts';
import { useApplication, useApplicationRefresh } from '../api/get-application.ts';
import type { Authorized } from '#domain/accounts/session.response.ts';
import type { LegalInfo } from '../types.ts';
import { ApplicationState } from './application-state.tsx';
import { ChefQuestionnaire } from './chef-questionnaire.tsx';
import { ChefRegistrationForm } from './chef-registration-form.tsx';
import { ThankYou } from './thank-you.tsx';
import { WorkflowIntro } from './workflow-intro.tsx';
import '../texts.ts';

export type OnboardingStage = 'form' | 'intro' | 'questionnaire' | 'thankYou';

interface ChefOnboardingProps {
  /** A signed-in user skips the form and starts at the intro. */
  isSignedIn: boolean;
  /** Stores the new chef's session (the auth feature's job; the route passes it in). */
  onRegistered: (authorized: Authorized) => void;
  initialStage?: OnboardingStage;
}

/** Whether an application was sent: then the page shows its state, not the questionnaire again. */
function isSent(legalInfo: LegalInfo | null | undefined): boolean {
  const status = legalInfo?.applicationStatus;
  return (
    Boolean(legalInfo?.valid) || status === 'submitted' || status === 'approved' || status === 'rejected'
  );
}

/**
 * spec accounts §4 "Chef registration flow": form → intro → questionnaire → thank-you (→ profile).
 * The steps have no paths of their own (spec accounts §2: "not shown"). A signed-in user who has
 * sent an application sees it and its state instead; a rejected one may answer again.
 */
export function ChefOnboarding({ isSignedIn, onRegistered, initialStage }: ChefOnboardingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [stage, setStage] = useState<OnboardingStage>(initialStage ?? (isSignedIn ? 'intro' : 'form'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstStage = useRef(true);
  const refreshApplication = useApplicationRefresh();
  const [isReapplying, setIsReapplying] = useState(false);
  const [submitted, setSubmitted] = useState<LegalInfo | null>(null);
  const application = useApplication(isSignedIn && initialStage === undefined);

  // A new stage is announced by moving focus to its heading (the questionnaire focuses its question).
  useEffect(() => {
    if (isFirstStage.current) {
      isFirstStage.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stage]);

  function redirect(target: string) {
    if (/^https?:\/\//.test(target)) window.location.assign(target);
    else void navigate(target);
  }

  if (stage === 'intro' && !isReapplying && application.isPending && application.fetchStatus !== 'idle') {
    return (
      <p role="status" className="rounded-sheet bg-surface p-6 text-center text-muted shadow-card">
        {t('onboarding.application.loading')}
      </p>
    );
  }
  if (stage === 'intro' && !isReapplying && isSent(application.data)) {
    return (
      <ApplicationState
        headingRef={headingRef}
        legalInfo={application.data}
        onReapply={() => setIsReapplying(true)}
      />
    );
  }
  if (stage === 'intro')
    return <WorkflowIntro headingRef={headingRef} onStart={() => setStage('questionnaire')} />;
  if (stage === 'questionnaire') {
    return (
      <ChefQuestionnaire
        onCancel={() => setStage('intro')}
        onComplete={() => {
          // The submission's answer, stored as at sign-in (submit-questionnaire.ts): its state.
          setSubmitted((getLegalInfo() as LegalInfo | null) ?? null);
          void refreshApplication();
          setStage('thankYou');
        }}
        onRedirect={redirect}
      />
    );
  }
  if (stage === 'thankYou') return <ThankYou headingRef={headingRef} legalInfo={submitted} />;
  return (
    <div className="rounded-sheet bg-surface p-6 shadow-card sm:p-8">
      <p className="text-sm font-bold tracking-wide text-paprika-dark uppercase">
        {t('onboarding.form.eyebrow')}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{t('onboarding.form.title')}</h1>
      <p className="mt-2 text-muted">{t('onboarding.form.lead')}</p>
      <div className="mt-6">
        <ChefRegistrationForm
          onRegistered={(authorized) => {
            onRegistered(authorized);
            setStage('intro');
          }}
        />
      </div>
      <p className="mt-6 border-t border-line pt-5 text-sm text-muted">
        {t('onboarding.form.haveAccount')}{' '}
        <Link
          to="/signin?source=regular_login"
          className="font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
        >
          {t('onboarding.form.signIn')}
        </Link>
      </p>
    </div>
  );
}
