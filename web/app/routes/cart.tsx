import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { CartPageContent } from '../../features/cart/cart-page/cart-page.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** spec marketplace §2: the cart (/cart). */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('routes.cart')} · ${BRAND_NAME}`} />
      <CartPageContent />
    </div>
  );
}
