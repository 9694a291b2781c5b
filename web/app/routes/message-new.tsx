import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile } from '../../features/auth/session.ts';
import { StartThread } from '../../features/messages/components/start-thread.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** Issue 20 §2: /messages/new?chef=…|productId=…|orderId=…: opens the conversation, then shows it. */
export function MessageNewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const profile = useProfile();
  const input = useMemo(
    () => ({
      chefNickname: params.get('chef') ?? undefined,
      productId: params.get('productId') ?? undefined,
      orderId: params.get('orderId') ?? undefined,
      chefUserId: params.get('chefUserId') ?? undefined,
    }),
    [params],
  );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('chat.title')} · ${BRAND_NAME}`} />
      <StartThread
        key={location.key}
        input={input}
        signedIn={profile !== null}
        here={`${location.pathname}${location.search}`}
      />
    </div>
  );
}
