import { Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import type { Allergen } from '#domain/dishes/allergens.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import { translateCode } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import '../texts.ts';
import { filterByAllergens } from '../allergen-filter.ts';
import { useStoreProducts } from '../api/get-store-products.ts';
import type { Product } from '#domain/catalog/catalog.response.ts';
import { chefName } from '../types.ts';
import { AllergenFilterBar } from './allergen-filter-bar.tsx';
import { ChefHeader, ChefHeaderSkeleton } from './chef-header.tsx';
import { DishCard, DishCardSkeleton } from './dish-card.tsx';
import { OFFSCREEN_UNTIL_NEAR } from './offscreen.ts';
import { ReviewList } from './review-list.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';

/** How the chef keeps their word: a part of its own, after the header (the route's budget). */
const ChefReliability = lazyPart(() => import('./chef-reliability.tsx'));

interface ChefStoreProps {
  nickname: string;
  /** The stored valid flag: an approved chef may create dishes. */
  canCreateDish: boolean;
  /** Visitors' add-to-cart; the route decides what happens next (a 3-second notice). */
  onAddToCart: (product: Product) => void;
}

/** The public chef page (spec marketplace §2 "/store/{userNickname}"). */
export function ChefStore({ nickname, canCreateDish, onAddToCart }: ChefStoreProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch, isRefetching } = useStoreProducts(nickname);
  const [hiddenAllergens, setHiddenAllergens] = useState<Allergen[]>([]);

  const products = useMemo(() => data?.products.map((entry) => entry.product) ?? [], [data]);
  const { visible, hiddenCount } = useMemo(
    () => filterByAllergens(products, hiddenAllergens),
    [products, hiddenAllergens],
  );

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('catalog.store.loading')}
        </p>
        <ChefHeaderSkeleton />
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <DishCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    const notFound = isApiError(error) && error.status === 404;
    const heading = notFound ? translateCode('chefs.notFound') : t('catalog.store.failedTitle');
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
        <DocumentTitle title={`${heading} · ${BRAND_NAME}`} />
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
          <ChefHatIcon size={40} />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{heading}</h1>
        <p className="mt-3 text-lg text-muted">
          {notFound ? t('catalog.store.notFoundBody') : t('catalog.list.failedBody')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {notFound ? null : (
            <Button variant="secondary" onClick={() => void refetch()} isLoading={isRefetching}>
              {t('catalog.retry')}
            </Button>
          )}
          <Link to="/mp" className={buttonClasses('primary')}>
            {t('catalog.store.browseChefs')}
          </Link>
        </div>
      </section>
    );
  }

  const { merchant, isOwner } = data;
  const hidesUndeclared =
    hiddenAllergens.length > 0 && products.some((product) => (product.allergens ?? []).length === 0);

  return (
    <div>
      <DocumentTitle title={`${chefName(merchant)} · ${BRAND_NAME}`} />
      <ChefHeader merchant={merchant} isOwner={isOwner} canCreateDish={canCreateDish} />
      <Suspense fallback={null}>
        <ChefReliability reliability={merchant.reliability} />
      </Suspense>

      {isOwner ? (
        <Banner tone="info" className="mt-6">
          {merchant.merchantInfo.valid ? t('catalog.store.ownerNotice') : t('catalog.store.pendingNotice')}
        </Banner>
      ) : null}

      <section aria-labelledby="chef-dishes" className="mt-10">
        <h2 id="chef-dishes" className="text-2xl font-extrabold tracking-tight">
          {t('catalog.store.dishes')}
          {products.length > 0 ? <span className="ml-2 text-muted">{` ${products.length}`}</span> : null}
        </h2>
        {products.length === 0 ? (
          <p className="mt-4 rounded-card border border-dashed border-line bg-surface/60 px-6 py-10 text-center text-muted">
            {isOwner ? t('catalog.store.noDishesOwner') : t('catalog.store.noDishes')}
          </p>
        ) : (
          <>
            <div className="mt-4">
              <AllergenFilterBar
                hidden={hiddenAllergens}
                onChange={setHiddenAllergens}
                hiddenCount={hiddenCount}
                hidesUndeclared={hidesUndeclared}
              />
            </div>
            {visible.length === 0 ? (
              <p className="mt-6 rounded-card border border-dashed border-line bg-surface/60 px-6 py-10 text-center text-muted">
                {t('catalog.allergenFilter.allHidden')}
              </p>
            ) : (
              <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {visible.map((product) => (
                  <li key={product.id} className={OFFSCREEN_UNTIL_NEAR.dishCard}>
                    <DishCard
                      product={product}
                      isOwner={isOwner}
                      onAddToCart={isOwner ? undefined : onAddToCart}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      {merchant.recentReviews?.length ? (
        <section aria-labelledby="chef-reviews" className="mt-10">
          <h2 id="chef-reviews" className="text-2xl font-extrabold tracking-tight">
            {t('catalog.reviews.recentReviews')}
          </h2>
          <div className="mt-4">
            <ReviewList reviews={merchant.recentReviews} showDish />
          </div>
        </section>
      ) : null}
    </div>
  );
}
