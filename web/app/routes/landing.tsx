import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ArrowRightIcon, ChefHatIcon, MailIcon, PencilIcon } from '../../components/ui/icons.tsx';
import '../../features/landing/texts.ts';
import { Benefits } from '../../features/landing/components/benefits.tsx';
import { FeaturedChefs } from '../../features/landing/components/featured-chefs.tsx';
import { DishIllustration } from '../layout/dish-illustration.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';

// The FAQ sits below the fold and holds both languages' answers: it loads after the first screen.
const FaqList = lazyPart(() =>
  import('../../features/landing/components/faq-list.tsx').then((m) => ({ default: m.FaqList })),
);
const FAQ_SKELETON_ROWS = 9;

function ActionCard({
  to,
  title,
  body,
  Icon,
}: {
  to: string;
  title: string;
  body: string;
  Icon: ComponentType<{ size?: number }>;
}) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition hover:-translate-y-0.5 hover:border-paprika"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
        <Icon size={24} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-lg font-bold text-ink group-hover:text-paprika-dark">
          {title}
          <ArrowRightIcon size={18} />
        </span>
        <span className="mt-1 block text-muted">{body}</span>
      </span>
    </Link>
  );
}

/**
 * spec accounts §2 and marketplace §1, §2: the landing page with its four links (/chef-registration,
 * /signin?source=regular_registration, /signin?source=one_time_pin, /mp), benefits, how it works,
 * featured chefs and the FAQ.
 */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <DocumentTitle title={`${BRAND_NAME} · ${t('landing.titleShort')}`} />
      <section className="relative mt-4 overflow-hidden rounded-sheet bg-linear-to-br from-paprika-soft via-cream to-saffron/40 px-6 py-10 sm:mt-8 sm:px-10 sm:py-14 md:grid md:grid-cols-[1.2fr_1fr] md:items-center md:gap-8">
        <div className="relative z-10">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface/80 px-3 py-1 text-sm font-semibold text-paprika-dark">
            <ChefHatIcon size={16} />
            {t('landing.eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-black tracking-tight text-ink sm:text-5xl">
            {t('landing.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{t('landing.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/mp" className={buttonClasses('primary', 'lg')}>
              {t('landing.browseChefs')}
              <ArrowRightIcon size={18} />
            </Link>
            <Link to="/signin?source=regular_registration" className={buttonClasses('secondary', 'lg')}>
              {t('landing.createAccount')}
            </Link>
          </div>
        </div>
        <DishIllustration className="mx-auto mt-10 w-64 max-w-full drop-shadow-sm sm:w-80 md:mt-0 md:w-full md:max-w-sm" />
      </section>

      <section aria-labelledby="landing-more" className="mt-10">
        <h2 id="landing-more" className="text-2xl font-extrabold tracking-tight">
          {t('landing.moreTitle')}
        </h2>
        <div className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <ActionCard
            to="/event-requests/new"
            title={t('landingPage.askChefs')}
            body={t('landingPage.askChefsBody')}
            Icon={PencilIcon}
          />
          <ActionCard
            to="/chef-registration"
            title={t('landing.becomeChef')}
            body={t('landing.becomeChefBody')}
            Icon={ChefHatIcon}
          />
          <ActionCard
            to="/signin?source=one_time_pin"
            title={t('landing.pinSignIn')}
            body={t('landing.pinSignInBody')}
            Icon={MailIcon}
          />
        </div>
      </section>

      <section aria-labelledby="landing-how" className="mt-12">
        <h2 id="landing-how" className="text-2xl font-extrabold tracking-tight">
          {t('landing.howTitle')}
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-3">
          {(['step1', 'step2', 'step3'] as const).map((step, index) => (
            <li key={step} className="rounded-card bg-surface p-5 shadow-card">
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-paprika text-base font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-bold">{t(`landing.${step}Title`)}</h3>
              <p className="mt-1 text-muted">{t(`landing.${step}Body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-12">
        <Benefits />
      </div>

      <FeaturedChefs />

      <section aria-labelledby="landing-faq" className="mt-12 mb-4 md:grid md:grid-cols-[1fr_2fr] md:gap-8">
        <div>
          <h2 id="landing-faq" className="text-2xl font-extrabold tracking-tight">
            {t('landingPage.faqTitle')}
          </h2>
          <p className="mt-3 font-semibold text-ink">{t('landingPage.faqMore')}</p>
          <p className="mt-1 text-muted">{t('landingPage.faqMoreBody')}</p>
          <div className="mt-4 flex flex-col items-start gap-3">
            <Link to="/assets/about" className={buttonClasses('secondary')}>
              {t('landingPage.aboutLink')}
            </Link>
            <Link to="/assistant" className={buttonClasses('ghost')}>
              {t('landingPage.assistantLink')}
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </div>
        <div className="mt-5 md:mt-0">
          <Suspense
            fallback={
              <div aria-busy="true" className="rounded-card border border-line bg-surface p-5 shadow-card">
                {Array.from({ length: FAQ_SKELETON_ROWS }, (_, index) => (
                  <Skeleton key={index} className="my-3 h-6 w-4/5 first:mt-0 last:mb-0" />
                ))}
              </div>
            }
          >
            <FaqList />
          </Suspense>
        </div>
      </section>
    </div>
  );
}
