import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CartIcon } from '../../components/ui/icons.tsx';
import { formatCartBadge, useCartCount } from '../../features/cart/cart-count.ts';

/** The header cart link with its item-count badge (spec accounts §2: capped at 99+). */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  const badge = formatCartBadge(count);
  const label = count > 0 ? t('nav.cartWithCount', { count, badge }) : t('nav.cart');
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
    >
      <CartIcon size={22} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-paprika px-1 text-xs font-bold text-white ring-2 ring-cream"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
