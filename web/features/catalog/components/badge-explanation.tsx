import { useTranslation } from '../../../i18n/use-translation.ts';
import { InfoIcon } from '../../../components/ui/icons.tsx';
import { QUICK_TO_ANSWER_RULE, RELIABLE_RULE, type CardBadge } from '#domain/chefs/trust-badges.ts';
import type { EarnedBadgeAnswer } from '#domain/catalog/catalog.response.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

/** The figures each explanation states: the rules' own constants, never copied into the texts. */
const RULE_FIGURES: Partial<Record<CardBadge, Record<string, number>>> = {
  reliable: {
    orders: RELIABLE_RULE.minOrders,
    days: RELIABLE_RULE.windowDays,
    percent: RELIABLE_RULE.confirmedPercent,
    hours: RELIABLE_RULE.confirmWithinHours,
    last: RELIABLE_RULE.cleanLastOrders,
  },
  quickToAnswer: {
    hours: QUICK_TO_ANSWER_RULE.medianUnderHours,
    days: QUICK_TO_ANSWER_RULE.windowDays,
  },
};

/** What a badge means, and since when the chef holds it (loaded on the first tap or hover). */
export function BadgeExplanation({ badge }: { badge: EarnedBadgeAnswer }) {
  const { t, i18n } = useTranslation();
  const date = (ms: number) => formatInstant(ms, 'longDate', i18n.resolvedLanguage);
  return (
    <div className="mt-2 flex gap-2 rounded-card bg-sand p-3 text-sm text-ink">
      <InfoIcon size={16} />
      <div>
        <p className="font-semibold">{t(`catalog.badges.${badge.kind}`)}</p>
        <p>{t(`catalog.badgeHelp.${badge.kind}`, { ...RULE_FIGURES[badge.kind], number: badge.number })}</p>
        {badge.since !== null ? (
          <p className="mt-1 text-muted">{t('catalog.badgeHelp.since', { date: date(badge.since) })}</p>
        ) : null}
      </div>
    </div>
  );
}
