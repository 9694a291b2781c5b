import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { MIN_PRODUCT_VOLUME, type CartItem } from '#domain/cart/cart.ts';
import { MAX_PRODUCT_VOLUME } from '#domain/orders/checkout-rules.ts';
import { perServing } from '#domain/money.ts';
import { useEuro } from '../../../lib/use-euro.ts';

interface CartLineProps {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** The repository resizes images by `?w=`; a thumbnail never loads the original photo. */
function thumbnail(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * One cart line (spec marketplace §2 "Cart"): photo and title open the dish, line price, price per
 * serving, servings, hour rate, preparation time, a quantity stepper (minimum 1; the servings follow)
 * and remove.
 */
export function CartLine({ item, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const euro = useEuro();
  const href = `/product-detail/${item.productId}`;
  const lineTotal = item.price * item.productVolume;
  const servings = item.servingsNumber > 0 ? item.servingsNumber : item.productVolume;
  // The line total is what is charged; a serving's price that does not divide it says so.
  const serving = perServing(lineTotal, servings);
  const stepButton =
    'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-xl font-bold text-ink hover:border-paprika hover:text-paprika-dark disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';
  return (
    <article className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-card bg-surface p-4 shadow-card sm:grid-cols-[7.5rem_minmax(0,1fr)_auto]">
      {/* The title link is the keyboard's way to the dish; the photo is the same link for pointers. */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="row-span-2 block overflow-hidden rounded-field bg-sand sm:row-span-2"
      >
        {item.imageSrc ? (
          <img
            src={thumbnail(item.imageSrc, 160)}
            srcSet={`${thumbnail(item.imageSrc, 160)} 160w, ${thumbnail(item.imageSrc, 320)} 320w`}
            sizes="(min-width: 640px) 120px, 88px"
            alt=""
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
            className="aspect-square size-full object-cover"
          />
        ) : (
          <span className="flex aspect-square items-center justify-center text-3xl">🍲</span>
        )}
      </Link>

      <div className="min-w-0">
        <h3 className="text-lg leading-snug font-bold">
          <Link to={href} className="text-ink underline-offset-4 hover:text-paprika-dark hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-muted">
          {serving.exact
            ? t('cartPage.perServing', { price: euro(serving.cents) })
            : t('cartPage.perServingApprox', {
                price: euro(serving.cents),
                total: euro(lineTotal),
                count: servings,
              })}
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="sr-only">{t('cartPage.servingsLabel')}</dt>
            <dd className="font-semibold text-ink">{t('cartPage.servings', { count: servings })}</dd>
          </div>
          {item.hourRate ? (
            <div className="flex gap-1">
              <dt className="text-muted">{t('cartPage.hourRate')}:</dt>
              <dd className="font-semibold text-ink">
                {t('cartPage.perHour', { price: euro(item.hourRate) })}
              </dd>
            </div>
          ) : null}
          {item.preparationMinutes ? (
            <div className="flex gap-1">
              <dt className="text-muted">{t('cartPage.prepTime')}:</dt>
              <dd className="font-semibold text-ink">
                {t('cartPage.minutes', { count: item.preparationMinutes })}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>

      <p className="col-start-2 self-start text-xl font-extrabold text-paprika-dark tabular-nums sm:col-start-3 sm:row-start-1 sm:text-right">
        {euro(lineTotal)}
      </p>

      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 sm:col-span-2 sm:col-start-2 sm:row-start-2 sm:border-0 sm:pt-0 sm:justify-start sm:gap-6">
        <div
          role="group"
          aria-label={t('cartPage.quantityOf', { title: item.title })}
          className="flex items-center gap-3"
        >
          <button
            type="button"
            className={stepButton}
            onClick={() => onQuantity(item.productVolume - 1)}
            disabled={item.productVolume <= MIN_PRODUCT_VOLUME}
            aria-label={t('cartPage.decrease', { title: item.title })}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output aria-live="polite" className="min-w-8 text-center text-lg font-extrabold tabular-nums">
            {item.productVolume}
          </output>
          <button
            type="button"
            className={stepButton}
            onClick={() => onQuantity(item.productVolume + 1)}
            disabled={item.productVolume >= MAX_PRODUCT_VOLUME}
            aria-label={t('cartPage.increase', { title: item.title })}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('cartPage.removeItem', { title: item.title })}
          className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-danger underline-offset-4 hover:bg-danger-soft hover:underline"
        >
          {t('cartPage.remove')}
        </button>
      </div>
    </article>
  );
}
