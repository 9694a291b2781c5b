import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Order } from '../types.ts';
import { SECTION, SECTION_TITLE } from './detail-section.ts';
import { useOrderLabels } from './use-order-labels.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** The order page's summary: number, customer (for its chef), dates, address, commentary, payment method. */
export function SummarySection({
  order,
  number,
  viewer,
}: {
  order: Order;
  number: string;
  viewer: 'buyer' | 'seller';
}) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const address = order.address;
  return (
    <section aria-labelledby="order-summary" className={SECTION}>
      <h2 id="order-summary" className={SECTION_TITLE}>
        {t('orderPages.detail.summary')}
      </h2>
      <dl className="mt-2 divide-y divide-line">
        <Row term={t('orderPages.detail.number')}>
          <span className="font-mono font-bold break-all">{number}</span>
        </Row>
        {viewer === 'seller' ? (
          <Row term={t('orderPages.detail.customer')}>
            <span className="font-semibold break-all">
              {order.customer?.name ?? t('orderPages.detail.guestCustomer')}
            </span>
          </Row>
        ) : null}
        <Row term={t('orderPages.detail.placed')}>{labels.dateTime(order.createTimestamp)}</Row>
        {order.updateTimestamp ? (
          <Row term={t('orderPages.detail.updated')}>{labels.dateTime(order.updateTimestamp)}</Row>
        ) : null}
        <Row term={t('orderPages.detail.serviceDate')}>
          <span className="font-semibold">{labels.dateTime(order.deliveryDate)}</span>
        </Row>
        <Row term={t('orderPages.detail.address')}>
          {address ? (
            <address className="not-italic">
              <span className="font-semibold">{address.title}</span>
              <br />
              {address.formatted_address}
              <br />
              {[address.postalCode, address.city].filter(Boolean).join(' ')}
              {address.state && address.state !== address.city ? `, ${address.state}` : ''}
              <br />
              {t('orderPages.detail.phone', { phone: address.phone })}
            </address>
          ) : (
            t('orderPages.detail.noAddress')
          )}
        </Row>
        <Row term={t('orderPages.detail.commentary')}>
          {order.commentary ? (
            <span className="whitespace-pre-line">{order.commentary}</span>
          ) : (
            t('orderPages.detail.noCommentary')
          )}
        </Row>
        <Row term={t('orderPages.detail.catering')}>
          {order.cateringRequired ? t('orderPages.detail.yes') : t('orderPages.detail.no')}
        </Row>
        <Row term={t('orderPages.detail.paymentMethod')}>{labels.method(order)}</Row>
      </dl>
    </section>
  );
}
