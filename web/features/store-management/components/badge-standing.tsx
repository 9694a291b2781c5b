import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import type { Application } from '#domain/store-management/console.response.ts';
import type { BadgeReason } from '#domain/chefs/badge-standing.ts';
import { useConsoleFormat } from './use-console-format.ts';

/**
 * Why the chef holds or lacks each public badge, with the figures the rule judged: the operator
 * can answer a chef who asks why a badge went, without reading the database.
 */
export function BadgeStanding({ application }: { application: Application }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const judged = application.badgesJudgedTimestamp;
  return (
    <section aria-labelledby="badge-standing-title">
      <h3 id="badge-standing-title" className="text-lg font-bold text-ink">
        {t('storeConsole.badgeStanding.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {judged === null
          ? t('storeConsole.badgeStanding.notJudged')
          : t('storeConsole.badgeStanding.judgedAt', { when: format.dateTime(judged) })}
      </p>
      <ul className="mt-3 flex flex-col gap-3" data-testid="badge-standing">
        {application.badgeStanding.map((badge) => (
          <li key={badge.kind} className="flex gap-2">
            <span
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full ${
                badge.earned ? 'bg-basil text-white' : 'bg-sand text-muted'
              }`}
              aria-hidden="true"
            >
              {badge.earned ? <CheckIcon size={12} /> : null}
            </span>
            <div>
              <p className="font-semibold text-ink">
                {t(`storeConsole.badgeStanding.names.${badge.kind}`)}{' '}
                <span className={badge.earned ? 'text-basil' : 'text-muted'}>
                  {badge.earned
                    ? t('storeConsole.badgeStanding.held')
                    : t('storeConsole.badgeStanding.notHeld')}
                </span>
              </p>
              <p className="text-sm text-ink">
                {/* The count picks "1 order" or "2 orders" where a reason states orders. */}
                {t(`storeConsole.badgeStanding.reasons.${badge.reason as BadgeReason}`, {
                  ...badge.figures,
                  count: badge.figures.orders,
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
