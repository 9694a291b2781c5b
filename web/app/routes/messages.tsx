import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile } from '../../features/auth/session.ts';
import { Inbox } from '../../features/messages/components/inbox.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** Issue 20 §2: the inbox (/messages). */
export function MessagesPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('chat.title')} · ${BRAND_NAME}`} />
      <header className="mb-5">
        <h1 className="text-3xl font-black tracking-tight text-ink">{t('chat.title')}</h1>
        <p className="mt-1 text-muted">{t('chat.lead')}</p>
      </header>
      <Inbox signedIn={profile !== null} />
    </div>
  );
}
