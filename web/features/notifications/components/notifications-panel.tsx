import { useEffect } from 'react';
import { noticePath } from '#domain/notifications/notification-kinds.ts';
import type { AppNotification } from '#domain/notifications/notification.response.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useEuro } from '../../../lib/use-euro.ts';
import { BellIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { now } from '../../../lib/clock.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useNotifications } from '../api/notifications.ts';
import { notificationText, relativeTime } from '../notification-text.ts';
import '../texts.ts';
import { languageOf } from '#domain/i18n/locale.ts';

/**
 * spec accounts §2, issue order life §6: the bell's panel lists the latest notifications and marks
 * the unread ones read while it is open; a notice whose task is done says "Done". Visitors see the
 * empty state. It loads on the first opening
 * (app/layout/notifications-button.tsx), with the words of every kind of notice.
 */
export function NotificationsPanel({ userId, open }: { userId: string | null; open: boolean }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const query = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const unread = userId ? (query.data?.unreadCount ?? 0) : 0;
  const items = userId ? (query.data?.notifications ?? []) : [];
  const unreadMessages = userId ? (query.data?.unreadMessages ?? 0) : 0;

  const mark = (ids?: string[]) =>
    markRead.mutate(ids, { onError: () => showToast('error', 'pages.auth.networkError') });

  const unreadKey = items
    .filter((item) => item.readTimestamp === null)
    .map((item) => item.id)
    .join(',');
  useEffect(() => {
    if (open && unreadKey) mark(unreadKey.split(','));
    // Only what is unread while the panel is open matters; `mark` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, unreadKey]);

  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">{t('notifications.title')}</h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => mark()}
            disabled={markRead.isPending}
            className="min-h-11 rounded-full px-2 text-sm font-semibold text-paprika-dark hover:bg-sand"
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {userId ? (
        <Link
          to="/messages"
          className={`mt-2 flex min-h-11 items-center justify-between gap-2 rounded-field px-3 py-2 text-sm font-semibold hover:bg-sand ${
            unreadMessages > 0 ? 'bg-paprika-soft text-paprika-dark' : 'bg-cream text-ink'
          }`}
        >
          <span>
            {unreadMessages > 0
              ? t('notifications.messagesUnread', { count: unreadMessages })
              : t('notifications.messagesOpen')}
          </span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
      {userId && query.isPending ? (
        <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : userId && query.isError && !query.data ? (
        <p role="alert" className="mt-3 text-sm text-muted">
          {t('notifications.loadFailed')}
        </p>
      ) : items.length === 0 && unreadMessages === 0 ? (
        <div className="mt-3 flex flex-col items-center gap-2 rounded-field bg-cream px-4 py-6 text-center">
          <BellIcon size={28} className="text-muted" />
          <p className="text-sm text-muted">{t('notifications.empty')}</p>
        </div>
      ) : (
        <ul aria-label={t('notifications.list')} className="-mx-2 mt-2 max-h-96 overflow-y-auto">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} language={language} />
          ))}
        </ul>
      )}
    </>
  );
}

function NotificationRow({ item, language }: { item: AppNotification; language: 'en' | 'lt' }) {
  const { t } = useTranslation();
  const euro = useEuro();
  const text = notificationText(t, item, euro);
  const path = noticePath(item.kind, item.params, item.orderId);
  const body = (
    <>
      <span className="flex items-start gap-2">
        {item.readTimestamp === null && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-paprika">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        )}
        <span
          className={
            item.done ? 'text-muted' : item.readTimestamp === null ? 'font-semibold text-ink' : 'text-ink'
          }
        >
          {text}
        </span>
      </span>
      {item.done ? (
        // What the notice asked for is done (domain/notifications/notice-tasks.ts): it stays as a record.
        <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-basil-soft px-2 py-0.5 text-xs font-bold text-basil">
          <CheckIcon size={14} />
          {t('notifications.done')}
        </span>
      ) : null}
      <time
        dateTime={new Date(item.createdTimestamp).toISOString()}
        className="mt-0.5 block text-xs text-muted"
      >
        {relativeTime(item.createdTimestamp, now(), language)}
      </time>
    </>
  );
  return (
    <li>
      {path ? (
        <Link to={path} className="block rounded-field px-2 py-2 text-sm hover:bg-sand">
          {body}
        </Link>
      ) : (
        <div className="px-2 py-2 text-sm">{body}</div>
      )}
    </li>
  );
}
