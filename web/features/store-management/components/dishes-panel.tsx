import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useDeactivateDish } from '../api/deactivate-dish.ts';
import { useConsoleDishes, type DishFilters } from '../api/get-dishes.ts';
import { fromConsole } from '../decisions.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import type { DishRow } from '#domain/store-management/console.response.ts';
import { DecisionList } from './decision-list.tsx';
import { EmptyState, QueryStates, Segmented } from '../../../components/list-states.tsx';
import { ReasonDecision } from './reason-decision.tsx';

/** Dishes by title or chef; one that breaks the rules is taken down with a reason for its chef. */
export function DishesPanel() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<DishFilters>({ q: '', state: 'active', page: 1 });
  const query = useConsoleDishes(filters);
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          type="search"
          label={t('storeConsole.dishes.search')}
          value={filters.q}
          onChange={(event) => setFilters({ ...filters, q: event.target.value, page: 1 })}
        />
        <Segmented
          label={t('storeConsole.dishes.filterLabel')}
          options={[
            { key: 'active', label: t('storeConsole.dishes.active') },
            { key: 'deactivated', label: t('storeConsole.dishes.deactivated') },
          ]}
          value={filters.state}
          onChange={(state) => setFilters({ ...filters, state, page: 1 })}
        />
      </div>
      <QueryStates
        query={query}
        isEmpty={(data) => data.dishes.length === 0}
        empty={<EmptyState title={t('storeConsole.dishes.empty')} />}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.dishes.map((dish) => (
              <li key={dish.id}>
                <DishCard dish={dish} onReload={() => void query.refetch()} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}

function DishCard({ dish, onReload }: { dish: DishRow; onReload: () => void }) {
  const { t } = useTranslation();
  const deactivate = useDeactivateDish();
  const [open, setOpen] = useState(false);
  return (
    <article className="rounded-sheet border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold text-ink">
            <Link to={`/product-detail/${dish.id}`} className="hover:underline">
              {dish.title}
            </Link>
          </h3>
          <p className="text-sm break-all text-muted">{chefDisplayName(dish.chef)}</p>
          {dish.chef.email && dish.chef.email !== chefDisplayName(dish.chef) ? (
            <p className="text-xs break-all text-muted">{dish.chef.email}</p>
          ) : null}
          {dish.blockedReason ? (
            <p className="mt-1 text-sm font-semibold text-danger">
              {t('storeConsole.dishes.blocked', { reason: dish.blockedReason })}
            </p>
          ) : !dish.active ? (
            <p className="mt-1 text-sm text-muted">{t('storeConsole.dishes.hidden')}</p>
          ) : null}
        </div>
        {!dish.blockedReason ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-label={t('storeConsole.dishes.deactivateFor', { title: dish.title })}
            onClick={() => setOpen(!open)}
          >
            {t('storeConsole.dishes.deactivate')}
          </Button>
        ) : null}
      </div>
      {open && !dish.blockedReason ? (
        <ReasonDecision<'deactivate'>
          label={t('storeConsole.dishes.deactivateFor', { title: dish.title })}
          actions={[
            {
              key: 'deactivate',
              label: t('storeConsole.dishes.deactivate'),
              needsReason: true,
              tone: 'primary',
            },
          ]}
          pending={deactivate.isPending ? 'deactivate' : null}
          error={deactivate.error}
          onDecide={(_key, reason) =>
            deactivate.mutate(
              { productId: dish.id, reason },
              { onSuccess: () => showToast('success', 'storeConsole.dishes.deactivatedToast') },
            )
          }
          onReload={() => {
            deactivate.reset();
            onReload();
          }}
        />
      ) : null}
      {dish.decisions.length ? <DecisionList decisions={fromConsole(dish.decisions)} /> : null}
    </article>
  );
}
