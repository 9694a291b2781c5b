import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useEuro } from '../../../lib/use-euro.ts';
import { imageSrcSet, sizedImage } from '../image-url.ts';
import type { Merchant } from '#domain/catalog/catalog.response.ts';
import { chefName } from '../types.ts';
import { FoodPlaceholder } from './food-placeholder.tsx';
import { useCatalogLabels } from './labels.ts';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part.ts';

/** Card images fill a column of the 1/2/3-column grid. */
const CardTrust = lazyPart(() => import('./card-trust.tsx'));

const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

export function ChefAvatar({ merchant, className = '' }: { merchant: Merchant; className?: string }) {
  const name = chefName(merchant);
  const source = merchant.thumbnailUrl ?? merchant.avatarUrl;
  return source ? (
    <img
      src={sizedImage(source, 160)}
      alt=""
      aria-hidden="true"
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className={`rounded-full object-cover ring-4 ring-surface ${className}`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`inline-flex items-center justify-center rounded-full bg-paprika font-bold text-white ring-4 ring-surface ${className}`}
    >
      {name.charAt(0).toLocaleUpperCase() || '?'}
    </span>
  );
}

/**
 * One chef in the list (spec marketplace §2): cover photo, avatar, name, kitchen types, hourly rate
 * and city. The name is the link; it stretches over the card so the whole card is one target.
 */
export function ChefCard({ merchant, eager = false }: { merchant: Merchant; eager?: boolean }) {
  const { t } = useTranslation();
  const euro = useEuro();
  const labels = useCatalogLabels();
  const name = chefName(merchant);
  const rate = merchant.merchantInfo.hourRate;
  const kitchens = merchant.merchantInfo.kitchenType.map(labels.kitchenType).join(' · ');
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-surface shadow-card transition hover:-translate-y-0.5 hover:shadow-pop focus-within:shadow-pop">
      <div className="relative aspect-[16/10] overflow-hidden bg-sand">
        {merchant.coverImageUrl ? (
          <img
            src={sizedImage(merchant.coverImageUrl, 480)}
            srcSet={imageSrcSet(merchant.coverImageUrl, [320, 480, 800])}
            sizes={CARD_SIZES}
            alt=""
            aria-hidden="true"
            width={480}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            // The first cards are the list's largest paint: decoded with the page, not a frame later.
            fetchPriority={eager ? 'high' : undefined}
            decoding={eager ? undefined : 'async'}
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <FoodPlaceholder className="size-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4">
        <ChefAvatar merchant={merchant} className="relative -mt-8 size-16 text-2xl" />
        <h3 className="mt-2 text-lg leading-snug font-bold text-ink">
          <Link
            to={`/store/${encodeURIComponent(merchant.storeName ?? '')}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-paprika-dark focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-paprika-dark"
          >
            {name}
          </Link>
        </h3>
        {kitchens ? <p className="mt-0.5 text-sm text-muted">{kitchens}</p> : null}
        {/* Rating, next date and badges: a small module of their own, after the list's first paint
            (the route's budget), in a row whose height is held meanwhile. */}
        <Suspense fallback={<div aria-hidden="true" className="mt-2 h-7" />}>
          <CardTrust merchant={merchant} />
        </Suspense>
        <dl className="mt-3 flex flex-wrap items-center gap-2 text-sm font-semibold">
          {rate ? (
            <div className="rounded-full bg-paprika-soft px-3 py-1 text-paprika-dark">
              <dt className="sr-only">{t('catalog.card.rate')}</dt>
              <dd>{t('catalog.perHour', { price: euro(rate) })}</dd>
            </div>
          ) : null}
          {merchant.city ? (
            <div className="rounded-full bg-sand px-3 py-1 text-ink">
              <dt className="sr-only">{t('catalog.card.city')}</dt>
              <dd className="flex items-center gap-1">
                <PinIcon />
                {merchant.city}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}

function PinIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

export function ChefCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card bg-surface shadow-card">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="px-4 pb-4">
        <Skeleton className="-mt-8 size-16 rounded-full ring-4 ring-surface" />
        <Skeleton className="mt-3 h-5 w-2/3" />
        <Skeleton className="mt-2 h-4 w-1/2" />
        <div className="mt-3 flex gap-2">
          <Skeleton className="h-7 w-20 rounded-full" />
          <Skeleton className="h-7 w-20 rounded-full" />
        </div>
      </div>
    </div>
  );
}
