import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Role } from '#domain/accounts/roles.ts';
import { useCounts } from '../api/get-counts.ts';
import { useComplaints } from '../api/get-complaints.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import '../texts.ts';
import { ApplicationsPanel } from './applications-panel.tsx';
import { ComplaintsPanel } from './complaints-panel.tsx';
import { TabBadge, Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { DishesPanel } from './dishes-panel.tsx';
import { EVENT_REQUEST_PARAMS, EventRequestsPanel } from './event-requests-panel.tsx';
import { FlaggedPanel } from './flagged-panel.tsx';
import { OrdersPanel } from './orders-panel.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';
import { RolesPanel } from './roles-panel.tsx';
import { WithdrawalsPanel } from './withdrawals-panel.tsx';
import { ListSkeleton } from '../../../components/list-states.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';

// The admin's disabling of accounts loads when the admin opens the tab: an operator never needs it.
const AccountsPanel = lazyPart(() =>
  import('../accounts/accounts-panel.tsx').then((module) => ({ default: module.AccountsPanel })),
);

const TAB_KEYS = [
  'applications',
  'flagged',
  'complaints',
  'messages',
  'orders',
  'eventRequests',
  'payouts',
  'dishes',
  'withdrawals',
  'roles',
] as const;
export type ConsoleTabKey = (typeof TAB_KEYS)[number];

function isTabKey(value: string | null): value is ConsoleTabKey {
  return (TAB_KEYS as readonly (string | null)[]).includes(value);
}

/** The operator console: one tab per queue, what waits counted in the tab labels. */
export function ConsoleScreen({ role, userId }: { role: Role; userId: string | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const isAdmin = role === 'ADMIN';
  const requested = params.get('tab');
  const selected: ConsoleTabKey =
    isTabKey(requested) && (requested !== 'roles' || isAdmin) ? requested : 'applications';
  const counts = useCounts();
  const complaints = useComplaints('open');
  const withdrawals = useWithdrawals('pending');

  const tab = (key: ConsoleTabKey, count?: number): TabItem<ConsoleTabKey> => {
    const label = t(`storeConsole.tabs.${key}`);
    if (!count) return { key, label };
    return {
      key,
      label: (
        <>
          {label}
          <TabBadge count={count} />
        </>
      ),
      ariaLabel: t('storeConsole.tabCount', { label, count }),
    };
  };
  const tabs = [
    tab('applications', counts.data?.applications),
    tab('flagged', counts.data?.flaggedChefs),
    tab('complaints', complaints.data?.length),
    tab('messages'),
    tab('orders'),
    tab('eventRequests'),
    tab('payouts', counts.data?.payoutsScheduled),
    tab('dishes'),
    tab('withdrawals', withdrawals.data?.length),
    ...(isAdmin ? [tab('roles')] : []),
  ];

  return (
    <>
      <header className="mb-5">
        <h1 className="text-3xl font-black tracking-tight text-ink">{t('storeConsole.title')}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t('storeConsole.intro')}</p>
      </header>
      <Tabs
        label={t('storeConsole.tabsLabel')}
        tabs={tabs}
        selected={selected}
        onSelect={(key) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            next.delete('application');
            for (const name of EVENT_REQUEST_PARAMS) next.delete(name);
            return next;
          })
        }
      >
        {selected === 'applications' ? <ApplicationsPanel /> : null}
        {selected === 'flagged' ? <FlaggedPanel /> : null}
        {selected === 'complaints' ? <ComplaintsPanel /> : null}
        {selected === 'messages' ? (
          // Reported messages are read on their own screen, which loads with them.
          <p className="text-muted">
            {t('storeConsole.messagesIntro')}{' '}
            <Link
              to="/messages/reports"
              className="font-semibold text-paprika-dark underline underline-offset-4"
            >
              {t('storeConsole.messagesOpen')}
            </Link>
          </p>
        ) : null}
        {selected === 'orders' ? <OrdersPanel /> : null}
        {selected === 'eventRequests' ? <EventRequestsPanel /> : null}
        {selected === 'payouts' ? <PayoutsPanel /> : null}
        {selected === 'dishes' ? <DishesPanel /> : null}
        {selected === 'withdrawals' ? <WithdrawalsPanel /> : null}
        {selected === 'roles' && isAdmin ? (
          <>
            <RolesPanel selfId={userId} />
            <Suspense fallback={<ListSkeleton rows={1} />}>
              <AccountsPanel selfId={userId} />
            </Suspense>
          </>
        ) : null}
      </Tabs>
    </>
  );
}
