import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useOrderReviews } from '../api/get-order-reviews.ts';
import type { Order } from '../types.ts';
import { now } from '../../../lib/clock.ts';
import { TARGET_CLASSES, workTarget } from '../work-links.ts';
import { orderItemPath } from '../item-path.ts';
import { SECTION, SECTION_TITLE } from './detail-section.ts';
import { ItemLife } from './item-life.tsx';
import { chipClasses, useOrderLabels } from './use-order-labels.ts';

/** The order page's dishes, each with its state, money and what can be done with it now. */
export function ItemsSection({ order, viewer }: { order: Order; viewer: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const hasDelivered = order.orderItems.some((item) => item.status === 'delivered');
  const reviews = useOrderReviews(order.id, hasDelivered);
  const moment = now();
  useScrollToTarget();
  return (
    <section aria-labelledby="order-items" className={SECTION}>
      <h2 id="order-items" className={SECTION_TITLE}>
        {t('orderPages.detail.items')}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {order.orderItems.map((item) => {
          const status = labels.itemStatus(item);
          return (
            <li
              key={item.id}
              id={workTarget.item(item.id)}
              tabIndex={-1}
              className={`py-3 ${TARGET_CLASSES}`}
            >
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <Link
                    to={orderItemPath(item, viewer)}
                    className="font-bold text-ink underline-offset-4 hover:text-paprika-dark hover:underline"
                  >
                    {item.product.title}
                  </Link>
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                    <div className="flex gap-1">
                      <dt>{t('orderPages.detail.quantity')}:</dt>
                      <dd className="font-semibold text-ink">{item.volume}</dd>
                    </div>
                    {item.servings ? (
                      <div className="flex gap-1">
                        <dt>{t('orderPages.detail.servings')}:</dt>
                        <dd className="font-semibold text-ink">{item.servings}</dd>
                      </div>
                    ) : null}
                    <div className="flex gap-1">
                      <dt>{t('orderPages.detail.unitPrice')}:</dt>
                      <dd className="font-semibold text-ink tabular-nums">
                        {labels.euro(item.product.price)}
                      </dd>
                    </div>
                  </dl>
                </div>
                <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                  <span className="flex flex-wrap justify-end gap-1.5">
                    <span className={chipClasses(status.tone)}>{status.text}</span>
                    <MoneyChip order={order} item={item} />
                  </span>
                  <span className="font-extrabold text-ink tabular-nums">
                    <span className="sr-only">{t('orderPages.detail.lineTotal')}: </span>
                    {labels.euro(item.product.price * item.volume)}
                  </span>
                </div>
              </div>
              <ItemLife
                order={order}
                item={item}
                viewer={viewer}
                review={reviews.data?.find((review) => review.orderItemId === item.id)}
                reviewsKnown={reviews.isSuccess}
                now={moment}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A link from the chef's Needs you or the customer's Rate names a dish, complaint, review or rating
 * form by the address's #id (work-links.ts): once it is on the page (reviews load after the order),
 * it is scrolled to and focused, once per address, so keyboard and screen reader users land there too.
 * After the frame, so the new page's own scroll to the top and heading focus (app-layout) come first.
 */
function useScrollToTarget() {
  const { hash } = useLocation();
  const reached = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || reached.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    reached.current = hash;
    requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
  });
}

function MoneyChip({ order, item }: { order: Order; item: Order['orderItems'][number] }) {
  const labels = useOrderLabels();
  const money = labels.money(item.moneyState, item.cashAtService, order.viewer);
  return <span className={chipClasses(money.tone)}>{money.text}</span>;
}
