import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { EVENT_REQUEST_STATES, type EventRequestState } from '#domain/event-requests/event-request-rules.ts';
import type { ConsoleEventRequest } from '#domain/event-requests/event-request.response.ts';
import { useCloseEventRequest } from '../api/close-event-request.ts';
import { useConsoleEventRequest, useConsoleEventRequests } from '../api/get-event-requests.ts';
import { fromConsole } from '../decisions.ts';
import { DecisionList } from './decision-list.tsx';
import { EmptyState, ListSkeleton, LoadFailed, QueryStates } from '../../../components/list-states.tsx';
import { ReasonDecision } from './reason-decision.tsx';
import { useConsoleFormat } from './use-console-format.ts';

/** The address's names for this tab's filters and the request opened, cleared when the tab changes. */
export const EVENT_REQUEST_PARAMS = ['state', 'city', 'page', 'request'] as const;

const isState = (value: string | null): value is EventRequestState =>
  (EVENT_REQUEST_STATES as readonly (string | null)[]).includes(value);

/**
 * Event requests: filtered by state and city, each row opening its proposals, and an
 * open request that breaks the rules closed with a reason. The filters, page and the request opened
 * live in the address, so a link or a reload shows the same list.
 */
export function EventRequestsPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : '';
  const city = params.get('city') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const openId = Number(params.get('request')) || null;
  const [draft, setDraft] = useState({ state, city });
  const query = useConsoleEventRequests({ state, city, page });

  const update = (values: Partial<Record<(typeof EVENT_REQUEST_PARAMS)[number], string | null>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ state: draft.state, city: draft.city.trim(), page: null, request: null });
  }
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const goTo = (to: number) => update({ page: to > 1 ? String(to) : null, request: null });

  return (
    <>
      <form
        role="search"
        aria-label={t('storeConsole.eventRequests.search')}
        onSubmit={handleSubmit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <SelectField
          label={t('storeConsole.eventRequests.state')}
          placeholder={t('storeConsole.eventRequests.any')}
          options={EVENT_REQUEST_STATES.map((value) => ({
            value,
            label: t(`storeConsole.eventRequests.states.${value}`),
          }))}
          value={draft.state}
          onChange={(event) => setDraft({ ...draft, state: event.target.value as EventRequestState | '' })}
        />
        <TextField
          label={t('storeConsole.eventRequests.city')}
          type="search"
          value={draft.city}
          onChange={(event) => setDraft({ ...draft, city: event.target.value })}
        />
        <div className="flex items-end gap-2">
          <Button type="submit">{t('storeConsole.eventRequests.submit')}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft({ state: '', city: '' });
              update({ state: null, city: null, page: null, request: null });
            }}
          >
            {t('storeConsole.eventRequests.clear')}
          </Button>
        </div>
      </form>
      <div className="mt-5" aria-live="polite" aria-busy={query.isFetching}>
        <QueryStates
          query={query}
          isEmpty={(data) => data.requests.length === 0}
          empty={<EmptyState title={t('storeConsole.eventRequests.empty')} />}
        >
          {(data) => (
            <>
              <p className="mb-2 text-sm font-semibold text-muted">
                {data.totalCapped
                  ? t('storeConsole.eventRequests.resultsCapped', { count: data.total })
                  : t('storeConsole.eventRequests.results', { count: data.total })}
              </p>
              <ul className="flex flex-col gap-3">
                {data.requests.map((request) => (
                  <li key={request.id}>
                    <RequestRow
                      request={request}
                      open={openId === request.id}
                      onToggle={() => update({ request: openId === request.id ? null : String(request.id) })}
                    />
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav
                  aria-label={t('storeConsole.eventRequests.page', { page, pages })}
                  className="mt-4 flex items-center gap-3"
                >
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => goTo(page - 1)}
                  >
                    {t('storeConsole.eventRequests.previous')}
                  </Button>
                  <span className="text-sm">{t('storeConsole.eventRequests.page', { page, pages })}</span>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={page >= pages}
                    onClick={() => goTo(page + 1)}
                  >
                    {t('storeConsole.eventRequests.next')}
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

/** The customer as the console names people: the e-mail, and the name when given. */
function customerText(customer: ConsoleEventRequest['customer']) {
  return customer.name ? `${customer.name} · ${customer.email}` : customer.email;
}

function RequestRow({
  request,
  open,
  onToggle,
}: {
  request: ConsoleEventRequest;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const detailId = `console-event-request-${request.id}`;
  return (
    <article className="rounded-sheet border border-line bg-surface p-4 shadow-card">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-4 xl:grid-cols-7">
          <div className="col-span-2 md:col-span-4 xl:col-span-2">
            <dt className="text-muted">{t('storeConsole.eventRequests.customer')}</dt>
            <dd className="break-all">{customerText(request.customer)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.eventRequests.date')}</dt>
            <dd>{format.dateTime(request.serviceDate)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.eventRequests.city')}</dt>
            <dd>{request.city}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.eventRequests.guests')}</dt>
            <dd>{request.guests}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.eventRequests.budget')}</dt>
            <dd>
              {request.budgetKind === 'perPerson'
                ? t('storeConsole.eventRequests.perPerson', { amount: format.euro(request.budget) })
                : t('storeConsole.eventRequests.inTotal', { amount: format.euro(request.budget) })}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('storeConsole.eventRequests.stateAndProposals')}</dt>
            <dd>
              <span className="font-semibold">{t(`storeConsole.eventRequests.states.${request.state}`)}</span>
              <br />
              {t('storeConsole.eventRequests.proposalCount', { count: request.proposalCount })}
            </dd>
          </div>
        </dl>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={detailId}
          aria-label={t('storeConsole.eventRequests.detailsFor', { id: request.id })}
          onClick={onToggle}
        >
          {open ? t('storeConsole.eventRequests.hide') : t('storeConsole.eventRequests.details')}
        </Button>
      </div>
      {open ? (
        <div id={detailId}>
          <RequestDetail requestId={request.id} />
        </div>
      ) : null}
    </article>
  );
}

function RequestDetail({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const query = useConsoleEventRequest(requestId);
  const close = useCloseEventRequest();
  if (query.isPending) return <ListSkeleton rows={2} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const { request, proposals, decisions } = query.data;
  const none = t('storeConsole.eventRequests.none');
  return (
    <div className="mt-4 border-t border-line pt-4">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('storeConsole.eventRequests.occasion')}</dt>
          <dd>{t(`storeConsole.eventRequests.occasions.${request.occasion}`)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('storeConsole.eventRequests.filed')}</dt>
          <dd>{format.dateTime(request.createdTimestamp)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">{t('storeConsole.eventRequests.address')}</dt>
          <dd>{request.address ?? none}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">{t('storeConsole.eventRequests.note')}</dt>
          <dd className="whitespace-pre-line">{request.note ?? none}</dd>
        </div>
        {request.closedReason ? (
          <div className="sm:col-span-2">
            <dt className="text-muted">{t('storeConsole.eventRequests.closedReason')}</dt>
            <dd className="font-semibold whitespace-pre-line text-danger">{request.closedReason}</dd>
          </div>
        ) : null}
      </dl>
      <section className="mt-4">
        <h4 className="text-sm font-bold">{t('storeConsole.eventRequests.proposalsTitle')}</h4>
        {proposals.length ? (
          <div className="relative mt-1 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {t('storeConsole.eventRequests.chef')}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {t('storeConsole.eventRequests.price')}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {t('storeConsole.eventRequests.revisions')}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    {t('storeConsole.eventRequests.proposalState')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {proposals.map((proposal) => (
                  <tr key={proposal.id} className="border-t border-line">
                    <td className="py-1 pr-4">
                      {proposal.chef.name}
                      {proposal.chef.nickname ? (
                        <span className="text-muted"> · {proposal.chef.nickname}</span>
                      ) : null}
                    </td>
                    <td className="py-1 pr-4">
                      {format.euro(proposal.price)}{' '}
                      <span className="text-muted">
                        (
                        {t('storeConsole.eventRequests.perGuest', {
                          amount: format.euro(proposal.pricePerGuest),
                        })}
                        )
                      </span>
                    </td>
                    <td className="py-1 pr-4">{proposal.revision}</td>
                    <td className="py-1">
                      {t(`storeConsole.eventRequests.proposalStates.${proposal.state}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-1 text-sm text-muted">{t('storeConsole.eventRequests.noProposals')}</p>
        )}
      </section>
      {request.state === 'open' ? (
        <section className="mt-4">
          <h4 className="text-sm font-bold">{t('storeConsole.eventRequests.closeTitle')}</h4>
          <p className="mt-1 max-w-3xl text-sm text-muted">{t('storeConsole.eventRequests.closeHint')}</p>
          <ReasonDecision<'close'>
            label={t('storeConsole.eventRequests.closeFor', { id: request.id })}
            actions={[
              {
                key: 'close',
                label: t('storeConsole.eventRequests.close'),
                needsReason: true,
                reasonMissing: t('storeConsole.eventRequests.reasonMissing'),
                tone: 'primary',
              },
            ]}
            pending={close.isPending ? 'close' : null}
            error={close.error}
            onDecide={(_key, reason) => close.mutate({ requestId: request.id, reason })}
            onReload={() => {
              close.reset();
              void query.refetch();
            }}
          />
        </section>
      ) : null}
      <DecisionList decisions={fromConsole(decisions)} />
    </div>
  );
}
