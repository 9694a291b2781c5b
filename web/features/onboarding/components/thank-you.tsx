import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CheckIcon, ChefHatIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';

/** spec accounts §2: where a new chef continues after the questionnaire. */
export const CHEF_PROFILE_PATH = '/profile?source=regular_registration&chefProfile=true';
export const CREATE_DISH_PATH = '/product';

/**
 * spec accounts §2: the thank-you screen after the questionnaire, with the confirmation that asks
 * the new chef to add a couple of dishes; it offers "create dish" (/product) or "continue" (the
 * chef profile in registration mode).
 */
export function ThankYou({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="onboarding-thanks"
      className="rounded-sheet bg-surface p-6 text-center shadow-card sm:p-10"
    >
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-basil-soft text-basil">
        <CheckIcon size={34} strokeWidth={2.5} />
      </span>
      <h1
        id="onboarding-thanks"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-3xl font-extrabold tracking-tight outline-none"
      >
        {t('onboarding.thankYou.title')}
      </h1>
      <p className="mt-3 text-lg text-muted">{t('onboarding.thankYou.lead')}</p>
      <div className="mt-8 rounded-card bg-paprika-soft p-5 text-left sm:p-6">
        <div className="flex items-start gap-3">
          <ChefHatIcon size={28} className="mt-0.5 shrink-0 text-paprika-dark" />
          <div>
            <h2 className="text-lg font-bold">{t('onboarding.thankYou.confirmTitle')}</h2>
            <p className="mt-1">{t('onboarding.thankYou.confirmBody')}</p>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to={CREATE_DISH_PATH} className={buttonClasses('primary', 'lg', 'text-center')}>
            {t('onboarding.thankYou.createDish')}
          </Link>
          <Link to={CHEF_PROFILE_PATH} className={buttonClasses('secondary', 'lg', 'text-center')}>
            {t('onboarding.thankYou.continue')}
          </Link>
        </div>
      </div>
    </section>
  );
}
