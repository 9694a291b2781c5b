import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile, useValidFlag } from '../../features/auth/session.ts';
import { HoursReminder } from '../../features/availability/components/hours-reminder.tsx';
import { OrdersOverview } from '../../features/orders/components/orders-overview.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** spec marketplace §2: the orders list (/orders); it needs a stored profile. */
export function OrdersPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const valid = useValidFlag();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('routes.orders')} · ${BRAND_NAME}`} />
      <HoursReminder valid={valid} className="mb-6" />
      <OrdersOverview signedIn={profile !== null} />
    </div>
  );
}
