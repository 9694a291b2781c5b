import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile, useValidFlag } from '../../features/auth/session.ts';
import { OrdersOverview } from '../../features/orders/components/orders-overview.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { Suspense } from 'react';

// Only an approved chef who never saved hours sees it: it loads for them, not with the page.
const HoursReminder = lazyPart(() =>
  import('../../features/availability/components/hours-reminder.tsx').then((m) => ({
    default: m.HoursReminder,
  })),
);

/** spec marketplace §2: the orders list (/orders); it needs a stored profile. */
export function OrdersPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const valid = useValidFlag();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('routes.orders')} · ${BRAND_NAME}`} />
      {valid ? (
        <Suspense fallback={null}>
          <HoursReminder valid className="mb-6" />
        </Suspense>
      ) : null}
      <OrdersOverview signedIn={profile !== null} />
    </div>
  );
}
