import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { BuyComplete } from '../../features/checkout/components/buy-complete.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/**
 * spec marketplace §2: payment success (/buy-complete); the order id from ?orderId=, else the
 * navigation state. Stripe's bank (3-D Secure) redirect comes back here with ?redirect_status=.
 */
export function BuyCompletePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { orderId?: string | number } | null)?.orderId;
  const orderId =
    params.get('orderId')?.trim() ||
    (fromState !== undefined && fromState !== null ? String(fromState) : null);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('routes.buyComplete')} · ${BRAND_NAME}`} />
      <BuyComplete orderId={orderId} paymentFailed={params.get('redirect_status') === 'failed'} />
    </div>
  );
}
