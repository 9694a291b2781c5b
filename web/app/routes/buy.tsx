import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { AssetGuard } from '../../features/assets/components/asset-guard.tsx';
import { AssetTabs } from '../../features/assets/components/asset-tabs.tsx';
import { BuyAssets } from '../../features/assets/components/buy-assets.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { CardPayment } from '../../features/checkout/components/card-payment.tsx';
import { useProfile } from '../../features/auth/session.ts';

/** spec marketplace §2: the asset purchase tab (/buy); signed-in users only. */
export function BuyPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('routes.buy')} · ${BRAND_NAME}`} />
      <AssetGuard signedIn={profile !== null}>
        <AssetTabs />
        <BuyAssets cardForm={CardPayment} />
      </AssetGuard>
    </div>
  );
}
