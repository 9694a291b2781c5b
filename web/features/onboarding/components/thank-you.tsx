import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import type { LegalInfo } from '../types.ts';
import {
  applicationState,
  CHEF_PROFILE_PATH,
  ConfirmationCard,
  CREATE_DISH_PATH,
} from './application-state.tsx';
import '../texts.ts';

/**
 * spec accounts §2: the thank-you screen after the questionnaire, with the confirmation that asks
 * the new chef to add a couple of dishes. It shows the application as submitted with its
 * state, and offers "create dish" (/product) only once the chef is approved (the dish editor is for
 * approved chefs, spec accounts §6); before that, "continue" (the chef profile in registration mode).
 */
export function ThankYou({
  headingRef,
  legalInfo,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  /** The application's state as the submission answered it. */
  legalInfo?: LegalInfo | null;
}) {
  const { t } = useTranslation();
  const state = applicationState(legalInfo);
  return (
    <ConfirmationCard id="onboarding-thanks" title={t('onboarding.thankYou.title')} headingRef={headingRef}>
      <p className="mt-3 text-lg text-muted">{t('onboarding.thankYou.lead')}</p>
      <p className="mt-4 font-semibold">
        {t('onboarding.application.statusLabel')}:{' '}
        <span data-testid="application-status">{t(`onboarding.application.status.${state}`)}</span>
      </p>
      <div className="mt-8 rounded-card bg-paprika-soft p-5 text-left sm:p-6">
        <div className="flex items-start gap-3">
          <ChefHatIcon size={28} className="mt-0.5 shrink-0 text-paprika-dark" />
          <div>
            <h2 className="text-lg font-bold">{t('onboarding.thankYou.confirmTitle')}</h2>
            <p className="mt-1">
              {state === 'approved'
                ? t('onboarding.thankYou.confirmBody')
                : t('onboarding.application.dishesLater')}
            </p>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          {state === 'approved' ? (
            <Link to={CREATE_DISH_PATH} className={buttonClasses('primary', 'lg', 'text-center')}>
              {t('onboarding.thankYou.createDish')}
            </Link>
          ) : null}
          <Link
            to={CHEF_PROFILE_PATH}
            className={buttonClasses(state === 'approved' ? 'secondary' : 'primary', 'lg', 'text-center')}
          >
            {t('onboarding.thankYou.continue')}
          </Link>
        </div>
      </div>
    </ConfirmationCard>
  );
}
