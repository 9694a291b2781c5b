import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { AssetGuard } from '../../features/assets/components/asset-guard.tsx';
import { AssetTabs } from '../../features/assets/components/asset-tabs.tsx';
import { AssetBoard } from '../../features/assets/components/asset-board.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { useProfile } from '../../features/auth/session.ts';

/** spec accounts §2 and marketplace §2: the asset balance (/board); signed-in users only. */
export function BoardPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('routes.board')} · ${BRAND_NAME}`} />
      <AssetGuard signedIn={profile !== null}>
        <AssetTabs />
        <AssetBoard />
      </AssetGuard>
    </div>
  );
}
