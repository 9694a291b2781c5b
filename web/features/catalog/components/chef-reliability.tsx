import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ChefReliability as Reliability } from '#domain/catalog/catalog.response.ts';
import '../badges/texts.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * The chef page's reliability: the shares of orders confirmed and delivered, the usual first
 * reply, delivered orders, member since, and the ratings per star (5 to 1). Loaded after the page.
 */
export default function ChefReliability({ reliability }: { reliability: Reliability }) {
  const { t, i18n } = useTranslation();
  const percent = (value: number | null) =>
    value === null ? t('catalog.reliability.noFigure') : `${value}%`;
  const minutes = reliability.medianReplyMinutes;
  const reply =
    minutes === null
      ? t('catalog.reliability.noFigure')
      : minutes < 120
        ? t('catalog.reliability.replyMinutes', { count: minutes })
        : t('catalog.reliability.replyHours', { count: Math.round(minutes / 60) });
  const since = formatInstant(reliability.memberSince, 'monthYear', i18n.resolvedLanguage);
  const most = Math.max(1, ...reliability.ratingsByStar);
  const figures: [string, string][] = [
    [t('catalog.reliability.confirmed'), percent(reliability.confirmedPercent)],
    [t('catalog.reliability.delivered'), percent(reliability.deliveredPercent)],
    [t('catalog.reliability.reply'), reply],
    [t('catalog.reliability.ordersDelivered'), String(reliability.ordersDelivered)],
    [t('catalog.reliability.memberSince'), since],
  ];
  return (
    <section aria-labelledby="chef-reliability" className="mt-6 rounded-card bg-surface p-4 shadow-card">
      <h2 id="chef-reliability" className="text-lg font-bold text-ink">
        {t('catalog.reliability.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-lg font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink">{t('catalog.reliability.distribution')}</h3>
      <ul className="mt-2 flex flex-col gap-1">
        {STARS.map((stars) => {
          const count = reliability.ratingsByStar[stars - 1] ?? 0;
          return (
            <li
              key={stars}
              aria-label={t('catalog.reliability.starsCount', { stars, count })}
              className="flex items-center gap-2 text-sm"
            >
              <span aria-hidden="true" className="w-8 text-ink">
                {t('catalog.reliability.stars', { count: stars })}
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand">
                <span className="block h-full bg-saffron" style={{ width: `${(count * 100) / most}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 text-right text-muted tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
