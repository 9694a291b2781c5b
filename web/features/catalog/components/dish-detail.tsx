import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CartItem } from '#domain/cart/cart.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ArrowLeftIcon, CartIcon, PencilIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { translateCode } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import '../texts.ts';
import { useProduct } from '../api/get-product.ts';
import { useProductDetails } from '../api/get-product-details.ts';
import { backTarget, hasAppHistory } from '../back-rule.ts';
import { AddedToCartNotice } from './added-to-cart-notice.tsx';
import { cartItemFor } from '../cart-item.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { useIngredients } from '../use-ingredients.ts';
import { chefName } from '../types.ts';
import { AllergenChips } from './allergen-chips.tsx';
import { DishGallery } from './dish-gallery.tsx';
import { useCatalogLabels } from './labels.ts';
import { ServingsStepper } from './servings-stepper.tsx';
import { DishReviews } from './dish-reviews.tsx';
import { StarRow } from './star-row.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

interface DishDetailProps {
  productId: string;
  /** The signed-in user's id: the dish's owner sees edit instead of add-to-cart (spec §6). */
  viewerId: string | null;
  onAddToCart: (item: CartItem) => void;
}

/** The dish page (spec marketplace §2 "/product-detail/{productId}"). */
export function DishDetail({ productId, viewerId, onAddToCart }: DishDetailProps) {
  const { t } = useTranslation();
  const euro = useEuro();
  const labels = useCatalogLabels();
  const navigate = useNavigate();
  const location = useLocation();
  const productQuery = useProduct(productId);
  const detailsQuery = useProductDetails(productId);
  // The ordered list with units when the server sends it, else the spec's map.
  const ingredientsQuery = useIngredients(
    detailsQuery.data?.ingredients
      ? JSON.stringify(detailsQuery.data.ingredients)
      : detailsQuery.data?.ingridients,
  );
  const [quantity, setQuantity] = useState(1);
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const clearAdded = useCallback(() => setAddedAt(null), []);

  // spec marketplace §8: a details failure is logged only; the page shows what the product has.
  useEffect(() => {
    if (detailsQuery.isError) console.warn('Failed to get product details', detailsQuery.error);
  }, [detailsQuery.isError, detailsQuery.error]);

  const product = productQuery.data?.product;
  const isOwner = Boolean(product && viewerId && viewerId === product.userId);
  const handleBack = () => {
    const target = backTarget({
      hasHistory: hasAppHistory(location.key),
      isOwner,
      storeName: product?.chef.storeName,
    });
    if (target === -1) void navigate(-1);
    else void navigate(target);
  };
  const backButton = (
    <Button
      variant="ghost"
      size="sm"
      onClick={handleBack}
      icon={<ArrowLeftIcon size={18} />}
      className="-ml-2"
    >
      {t('catalog.detail.back')}
    </Button>
  );

  if (productQuery.isPending) return <DishDetailSkeleton label={t('catalog.detail.loading')} />;

  if (productQuery.isError || !product) {
    const error = productQuery.error;
    // A malformed id is answered 400; for the visitor it is the same missing dish.
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    const message = isApiError(error) && error.kind !== 'http' ? error.message : undefined;
    const heading = notFound ? translateCode('dishes.notFound') : t('catalog.detail.loadFailed');
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
        <DocumentTitle title={`${heading} · ${BRAND_NAME}`} />
        <h1 className="text-3xl font-extrabold tracking-tight">{heading}</h1>
        <p className="mt-3 text-lg text-muted">{notFound ? t('catalog.detail.notFoundBody') : message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={handleBack} icon={<ArrowLeftIcon size={18} />}>
            {t('catalog.detail.goBack')}
          </Button>
          {notFound ? (
            <Link to="/mp" className={buttonClasses('primary')}>
              {t('catalog.store.browseChefs')}
            </Link>
          ) : (
            <Button onClick={() => void productQuery.refetch()} isLoading={productQuery.isRefetching}>
              {t('catalog.retry')}
            </Button>
          )}
        </div>
      </section>
    );
  }

  const details = detailsQuery.data ?? null;
  const baseServings = details?.servingsNumber ?? product.servingsNumber ?? 0;
  const preparationMinutes = details?.preparationMinutes ?? product.preparationMinutes;
  const kitchenType = details?.kitchenType ?? product.kitchenType;
  const hourRate = details?.hourRate ?? product.hourRate;
  const ingredients = ingredientsQuery.data ?? [];
  const allergens = details?.allergens?.length ? details.allergens : product.allergens;
  const volume = baseServings > 0 ? quantity : 1;
  const images = product.relatedFiles.length > 0 ? product.relatedFiles : productQuery.data.relatedFiles;
  const storeName = product.chef.storeName;

  const handleAdd = () => {
    onAddToCart(
      cartItemFor({ ...product, servingsNumber: baseServings || null, preparationMinutes }, volume),
    );
    setAddedAt(Date.now());
  };

  return (
    <article>
      <DocumentTitle title={`${product.title} · ${BRAND_NAME}`} />
      {backButton}
      <div className="mt-3 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <DishGallery images={images} title={product.title} />
        </div>

        <div className="flex flex-col gap-5">
          <div>
            {storeName ? (
              <Link
                to={`/store/${encodeURIComponent(storeName)}`}
                className="font-semibold text-paprika-dark underline-offset-4 hover:underline"
              >
                {t('catalog.dish.byChef', { name: chefName(product.chef) })}
              </Link>
            ) : null}
            <div className="mt-1 flex flex-wrap items-start gap-3">
              <h1 className="min-w-0 flex-1 text-3xl font-black tracking-tight text-ink sm:text-4xl">
                {product.title}
              </h1>
              {isOwner ? (
                <span
                  className={`mt-2 rounded-full px-3 py-1 text-xs font-bold text-white ${product.active && !product.missing?.length ? 'bg-basil' : 'bg-ink'}`}
                >
                  {product.missing?.length
                    ? t('catalog.dish.unfinished')
                    : product.active
                      ? t('catalog.dish.active')
                      : t('catalog.dish.inactive')}
                </span>
              ) : null}
            </div>
            <div className="mt-2">
              <StarRow rating={product.rating} />
            </div>
          </div>

          <div>
            <p className="text-3xl font-extrabold text-paprika-dark">{euro(product.price)}</p>
            {product.pricedByTime && preparationMinutes ? (
              <p className="text-sm text-muted">
                {t('catalog.detail.priceByTime', { minutes: preparationMinutes })}
              </p>
            ) : null}
          </div>

          {product.description ? (
            <p className="text-lg whitespace-pre-line text-ink">{product.description}</p>
          ) : null}
          <AllergenChips allergens={allergens} />

          {isOwner ? (
            <div className="flex flex-col gap-3 rounded-card bg-sand p-4">
              <p className="text-sm text-muted">{t('catalog.detail.ownerNote')}</p>
              <Link to={`/product/${product.id}`} className={buttonClasses('primary', 'lg', 'self-start')}>
                <PencilIcon />
                {t('catalog.detail.editDish')}
              </Link>
            </div>
          ) : (
            <div className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card">
              {baseServings > 0 ? (
                <ServingsStepper base={baseServings} quantity={quantity} onChange={setQuantity} />
              ) : null}
              <Button size="lg" onClick={handleAdd} icon={<CartIcon size={20} />} className="w-full">
                {t('catalog.detail.addToCartTotal', { price: euro(product.price * volume) })}
              </Button>
              <AddedToCartNotice addedAt={addedAt} onDone={clearAdded} pinned={false} />
            </div>
          )}

          <div className="flex flex-col divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
            {ingredients.length > 0 ? (
              <Section title={t('catalog.detail.ingredients')} defaultOpen>
                <ul className="flex flex-col gap-1">
                  {ingredients.map((ingredient) => (
                    <li key={ingredient.name} className="flex justify-between gap-4">
                      <span>{ingredient.name}</span>
                      <span className="font-semibold tabular-nums">
                        {ingredient.value}
                        {ingredient.unit ? ` ${t(`catalog.detail.units.${ingredient.unit}`)}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section title={t('catalog.detail.details')} defaultOpen>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                {preparationMinutes ? (
                  <Row label={t('catalog.detail.prepTime')}>
                    {t('catalog.detail.minutes', { count: preparationMinutes })}
                  </Row>
                ) : null}
                {baseServings > 0 ? (
                  <Row label={t('catalog.detail.servingsNumber')}>{baseServings}</Row>
                ) : null}
                {details?.calories ? (
                  <Row label={t('catalog.detail.calories')}>
                    {t('catalog.detail.kcal', { count: details.calories })}
                  </Row>
                ) : null}
                <Row label={t('catalog.detail.kitchenType')}>
                  {kitchenType ? labels.kitchenType(kitchenType) : t('catalog.detail.notSpecified')}
                </Row>
              </dl>
              {details?.preparationDescription ? (
                <div className="mt-3">
                  <h3 className="font-semibold">{t('catalog.detail.prepDescription')}</h3>
                  <p className="mt-1 whitespace-pre-line text-muted">{details.preparationDescription}</p>
                </div>
              ) : null}
            </Section>
            <Section title={t('catalog.detail.service')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                <Row label={t('catalog.detail.unit')}>
                  {product.measureUnit || t('catalog.detail.notSpecified')}
                </Row>
                {product.size ? <Row label={t('catalog.detail.size')}>{product.size}</Row> : null}
                <Row label={t('catalog.detail.hourRate')}>
                  {hourRate
                    ? t('catalog.perHour', { price: euro(hourRate) })
                    : t('catalog.detail.notSpecified')}
                </Row>
              </dl>
            </Section>
          </div>
        </div>
      </div>
      <DishReviews productId={product.id} rating={product.rating} />
    </article>
  );
}

function Section({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  // The user's choice wins over later renders (the ingredients arrive after the first paint).
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group">
      <summary className="flex min-h-13 cursor-pointer list-none items-center justify-between gap-3 px-4 font-bold hover:bg-cream [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg">{title}</h2>
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
          focusable="false"
          className="transition-transform group-open:rotate-180"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </>
  );
}

function DishDetailSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-9 w-24 rounded-full" />
      <div aria-hidden="true" className="mt-3 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-[4/3] w-full rounded-sheet" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-32 w-full rounded-card" />
        </div>
      </div>
    </div>
  );
}
