import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ChefHatIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useEuro } from '../../../lib/use-euro.ts';
import { imageSrcSet, sizedImage } from '../image-url.ts';
import type { Merchant, MerchantBadges, RatingSummary } from '#domain/catalog/catalog.response.ts';
import { chefName, type CulinaryTraining } from '../types.ts';
import { StarRow } from './star-row.tsx';
import { ChefAvatar } from './chef-card.tsx';
import { FoodPlaceholder } from './food-placeholder.tsx';
import { useCatalogLabels } from './labels.ts';
import { VideoCvButton } from './video-cv-button.tsx';
import { NextAvailable } from './next-available.tsx';
import { LazyTrustBadges } from './lazy-trust-badges.tsx';

const TRAINING_KEYS = {
  13: 'catalog.store.training13',
  14: 'catalog.store.training14',
  15: 'catalog.store.training15',
  16: 'catalog.store.training16',
} as const satisfies Record<CulinaryTraining, string>;

interface ChefHeaderProps {
  merchant: Merchant & { badges: MerchantBadges; rating?: RatingSummary };
  isOwner: boolean;
  /** The owner is an approved chef (stored valid flag): offer "New dish". */
  canCreateDish: boolean;
}

/** The stored answer is a number; only the four options have a label. */
const isTraining = (value: number | null): value is CulinaryTraining =>
  value !== null && Object.hasOwn(TRAINING_KEYS, value);

/** The chef profile at the top of /store/{nickname}: photo, name, city, kitchens, rate, about, badges. */
export function ChefHeader({ merchant, isOwner, canCreateDish }: ChefHeaderProps) {
  const { t } = useTranslation();
  const euro = useEuro();
  const labels = useCatalogLabels();
  const name = chefName(merchant);
  const { badges, merchantInfo } = merchant;
  const training = isTraining(badges.culinaryTraining) ? TRAINING_KEYS[badges.culinaryTraining] : null;
  const about = merchant.about ?? merchantInfo.about;
  // The earned badges explained on tap; the video and the training have their own, richer items.
  const earned = merchant.earnedBadges.filter(
    (badge) => badge.kind !== 'videoIntroduction' && badge.kind !== 'culinaryTraining',
  );
  return (
    <header>
      <div className="relative -mx-4 aspect-[16/9] overflow-hidden bg-sand sm:mx-0 sm:aspect-[3/1] sm:rounded-sheet lg:aspect-auto lg:h-72">
        {merchant.coverImageUrl ? (
          <img
            src={sizedImage(merchant.coverImageUrl, 800)}
            srcSet={imageSrcSet(merchant.coverImageUrl, [480, 800, 1200])}
            sizes="(min-width: 1152px) 1104px, 100vw"
            alt=""
            aria-hidden="true"
            width={1200}
            height={400}
            // The page's largest paint: fetched first and decoded with the page, not a frame later.
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : (
          <FoodPlaceholder className="size-full" />
        )}
      </div>
      <div className="relative px-1 sm:px-6">
        <ChefAvatar
          merchant={merchant}
          className="-mt-12 size-24 text-4xl shadow-card sm:-mt-14 sm:size-28"
        />
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{name}</h1>
            <div className="mt-1">
              <StarRow rating={merchant.rating} />
            </div>
            <p className="mt-1 text-muted">
              {[merchant.city, ...merchantInfo.kitchenType.map(labels.kitchenType)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <NextAvailable date={merchant.nextAvailableDate} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {merchantInfo.hourRate ? (
              <p className="rounded-full bg-paprika-soft px-4 py-2 font-bold text-paprika-dark">
                <span className="sr-only">{t('catalog.store.hourRate')}: </span>
                {t('catalog.perHour', { price: euro(merchantInfo.hourRate) })}
              </p>
            ) : null}
            {isOwner && canCreateDish ? (
              <Link to="/product" className={buttonClasses('primary')}>
                <PlusIcon />
                {t('catalog.store.newDish')}
              </Link>
            ) : null}
          </div>
        </div>

        {earned.length > 0 ? (
          <div className="mt-4">
            <LazyTrustBadges badges={earned} />
          </div>
        ) : null}
        {training || badges.videoCvUrl ? (
          <ul aria-label={t('catalog.store.badges')} className="mt-4 flex flex-wrap gap-2">
            {training ? (
              <li className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-sand px-3 text-sm font-semibold text-ink">
                <ChefHatIcon size={16} />
                {t(training)}
              </li>
            ) : null}
            {badges.videoCvUrl ? (
              <li>
                <VideoCvButton url={badges.videoCvUrl} chefName={name} />
              </li>
            ) : null}
          </ul>
        ) : null}

        {about ? <p className="mt-4 max-w-3xl text-lg whitespace-pre-line text-ink">{about}</p> : null}
      </div>
    </header>
  );
}

export function ChefHeaderSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="-mx-4 aspect-[16/9] rounded-none sm:mx-0 sm:aspect-[3/1] sm:rounded-sheet lg:aspect-auto lg:h-72" />
      <div className="px-1 sm:px-6">
        <Skeleton className="-mt-12 size-24 rounded-full ring-4 ring-cream sm:-mt-14 sm:size-28" />
        <Skeleton className="mt-4 h-9 w-2/3 max-w-sm" />
        <Skeleton className="mt-2 h-5 w-1/2 max-w-xs" />
        <Skeleton className="mt-5 h-5 w-full max-w-2xl" />
        <Skeleton className="mt-2 h-5 w-5/6 max-w-xl" />
      </div>
    </div>
  );
}
