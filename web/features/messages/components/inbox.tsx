import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { now } from '../../../lib/clock.ts';
import '../texts.ts';
import { useThreads } from '../api/get-threads.ts';
import { messageTime } from '../format.ts';
import type { InboxThread } from '#domain/messages/message.response.ts';
import { PersonAvatar } from './person-avatar.tsx';
import { languageOf } from '#domain/i18n/locale.ts';

/** The inbox, the most recently active conversation first, with unread badges. */
export function Inbox({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const query = useThreads(signedIn);

  if (!signedIn) {
    return (
      <EmptyState
        text={t('chat.inbox.signIn')}
        action={
          <Link
            to={`/signin?source=regular_login&returnTo=${encodeURIComponent('/messages')}`}
            className={buttonClasses('primary', 'md')}
          >
            {t('chat.inbox.signInAction')}
          </Link>
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <p role="alert" className="text-muted">
        {t('chat.inbox.loadFailed')}
      </p>
    );
  }
  const threads = query.data.threads;
  if (threads.length === 0) {
    return (
      <EmptyState
        text={t('chat.inbox.empty')}
        next={t('chat.inbox.emptyNext')}
        action={
          <Link to="/mp" className={buttonClasses('primary', 'md')}>
            {t('chat.inbox.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label={t('chat.inbox.list')} className="flex flex-col gap-2">
      {threads.map((thread) => (
        <InboxRow key={thread.id} thread={thread} />
      ))}
    </ul>
  );
}

function InboxRow({ thread }: { thread: InboxThread }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const name = thread.counterpart.name ?? (thread.role === 'chef' ? t('chat.customer') : t('chat.chef'));
  const about = thread.orderNumber
    ? t('chat.inbox.aboutOrder', { number: thread.orderNumber })
    : thread.eventRequestId
      ? t('chat.inbox.aboutRequest', { id: thread.eventRequestId })
      : thread.product
        ? t('chat.inbox.aboutDish', { title: thread.product.title })
        : t('chat.inbox.question');
  const last = thread.lastMessage;
  const lastText = !last
    ? t('chat.inbox.noMessages')
    : last.removed && !last.text
      ? t('chat.removed')
      : last.text || t('chat.inbox.photo');
  const unread = thread.unreadCount > 0;
  return (
    <li>
      <Link
        to={`/messages/${thread.id}`}
        className="flex items-center gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-card hover:border-paprika"
      >
        <PersonAvatar person={thread.counterpart} fallback={name} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'} text-ink`}>{name}</span>
            <time
              dateTime={new Date(thread.lastTimestamp).toISOString()}
              className="shrink-0 text-xs text-muted"
            >
              {messageTime(thread.lastTimestamp, language, now())}
            </time>
          </span>
          <span className="block truncate text-xs text-muted">{about}</span>
          <span className={`block truncate text-sm ${unread ? 'font-semibold text-ink' : 'text-muted'}`}>
            {last?.fromMe ? t('chat.inbox.you', { text: lastText }) : lastText}
          </span>
        </span>
        {unread ? (
          <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-paprika px-1.5 text-xs font-bold leading-6 text-white">
            <span aria-hidden="true">{thread.unreadCount > 99 ? '99+' : thread.unreadCount}</span>
            <span className="sr-only">{t('chat.inbox.unread', { count: thread.unreadCount })}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function EmptyState({ text, next, action }: { text: string; next?: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-10 text-center shadow-card">
      <MailIcon size={32} className="text-paprika" />
      <p className="text-lg font-bold text-ink">{text}</p>
      {next ? <p className="max-w-md text-muted">{next}</p> : null}
      {action}
    </div>
  );
}
