import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { orderNumber } from '#domain/orders/order-number.ts';
import { sellerWork, type SellerWork } from '#domain/orders/seller-work.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { now } from '../../../lib/clock.ts';
import './texts.ts';
import { useSellerWork } from '../api/get-seller-work.ts';
import { chipClasses, useOrderLabels } from '../components/use-order-labels.ts';
import { workLink } from '../work-links.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

const SECTION = 'rounded-card bg-surface p-5 shadow-card';
const LINK =
  'inline-flex min-h-11 items-center font-bold text-paprika-dark underline underline-offset-4 hover:text-ink';

/**
 * The top of the chef's Sell tab: what needs her now, by the domain's rule (seller-work.ts), in four
 * lists with their counts (complaints first: they have a deadline and hold a payout), each entry a
 * link to the place on the order page where she acts. When nothing needs her, it says so calmly.
 * Loaded with the Sell tab only (orders-overview.tsx), with its own words; the orders screen's words
 * (quantity, Try again) are loaded by then.
 */
export function NeedsYou() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useSellerWork();
  const heading = (count?: number) => (
    <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-xl font-extrabold text-ink">
      {t('orderPages.needsYou.title')}
      {count ? (
        <span className="rounded-full bg-paprika px-2.5 py-0.5 text-sm font-bold text-white tabular-nums">
          <span className="sr-only">:</span> {t('orderPages.needsYou.count', { count })}
        </span>
      ) : null}
    </h2>
  );

  if (query.isPending) {
    return (
      <section aria-labelledby={headingId} aria-busy="true" className={SECTION}>
        {heading()}
        <p role="status" className="sr-only">
          {t('orderPages.needsYou.loading')}
        </p>
        <Skeleton className="mt-4 h-5 w-2/3" />
        <Skeleton className="mt-3 h-5 w-1/2" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section aria-labelledby={headingId} className={SECTION}>
        {heading()}
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-danger">
          <p className="font-semibold">{t('orderPages.needsYou.loadFailed')}</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void query.refetch()}
            isLoading={query.isRefetching}
          >
            {t('orderPages.list.retry')}
          </Button>
        </div>
      </section>
    );
  }

  const work = sellerWork(query.data, now());
  if (work.total === 0) {
    return (
      <section aria-labelledby={headingId} className={`${SECTION} flex items-start gap-4`}>
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-basil-soft text-basil">
          <CheckIcon size={24} />
        </span>
        <div>
          <h2 id={headingId} className="text-xl font-extrabold text-ink">
            {t('orderPages.needsYou.calmTitle')}
          </h2>
          <p className="mt-1 text-muted">{t('orderPages.needsYou.calmBody')}</p>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className={`${SECTION} border-l-4 border-paprika`}>
      {heading(work.total)}
      <div className="mt-4 grid gap-x-8 gap-y-5 lg:grid-cols-2">
        <WorkLists work={work} />
      </div>
    </section>
  );
}

function WorkLists({ work }: { work: SellerWork }) {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  // The Vilnius time of a service today or tomorrow ("18:00"), as the order pages write times.
  const time = (ms: number) => formatInstant(ms, 'time', i18n.resolvedLanguage);
  const number = (sID: string) => orderNumber(sID);
  return (
    <>
      <Group title={t('orderPages.needsYou.groups.complaints')} count={work.complaints.length}>
        {work.complaints.map((entry) => (
          <li key={entry.complaintId}>
            <Link to={workLink.complaint(entry.orderId, entry.complaintId)} className={LINK}>
              {t('orderPages.needsYou.complaint', { dish: entry.title })}
            </Link>
            <Meta>
              <span className={chipClasses(entry.overdue ? 'bad' : 'waiting')}>
                {t(entry.overdue ? 'orderPages.needsYou.answerOverdue' : 'orderPages.needsYou.answerBy', {
                  date: labels.dateTime(entry.answerBy),
                })}
              </span>{' '}
              {t('orderPages.needsYou.order', { number: number(entry.sID) })}
            </Meta>
            <Meta>{t('orderPages.needsYou.payoutHeld')}</Meta>
          </li>
        ))}
      </Group>
      <Group title={t('orderPages.needsYou.groups.confirm')} count={work.confirm.length}>
        {work.confirm.map((entry) => (
          <li key={entry.orderId}>
            <Link to={workLink.item(entry.orderId, entry.items[0]!.itemId)} className={LINK}>
              {t('orderPages.needsYou.confirm', { number: number(entry.sID) })}
            </Link>
            <Meta>
              {entry.items
                .map((item) => `${item.title} ${t('orderPages.card.quantity', { count: item.volume })}`)
                .join(', ')}
            </Meta>
            <Meta>{t('orderPages.needsYou.serviceOn', { date: labels.dateTime(entry.serviceDate) })}</Meta>
          </li>
        ))}
      </Group>
      <Group title={t('orderPages.needsYou.groups.deliver')} count={work.deliver.length}>
        {work.deliver.map((entry) => (
          <li key={entry.itemId}>
            <Link to={workLink.item(entry.orderId, entry.itemId)} className={LINK}>
              {t('orderPages.needsYou.deliver', { dish: entry.title })}
            </Link>
            <Meta>
              <span className={chipClasses(entry.due === 'overdue' ? 'bad' : 'waiting')}>
                {t(`orderPages.needsYou.due.${entry.due}`, {
                  date: labels.dateTime(entry.serviceDate),
                  time: time(entry.serviceDate),
                })}
              </span>{' '}
              {t('orderPages.needsYou.order', { number: number(entry.sID) })}
            </Meta>
          </li>
        ))}
      </Group>
      <Group title={t('orderPages.needsYou.groups.reviews')} count={work.reviews.length}>
        {work.reviews.map((entry) => (
          <li key={entry.reviewId}>
            <Link to={workLink.review(entry.orderId, entry.reviewId)} className={LINK}>
              {t('orderPages.needsYou.review', { dish: entry.title })}
            </Link>
            <Meta>
              {t('orderPages.needsYou.rating', { rating: entry.rating })} ·{' '}
              {t('orderPages.needsYou.order', { number: number(entry.sID) })} · {labels.date(entry.createdAt)}
            </Meta>
          </li>
        ))}
      </Group>
    </>
  );
}

/** One kind of work with its count; a kind with nothing in it is left out. */
function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <div>
      <h3 id={headingId} className="flex items-center gap-2 font-bold text-ink">
        {title}
        <span className="min-w-6 rounded-full bg-sand px-2 py-0.5 text-center text-sm font-bold tabular-nums">
          <span className="sr-only">:</span> {count}
        </span>
      </h3>
      <ul aria-labelledby={headingId} className="mt-1 flex flex-col divide-y divide-line [&>li]:py-1">
        {children}
      </ul>
    </div>
  );
}

function Meta({ children }: { children: ReactNode }) {
  return <p className="pb-1 text-sm text-muted">{children}</p>;
}
