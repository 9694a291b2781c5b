import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ArrowRightIcon, CartIcon } from '../../../components/ui/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { changeCartQuantity, clearCart, removeFromCart, useCart } from '../cart-store.ts';
import { CartLine } from './cart-line.tsx';
import './texts.ts';

/**
 * /cart (spec marketplace §2 "Cart"): an empty state with continue-shopping, or the lines with their
 * steppers, clear cart, the subtotal (spec §9: the sum of price × quantity), proceed to checkout and
 * continue shopping. The cart is the one chef_cart store (cart-store.ts).
 */
export function CartPageContent() {
  const { t } = useTranslation();
  const euro = useEuro();
  const items = useCart();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const subtotal = items.reduce((total, item) => total + item.price * item.productVolume, 0);
  const dishes = items.reduce((total, item) => total + item.productVolume, 0);

  // A removed line takes the focus with it: hand it to the page heading so keyboard users stay oriented.
  const focusHeading = () => heading.current?.focus();

  if (items.length === 0) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
          <CartIcon size={40} />
        </span>
        <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-extrabold tracking-tight">
          {t('cartPage.emptyTitle')}
        </h1>
        <p className="mt-3 text-lg text-muted">{t('cartPage.emptyBody')}</p>
        <Link to="/mp" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('cartPage.continueShopping')}
        </Link>
      </section>
    );
  }

  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
          {t('cartPage.title')}
        </h1>
        <p className="text-muted">{t('cartPage.count', { count: dishes })}</p>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
        <div>
          <h2 className="sr-only">{t('cartPage.items')}</h2>
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.productId}>
                <CartLine
                  item={item}
                  onQuantity={(quantity) => changeCartQuantity(item.productId, quantity)}
                  onRemove={() => {
                    removeFromCart(item.productId);
                    showToast('info', 'cartPage.removed', { title: item.title });
                    focusHeading();
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="mt-4">
            {confirmingClear ? (
              <div
                role="group"
                aria-label={t('cartPage.clearConfirm')}
                className="flex flex-col gap-3 rounded-card border border-danger/30 bg-danger-soft p-4 sm:flex-row sm:items-center"
              >
                <p className="font-semibold text-danger sm:flex-1">{t('cartPage.clearConfirm')}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    className="bg-danger! hover:bg-danger!"
                    onClick={() => {
                      clearCart();
                      setConfirmingClear(false);
                    }}
                  >
                    {t('cartPage.clearYes')}
                  </Button>
                  {/* The question takes the focus from the Clear cart button it replaces. */}
                  <Button autoFocus size="sm" variant="secondary" onClick={() => setConfirmingClear(false)}>
                    {t('cartPage.clearNo')}
                  </Button>
                </div>
              </div>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setConfirmingClear(true)}
                className="text-danger!"
              >
                {t('cartPage.clear')}
              </Button>
            )}
          </div>
        </div>

        <aside
          aria-labelledby="cart-summary"
          className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card lg:sticky lg:top-20"
        >
          <h2 id="cart-summary" className="text-xl font-extrabold text-ink">
            {t('cartPage.summary')}
          </h2>
          <dl className="flex items-baseline justify-between gap-4 border-b border-line pb-3">
            <dt className="font-semibold text-ink">{t('cartPage.subtotal')}</dt>
            <dd className="text-2xl font-black text-ink tabular-nums">{euro(subtotal)}</dd>
          </dl>
          <p className="text-sm text-muted">{t('cartPage.feesNote')}</p>
          <Link to="/checkout" className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('cartPage.checkout')}
            <ArrowRightIcon size={20} />
          </Link>
          <Link to="/mp" className={buttonClasses('secondary', 'md', 'w-full')}>
            {t('cartPage.continueShopping')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
