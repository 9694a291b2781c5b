import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';

const CUSTOMER_POINTS = ['local', 'clear', 'flexible'] as const;
const CHEF_POINTS = ['earn', 'page', 'orders'] as const;

/** spec marketplace §1: the landing page's benefits, for customers and for chefs. */
export function Benefits() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="benefits-customers" className="rounded-card bg-surface p-6 shadow-card">
        <h2 id="benefits-customers" className="text-2xl font-extrabold tracking-tight">
          {t('landingPage.customersTitle')}
        </h2>
        <ul className="mt-4 space-y-4">
          {CUSTOMER_POINTS.map((point) => (
            <li key={point} className="flex gap-3">
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-basil-soft text-basil">
                <CheckIcon size={16} />
              </span>
              <span>
                <span className="block font-bold text-ink">{t(`landingPage.customers.${point}Title`)}</span>
                <span className="text-muted">{t(`landingPage.customers.${point}Body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="benefits-chefs" className="rounded-card bg-ink p-6 text-cream shadow-card">
        <h2 id="benefits-chefs" className="text-2xl font-extrabold tracking-tight text-white">
          {t('landingPage.chefsTitle')}
        </h2>
        <ul className="mt-4 space-y-4">
          {CHEF_POINTS.map((point) => (
            <li key={point} className="flex gap-3">
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-saffron text-ink">
                <CheckIcon size={16} />
              </span>
              <span>
                <span className="block font-bold text-white">{t(`landingPage.chefs.${point}Title`)}</span>
                <span className="text-sand">{t(`landingPage.chefs.${point}Body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
