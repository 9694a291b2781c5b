import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile } from '../../features/auth/session.ts';
import { Inbox } from '../../features/messages/components/inbox.tsx';
import { ThreadScreen } from '../../features/messages/components/thread-screen.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** Issue 20 §2: one conversation (/messages/{threadId}); visitors are asked to sign in. */
export function MessageThreadPage() {
  const { t } = useTranslation();
  const { threadId = '' } = useParams();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-4 pb-4 sm:px-6 sm:pt-6">
      <DocumentTitle title={`${t('chat.title')} · ${BRAND_NAME}`} />
      {profile ? <ThreadScreen key={threadId} threadId={threadId} /> : <Inbox signedIn={false} />}
    </div>
  );
}
