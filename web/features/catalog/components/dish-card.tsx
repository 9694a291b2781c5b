import { Link } from 'react-router';
import { PencilIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useEuro } from '../../../lib/use-euro.ts';
import { previewText } from '../format.ts';
import { imageSrcSet, sizedImage } from '../image-url.ts';
import type { Product } from '#domain/catalog/catalog.response.ts';
import { AllergenChips } from './allergen-chips.tsx';
import { FoodPlaceholder } from './food-placeholder.tsx';

const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

interface DishCardProps {
  product: Product;
  /** The chef looking at their own page: Active/Inactive and Edit instead of add-to-cart. */
  isOwner: boolean;
  onAddToCart?: (product: Product) => void;
}

/**
 * A dish on the chef page (spec marketplace §2): photo, title, price, the description cut at 60
 * characters and allergen chips. The title links to the dish; it stretches over the card, and the
 * card's own buttons sit above that link.
 */
export function DishCard({ product, isOwner, onAddToCart }: DishCardProps) {
  const { t } = useTranslation();
  const euro = useEuro();
  const image = product.relatedFiles[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card transition hover:-translate-y-0.5 hover:shadow-pop focus-within:shadow-pop">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand">
        {image ? (
          <img
            src={sizedImage(image.url, 480)}
            srcSet={imageSrcSet(image.url, [320, 480, 800])}
            sizes={CARD_SIZES}
            alt={product.title}
            width={480}
            height={360}
            // Below the chef's cover and introduction on every screen: fetched as they come into
            // view, so they leave the line to the cover photo (the page's largest paint).
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <FoodPlaceholder className="size-full" />
        )}
        {isOwner ? (
          <span
            className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold shadow-card ${
              product.active && !product.missing?.length ? 'bg-basil text-white' : 'bg-ink text-white'
            }`}
          >
            {product.missing?.length
              ? t('catalog.dish.unfinished')
              : product.active
                ? t('catalog.dish.active')
                : t('catalog.dish.inactive')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-lg leading-snug font-bold text-ink">
            <Link
              to={`/product-detail/${product.id}`}
              className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-paprika-dark focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-paprika-dark"
            >
              {product.title}
            </Link>
          </h3>
          <p className="shrink-0 text-lg font-extrabold text-paprika-dark">{euro(product.price)}</p>
        </div>
        {product.description ? (
          <p className="text-sm text-muted">{previewText(product.description)}</p>
        ) : null}
        <AllergenChips allergens={product.allergens} className="mt-auto pt-1" />
        <div className="relative z-10 mt-2 flex">
          {isOwner ? (
            <Link
              to={`/product/${product.id}`}
              aria-label={`${t('catalog.dish.edit')}: ${product.title}`}
              className={buttonClasses('secondary', 'sm')}
            >
              <PencilIcon />
              {t('catalog.dish.edit')}
            </Link>
          ) : onAddToCart ? (
            <button
              type="button"
              onClick={() => onAddToCart(product)}
              aria-label={`${t('catalog.dish.addToCart')}: ${product.title}`}
              className={buttonClasses('primary', 'sm')}
            >
              <PlusIcon />
              {t('catalog.dish.addToCart')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function DishCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card bg-surface shadow-card">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <Skeleton className="mt-4 h-9 w-32 rounded-full" />
      </div>
    </div>
  );
}
