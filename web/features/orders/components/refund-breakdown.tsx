import { useTranslation } from '../../../i18n/use-translation.ts';
import '../texts.ts';
import { useOrderFormat } from '../format.ts';
import { keptLines } from '#domain/orders/cancellation.ts';
import type { RefundPlan } from '../types.ts';

/** What a cancellation refunds and keeps, line by line, and the rule behind it (spec marketplace §1). */
export function RefundBreakdown({ plan }: { plan: RefundPlan }) {
  const { t } = useTranslation();
  const { euro } = useOrderFormat();
  const lines = keptLines(plan);
  return (
    <div className="flex flex-col gap-3 text-ink">
      <p>{t(`orderLife.cancel.why.${plan.reason}`)}</p>
      <dl className="rounded-field bg-sand/70 p-3">
        <div className="flex items-baseline justify-between gap-4 py-1 font-extrabold">
          <dt>{t('orderLife.cancel.refunded')}</dt>
          <dd className="tabular-nums">{euro(plan.refundCents)}</dd>
        </div>
        {lines.map((line) => (
          <div key={line.key} className="flex items-baseline justify-between gap-4 py-1">
            <dt className="text-muted">
              {t('orderLife.cancel.kept')}: {t(`orderLife.cancel.keptLines.${line.key}`)}
            </dt>
            <dd className="tabular-nums">{euro(line.cents)}</dd>
          </div>
        ))}
      </dl>
      {plan.refundCents > 0 ? <p className="text-sm text-muted">{t('orderLife.cancel.timing')}</p> : null}
    </div>
  );
}
