import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { canRate } from '../order-actions.ts';
import type { Order } from '../types.ts';
import { workLink } from '../work-links.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { chipClasses, useOrderLabels } from './use-order-labels.ts';
import { orderItemPath } from '../item-path.ts';

/**
 * The dishes of an order card (spec marketplace §2): title, price, status, payment status and a
 * link to the dish. A real table on wider screens; on phones each row stacks into a small card.
 * Explicit ARIA roles keep the table semantics when CSS changes the display of its parts. The
 * customer's delivered dishes not rated yet carry a Rate link to the order page's rating form.
 */
// The chef's buttons load with the Sell tab: a customer's list never needs them.
const SellerItemActions = lazyPart(() =>
  import('./seller-item-actions.tsx').then((module) => ({ default: module.SellerItemActions })),
);

/** On a phone two chips share a row: longer words (Lithuanian) wrap inside them instead of past the card. */
const PHONE_WRAP = 'max-sm:whitespace-normal';

export function OrderItemsTable({
  order,
  number,
  asSeller = false,
}: {
  order: Order;
  number: string;
  asSeller?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const head = 'px-4 py-2 text-left text-xs font-bold tracking-wide text-muted uppercase';
  const mobileLabel = 'mr-1 text-xs font-semibold text-muted sm:hidden';
  return (
    <table role="table" className="w-full border-collapse text-sm">
      <caption className="sr-only">{t('orderPages.card.caption', { number })}</caption>
      <thead role="rowgroup" className="max-sm:sr-only">
        <tr role="row" className="border-b border-line">
          <th role="columnheader" scope="col" className={head}>
            {t('orderPages.card.dish')}
          </th>
          <th role="columnheader" scope="col" className={`${head} text-right`}>
            {t('orderPages.card.price')}
          </th>
          <th role="columnheader" scope="col" className={head}>
            {t('orderPages.card.status')}
          </th>
          <th role="columnheader" scope="col" className={head}>
            {t('orderPages.card.payment')}
          </th>
          <th role="columnheader" scope="col" className={head}>
            <span className="sr-only">{t('orderPages.card.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {order.orderItems.map((item) => {
          const status = labels.itemStatus(item);
          // The dish's own money state: a dish whose cash the chef still collects is never 'Paid'.
          const itemPayment = labels.money(item.moneyState, item.cashAtService, order.viewer);
          return (
            <tr
              key={item.id}
              role="row"
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 border-b border-line px-4 py-3 last:border-b-0 sm:table-row sm:p-0"
            >
              <td role="cell" className="font-semibold text-ink sm:px-4 sm:py-3">
                {item.product.title}{' '}
                <span className="font-normal whitespace-nowrap text-muted">
                  {t('orderPages.card.quantity', { count: item.volume })}
                </span>
              </td>
              <td role="cell" className="text-right font-bold whitespace-nowrap tabular-nums sm:px-4 sm:py-3">
                {labels.euro(item.product.price * item.volume)}
              </td>
              <td role="cell" className="sm:px-4 sm:py-3">
                <span aria-hidden="true" className={mobileLabel}>
                  {t('orderPages.card.status')}:
                </span>
                <span className={`${chipClasses(status.tone)} ${PHONE_WRAP}`}>{status.text}</span>
              </td>
              <td role="cell" className="text-right sm:px-4 sm:py-3 sm:text-left">
                <span aria-hidden="true" className={mobileLabel}>
                  {t('orderPages.card.payment')}:
                </span>
                <span className={`${chipClasses(itemPayment.tone)} ${PHONE_WRAP}`}>{itemPayment.text}</span>
              </td>
              <td role="cell" className="col-span-2 sm:px-4 sm:py-3 sm:text-right">
                {asSeller ? (
                  <div className="mb-2 sm:flex sm:justify-end">
                    <Suspense fallback={null}>
                      <SellerItemActions order={order} item={item} />
                    </Suspense>
                  </div>
                ) : order.viewer === 'buyer' && canRate(item, item.review !== null) ? (
                  // Delivered and not rated yet: straight to the rating form on the order page.
                  <div className="mb-2 sm:flex sm:justify-end">
                    <Link
                      to={workLink.rate(order.id, item.id)}
                      // The visible word first, then the dish (a flex link would split its parts' names).
                      aria-label={`${t('orderPages.card.rate')}: ${item.product.title}`}
                      className={buttonClasses('primary', 'md')}
                    >
                      {t('orderPages.card.rate')}
                    </Link>
                  </div>
                ) : null}
                <Link
                  to={orderItemPath(item, asSeller ? 'seller' : 'buyer')}
                  className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-paprika-dark underline underline-offset-4 hover:text-ink sm:min-h-0"
                >
                  {t('orderPages.card.viewProduct')}
                  <span className="sr-only">: {item.product.title}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
