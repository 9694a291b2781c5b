import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BellIcon } from '../../components/ui/icons.tsx';
import { Popover } from '../../components/ui/popover.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProfile } from '../../features/auth/session.ts';
import { useNotifications } from '../../features/notifications/api/notifications.ts';
import { lazyPart } from '../../lib/lazy-part.ts';

// The panel, with the words of every kind of notice, loads when it first opens.
const NotificationsPanel = lazyPart(() =>
  import('../../features/notifications/components/notifications-panel.tsx').then((m) => ({
    default: m.NotificationsPanel,
  })),
);

/** spec accounts §2, issue order life §6: the bell with the unread count, opening the latest notifications. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const userId = useProfile()?.id ?? null;
  const query = useNotifications(userId);
  // Unread messages count in the bell too (the panel links to them).
  const unread = userId ? (query.data?.unreadCount ?? 0) + (query.data?.unreadMessages ?? 0) : 0;

  return (
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
      {(open) => (
        <AfterFirstOpening open={open}>
          <Suspense fallback={<Skeleton className="h-24" />}>
            <NotificationsPanel userId={userId} open={open} />
          </Suspense>
        </AfterFirstOpening>
      )}
    </Popover>
  );
}

/** Nothing until the first opening; from then on the children stay, so reopening is instant. */
function AfterFirstOpening({ open, children }: { open: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  return wasOpened ? children : null;
}
