import type { ReactNode } from 'react';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEventFormat } from '../format.ts';
import { useEventLabels } from '../labels.ts';

const TERM = 'text-xs font-bold tracking-wide text-muted uppercase';

function Item({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className={TERM}>{term}</dt>
      <dd className="mt-0.5 font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * What the customer asked for, as a list of terms: when, where (the address only to the customer),
 * guests and budget, cuisines, allergens and other needs, the note. The customer and the chefs see
 * the same summary.
 */
export function RequestSummary({ request }: { request: EventRequestView }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels();
  const perPerson = Math.round(request.budgetTotal / Math.max(1, request.guests));
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Item term={t('eventRequestPages.summary.when')}>{format.dateTime(request.serviceDate)}</Item>
      <Item term={t('eventRequestPages.summary.where')}>
        {request.address ? `${request.address}, ${request.city}` : request.city}
      </Item>
      <Item term={t('eventRequestPages.summary.guests')}>{request.guests}</Item>
      <Item term={t('eventRequestPages.summary.budget')}>
        {t('eventRequestPages.summary.budgetValue', {
          total: format.euro(request.budgetTotal),
          perPerson: format.euro(perPerson),
        })}
      </Item>
      <Item term={t('eventRequestPages.summary.cuisines')}>
        {request.cuisines.length > 0
          ? request.cuisines.map(labels.cuisine).join(', ')
          : t('eventRequestPages.summary.anyCuisine')}
      </Item>
      <Item term={t('eventRequestPages.summary.allergens')}>
        {request.allergens.length > 0
          ? labels.allergenList(request.allergens)
          : t('eventRequestPages.summary.noAllergens')}
      </Item>
      {request.dietaryNeeds ? (
        <Item term={t('eventRequestPages.summary.dietaryNeeds')} wide>
          {request.dietaryNeeds}
        </Item>
      ) : null}
      {request.note ? (
        <Item term={t('eventRequestPages.summary.note')} wide>
          <span className="font-normal whitespace-pre-line">{request.note}</span>
        </Item>
      ) : null}
    </dl>
  );
}

/** A request's or proposal's state as a small pill; `tone` follows what it means for the reader. */
export function StatePill({ children, tone }: { children: ReactNode; tone: 'open' | 'done' | 'closed' }) {
  const tones = {
    open: 'bg-basil-soft text-basil',
    done: 'bg-paprika-soft text-paprika-dark',
    closed: 'bg-sand text-muted',
  };
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold ${tones[tone]}`}>
      {children}
    </span>
  );
}

export function requestTone(state: EventRequestView['state']): 'open' | 'done' | 'closed' {
  if (state === 'open') return 'open';
  return state === 'accepted' ? 'done' : 'closed';
}
