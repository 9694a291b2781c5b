import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Fees } from '#domain/orders/fees.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { useEuro } from '../../../lib/use-euro.ts';

interface FeeSummaryProps {
  fees: Fees;
  payInCash: boolean;
  /** A new answer is on its way: the figures shown may change. */
  isUpdating: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * DESIGN §5: the subtotal, each fee, what is paid by card now (totalAmount) and what is paid to the
 * chef at the service (payToChef). The prepayment line shows only when paying online (spec §9).
 */
export function FeeSummary({ fees, payInCash, isUpdating, failed, onRetry }: FeeSummaryProps) {
  const { t } = useTranslation();
  const euro = useEuro();
  const line = (label: string, cents: number) => (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="whitespace-nowrap text-ink tabular-nums">{euro(cents)}</dd>
    </div>
  );
  return (
    <div aria-busy={isUpdating || undefined}>
      {failed ? (
        <div
          role="alert"
          className="mb-3 flex flex-col gap-2 rounded-field border border-danger/30 bg-danger-soft p-3 text-sm font-medium text-danger"
        >
          <p className="flex items-start gap-2">
            <AlertIcon size={18} className="mt-0.5 shrink-0" />
            {t('pages.checkout.failedToCalculateFees')}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry} className="self-start">
            {t('checkout.summary.retry')}
          </Button>
        </div>
      ) : null}
      <dl aria-busy={isUpdating} className={`text-sm transition-opacity ${isUpdating ? 'opacity-60' : ''}`}>
        {line(t('checkout.summary.subtotal'), fees.subtotal)}
        {line(t('checkout.summary.serviceFee'), fees.serviceFee)}
        {line(t('checkout.summary.governmentFee'), fees.governmentFee)}
        {!payInCash ? line(t('checkout.summary.prepayment'), fees.prepayment) : null}
        {line(t('checkout.summary.paymentGatewayFee'), fees.paymentGatewayFee)}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base font-extrabold">
          <dt>{t('checkout.summary.payNow')}</dt>
          <dd className="whitespace-nowrap text-paprika-dark tabular-nums">{euro(fees.totalAmount)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-1 font-semibold">
          <dt>{t('checkout.summary.payToChef')}</dt>
          <dd className="whitespace-nowrap tabular-nums">{euro(fees.payToChef)}</dd>
        </div>
      </dl>
      <p role="status" className="sr-only">
        {isUpdating ? t('checkout.summary.updating') : ''}
      </p>
    </div>
  );
}
