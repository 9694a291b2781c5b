import { Link } from 'react-router';
import type { CartItem } from '#domain/cart/cart.ts';
import type { Fees } from '#domain/orders/fees.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import '../texts.ts';
import { FeeSummary } from './fee-summary.tsx';

interface CheckoutSummaryProps {
  className: string;
  items: readonly CartItem[];
  /** The server's fees once it answers, the cart's estimate until then. */
  fees: Fees;
  payInCash: boolean;
  feesUpdating: boolean;
  feesFailed: boolean;
  onRetryFees: () => void;
  banner: Describable | null;
  isBusy: boolean;
  /** Fields with an error after a failed submit: the button says how many, in red. */
  errorCount: number;
}

/** The checkout's side: the cart's lines, the fees, the form's error banner and Place order. */
export function CheckoutSummary({
  className,
  items,
  fees,
  payInCash,
  feesUpdating,
  feesFailed,
  onRetryFees,
  banner,
  isBusy,
  errorCount,
}: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const euro = useEuro();
  return (
    <aside aria-labelledby="checkout-summary" className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary" className="text-xl font-extrabold text-ink">
          {t('checkout.summary.title')}
        </h2>
        <Link
          to="/cart"
          className="shrink-0 text-sm font-semibold whitespace-nowrap text-paprika-dark underline underline-offset-4 hover:text-ink"
        >
          {t('checkout.summary.editCart')}
        </Link>
      </div>
      <ul className="flex flex-col gap-1 border-b border-line pb-3 text-sm">
        {items.map((item) => (
          <li key={item.productId} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 text-ink">
              {t('checkout.summary.line', { title: item.title, quantity: item.productVolume })}
            </span>
            <span className="shrink-0 tabular-nums">{euro(item.price * item.productVolume)}</span>
          </li>
        ))}
      </ul>
      <FeeSummary
        fees={fees}
        payInCash={payInCash}
        isUpdating={feesUpdating}
        failed={feesFailed}
        onRetry={onRetryFees}
      />
      {banner ? <Banner tone="error">{describe(banner)}</Banner> : null}
      <Button
        type="submit"
        size="lg"
        isLoading={isBusy}
        className={`w-full ${errorCount > 0 ? 'bg-danger! hover:bg-danger! active:bg-danger!' : ''}`}
      >
        {errorCount > 0 ? t('checkout.fixErrors', { count: errorCount }) : t('checkout.submit')}
      </Button>
    </aside>
  );
}
