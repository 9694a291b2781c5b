import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuro } from '#domain/dishes/dish-price.ts';
import { BellIcon } from '../../components/ui/icons.tsx';
import { Popover } from '../../components/ui/popover.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProfile } from '../../features/auth/session.ts';
import {
  useMarkNotificationsRead,
  useNotifications,
  type AppNotification,
} from '../../features/notifications/api/notifications.ts';
import { notificationText, relativeTime } from '../../features/notifications/notification-text.ts';
import '../../features/notifications/texts.ts';
import { now } from '../../lib/clock.ts';
import { showToast } from '../../lib/toast.ts';

/**
 * spec accounts §2, issue order life §6: the bell with the unread count; its panel lists the latest
 * notifications and marks the unread ones read when it opens. Visitors see the empty state.
 */
export function NotificationsButton() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'lt' ? 'lt' : 'en';
  const userId = useProfile()?.id ?? null;
  const query = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const unread = userId ? (query.data?.unreadCount ?? 0) : 0;
  const items = userId ? (query.data?.notifications ?? []) : [];

  const mark = (ids?: string[]) =>
    markRead.mutate(ids, { onError: () => showToast('error', 'pages.auth.networkError') });

  // The Popover owns its open state; its trigger still says "closed" while the opening click bubbles.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const trigger = (event.target as Element).closest('button[aria-expanded]');
    if (!trigger || trigger.getAttribute('aria-expanded') !== 'false') return;
    const unreadIds = items.filter((item) => item.readTimestamp === null).map((item) => item.id);
    if (unreadIds.length) mark(unreadIds);
  };

  return (
    <div onClick={onClick}>
      <Popover
        label={unread ? t('notifications.unreadLabel', { count: unread }) : t('notifications.label')}
        triggerClassName="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
        trigger={
          <>
            <BellIcon size={22} />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute right-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-paprika px-1 text-xs font-bold leading-5 text-white"
              >
                {unread > 9 ? '9+' : unread}
              </span>
            )}
          </>
        }
      >
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
        {userId && query.isPending ? (
          <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : userId && query.isError && !query.data ? (
          <p role="alert" className="mt-3 text-sm text-muted">
            {t('notifications.loadFailed')}
          </p>
        ) : items.length === 0 ? (
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
      </Popover>
    </div>
  );
}

function NotificationRow({ item, language }: { item: AppNotification; language: 'en' | 'lt' }) {
  const { t } = useTranslation();
  const text = notificationText(t, item, (cents) => formatEuro(cents, language));
  const body = (
    <>
      <span className="flex items-start gap-2">
        {item.readTimestamp === null && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-paprika">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        )}
        <span className={item.readTimestamp === null ? 'font-semibold text-ink' : 'text-ink'}>{text}</span>
      </span>
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
      {item.orderId ? (
        <Link to={`/order/${item.orderId}`} className="block rounded-field px-2 py-2 text-sm hover:bg-sand">
          {body}
        </Link>
      ) : (
        <div className="px-2 py-2 text-sm">{body}</div>
      )}
    </li>
  );
}
