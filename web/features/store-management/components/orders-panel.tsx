import { paymentChoice } from '#domain/orders/money-state-names.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { ITEM_STATUSES, PAYMENT_STATUSES } from '#domain/store-management/console.schema.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { useConsoleOrder } from '../api/get-order.ts';
import { useConsoleOrders, type OrderFilters } from '../api/get-orders.ts';
import { fromConsole } from '../decisions.ts';
import type { OrderSummary } from '#domain/store-management/console.response.ts';
import { DecisionList } from './decision-list.tsx';
import { EmptyState, ListSkeleton, LoadFailed, QueryStates } from '../../../components/list-states.tsx';
import { useConsoleFormat, useDynamicText } from './use-console-format.ts';

const EMPTY: OrderFilters = {
  orderNumber: '',
  customer: '',
  chef: '',
  status: '',
  paymentStatus: '',
  page: 1,
};

/** All orders: search by number, customer, chef and status; each opens with its money history. */
export function OrdersPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OrderFilters>(EMPTY);
  const [filters, setFilters] = useState<OrderFilters>(EMPTY);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useConsoleOrders(filters);
  const text = useDynamicText();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  }
  const field = (key: 'orderNumber' | 'customer' | 'chef') => ({
    value: draft[key] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <>
      <form
        role="search"
        aria-label={t('storeConsole.orders.search')}
        onSubmit={handleSubmit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField
          label={t('storeConsole.orders.orderNumber')}
          autoCapitalize="characters"
          {...field('orderNumber')}
        />
        <TextField
          label={t('storeConsole.orders.customer')}
          type="search"
          autoCapitalize="none"
          {...field('customer')}
        />
        <TextField
          label={t('storeConsole.orders.chef')}
          type="search"
          autoCapitalize="none"
          {...field('chef')}
        />
        <SelectField
          label={t('storeConsole.orders.status')}
          placeholder={t('storeConsole.orders.any')}
          options={ITEM_STATUSES.map((status) => ({
            value: status,
            label: text(`storeConsole.orders.itemStatus.${status}`, status),
          }))}
          value={draft.status ?? ''}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as OrderFilters['status'] })}
        />
        <SelectField
          label={t('storeConsole.orders.paymentStatus')}
          placeholder={t('storeConsole.orders.any')}
          options={PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: text(`storeConsole.orders.payment.${status}`, status),
          }))}
          value={draft.paymentStatus ?? ''}
          onChange={(event) =>
            setDraft({ ...draft, paymentStatus: event.target.value as OrderFilters['paymentStatus'] })
          }
        />
        <div className="flex items-end gap-2">
          <Button type="submit">{t('storeConsole.orders.submit')}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
            }}
          >
            {t('storeConsole.orders.clear')}
          </Button>
        </div>
      </form>
      <div className="mt-5" aria-live="polite" aria-busy={query.isFetching}>
        <QueryStates
          query={query}
          isEmpty={(data) => data.orders.length === 0}
          empty={<EmptyState title={t('storeConsole.orders.empty')} />}
        >
          {(data) => (
            <>
              <p className="mb-2 text-sm font-semibold text-muted">
                {t('storeConsole.orders.results', { count: data.total })}
              </p>
              <ul className="flex flex-col gap-3">
                {data.orders.map((order) => (
                  <li key={order.id}>
                    <OrderRow
                      order={order}
                      open={openId === order.id}
                      onToggle={() => setOpenId(openId === order.id ? null : order.id)}
                    />
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav
                  aria-label={t('storeConsole.orders.page', { page: filters.page, pages })}
                  className="mt-4 flex items-center gap-3"
                >
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={filters.page <= 1}
                    onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
                  >
                    {t('storeConsole.orders.previous')}
                  </Button>
                  <span className="text-sm">
                    {t('storeConsole.orders.page', { page: filters.page, pages })}
                  </span>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={filters.page >= pages}
                    onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
                  >
                    {t('storeConsole.orders.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </QueryStates>
      </div>
    </>
  );
}

function OrderRow({ order, open, onToggle }: { order: OrderSummary; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const text = useDynamicText();
  const detailId = `console-order-${order.id}`;
  return (
    <article className="rounded-sheet border border-line bg-surface p-4 shadow-card">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-5">
          <div>
            <dt className="text-muted">{t('storeConsole.orders.number')}</dt>
            <dd className="font-mono font-bold text-ink">{orderNumber(order.sID)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.orders.placed')}</dt>
            <dd>{format.dateTime(order.createdTimestamp)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.orders.customer')}</dt>
            <dd className="break-all">{order.buyerEmail ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.orders.chefs')}</dt>
            <dd className="break-all">{order.chefs.map(chefDisplayName).join(', ')}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.orders.amount')}</dt>
            <dd>
              {format.euro(order.amountToPay)} ·{' '}
              {text(`storeConsole.orders.payment.${order.paymentStatus}`, order.paymentStatus)}
              <br />
              {t(`storeConsole.orders.choice.${paymentChoice(order.payInCash)}`)}
              <br />
              {order.itemStatuses
                .map((status) => text(`storeConsole.orders.itemStatus.${status}`, status))
                .join(', ')}
            </dd>
          </div>
        </dl>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={detailId}
          aria-label={t('storeConsole.orders.detailsFor', { number: orderNumber(order.sID) })}
          onClick={onToggle}
        >
          {open ? t('storeConsole.orders.close') : t('storeConsole.orders.details')}
        </Button>
      </div>
      {open ? (
        <div id={detailId}>
          <OrderHistory orderId={order.id} />
        </div>
      ) : null}
    </article>
  );
}

function OrderHistory({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const text = useDynamicText();
  const query = useConsoleOrder(orderId);
  if (query.isPending) return <ListSkeleton rows={2} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const order = query.data;
  const none = <p className="text-sm text-muted">{t('storeConsole.orders.none')}</p>;
  return (
    <div className="mt-4 grid gap-4 border-t border-line pt-4 md:grid-cols-2">
      <section>
        <h4 className="text-sm font-bold">{t('storeConsole.orders.items')}</h4>
        <ul className="mt-1 text-sm">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.title} × {item.quantity} · {format.euro(item.total)} ·{' '}
              {text(`storeConsole.orders.itemStatus.${item.status}`, item.status)} ·{' '}
              {t(`storeConsole.orders.money.${item.moneyState}`, { amount: format.euro(item.cashAtService) })}{' '}
              · {chefDisplayName(item.chef)}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h4 className="text-sm font-bold">{t('storeConsole.orders.payments')}</h4>
        {order.payments.length ? (
          <ul className="mt-1 text-sm">
            {order.payments.map((payment) => (
              <li key={payment.id}>
                {format.dateTime(payment.createdTimestamp)} · {payment.provider} ·{' '}
                {format.euro(payment.amount)} · {payment.status}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </section>
      <section>
        <h4 className="text-sm font-bold">{t('storeConsole.orders.refunds')}</h4>
        {order.refunds.length ? (
          <ul className="mt-1 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {format.dateTime(refund.createdTimestamp)} · {format.euro(refund.amount)} · {refund.status} ·{' '}
                {refund.reason}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </section>
      <section>
        <h4 className="text-sm font-bold">{t('storeConsole.orders.payouts')}</h4>
        {order.payouts.length ? (
          <ul className="mt-1 text-sm">
            {order.payouts.map((payout) => (
              <li key={payout.id}>
                {format.euro(payout.amount)} ·{' '}
                {text(`storeConsole.payouts.status.${payout.status}`, payout.status)} ·{' '}
                {payout.paidTimestamp
                  ? t('storeConsole.payouts.paidAt', { date: format.dateTime(payout.paidTimestamp) })
                  : t('storeConsole.payouts.dueAt', { date: format.dateTime(payout.dueTimestamp) })}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </section>
      <div className="md:col-span-2">
        <DecisionList decisions={fromConsole(order.decisions)} />
      </div>
    </div>
  );
}
