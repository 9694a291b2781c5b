import { Suspense, useMemo } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile } from '../../features/auth/session.ts';
import type { SigninHandover } from '../../features/auth/signin-sources.ts';
import { Inbox } from '../../features/messages/components/inbox.tsx';
import { StartThread } from '../../features/messages/components/start-thread.tsx';
import { ThreadScreen } from '../../features/messages/components/thread-screen.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { isStaff } from '#domain/accounts/roles.ts';
import { ListSkeleton } from '../../components/list-states.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';

/**
 * The conversation screens, one route in the app shell (web/app/router.tsx) so the
 * shell every page loads grows as little as possible (the web budget): /messages is the inbox,
 * /messages/new opens a conversation, /messages/{threadId} shows one.
 */
/** Operators only: customers and chefs reading their messages never download it. */
const MessageReports = lazyPart(() =>
  import('../../features/messages/components/message-reports.tsx').then((module) => ({
    default: module.MessageReports,
  })),
);

export function MessagesPage() {
  const rest = useParams()['*'] ?? '';
  if (rest === 'new') return <MessageNewPage />;
  if (rest === 'reports') return <ReportsPage />;
  if (rest) return <MessageThreadPage threadId={rest} />;
  return <InboxPage />;
}

/** The inbox (/messages). */
function InboxPage() {
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

/** One conversation (/messages/{threadId}); visitors are asked to sign in. */
function MessageThreadPage({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-4 pb-4 sm:px-6 sm:pt-6">
      <DocumentTitle title={`${t('chat.title')} · ${BRAND_NAME}`} />
      {profile ? <ThreadScreen key={threadId} threadId={threadId} /> : <Inbox signedIn={false} />}
    </div>
  );
}

/** /messages/new?chef=…|productId=…|orderId=…|eventRequestId=…: opens the conversation, then shows it. */
function MessageNewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const profile = useProfile();
  const input = useMemo(
    () => ({
      chefNickname: params.get('chef') ?? undefined,
      productId: params.get('productId') ?? undefined,
      orderId: params.get('orderId') ?? undefined,
      eventRequestId: params.get('eventRequestId') ?? undefined,
      chefUserId: params.get('chefUserId') ?? undefined,
    }),
    [params],
  );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('chat.title')} · ${BRAND_NAME}`} />
      {profile ? (
        <StartThread key={location.key} input={input} />
      ) : (
        // A visitor signs in first, told why, and comes back here (the sign-in flow's return path).
        <Navigate
          replace
          // Built here rather than with signin-sources' signinPath, which brings zod to this route.
          to={`/signin?${new URLSearchParams({ source: 'regular_login', returnTo: `${location.pathname}${location.search}` })}`}
          state={{ reason: { code: 'auth.signin.reasons.message' } } satisfies SigninHandover}
        />
      )}
    </div>
  );
}

/** The operators' reported messages (/messages/reports), opened from the console's Messages tab. */
function ReportsPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('chat.reports.title')} · ${BRAND_NAME}`} />
      {profile && isStaff(profile.role) ? (
        <>
          <h1 className="mb-4 text-3xl font-black tracking-tight text-ink">{t('chat.reports.title')}</h1>
          <Suspense fallback={<ListSkeleton />}>
            <MessageReports />
          </Suspense>
        </>
      ) : (
        <Inbox signedIn={profile !== null} />
      )}
    </div>
  );
}
