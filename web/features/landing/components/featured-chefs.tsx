import { Link } from 'react-router';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FEATURED_COUNT, useFeaturedChefs, type FeaturedChef } from '../api/get-featured-chefs.ts';

function ChefTile({ chef }: { chef: FeaturedChef }) {
  const { t } = useTranslation();
  const euro = useEuro();
  const name = chefDisplayName({
    firstName: chef.firstName,
    lastName: chef.lastName,
    nickname: chef.storeName,
  });
  const rate = chef.merchantInfo.hourRate;
  return (
    <li className="group relative overflow-hidden rounded-card bg-surface shadow-card transition hover:-translate-y-0.5 focus-within:shadow-pop">
      <div className="aspect-[4/3] bg-sand">
        {chef.coverImageUrl ? (
          <img
            src={`${chef.coverImageUrl}?w=480`}
            alt=""
            aria-hidden="true"
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center bg-paprika-soft text-5xl font-black text-paprika-dark"
          >
            {name.charAt(0).toLocaleUpperCase()}
          </span>
        )}
      </div>
      <div className="p-4">
        <h3 className="text-lg font-bold">
          <Link
            to={`/store/${encodeURIComponent(chef.storeName)}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-paprika-dark focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-paprika-dark"
          >
            {name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {[chef.city, rate ? t('landingPage.perHour', { rate: euro(rate) }) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </li>
  );
}

/** A few approved chefs from the live list; the section hides itself when there are none. */
export function FeaturedChefs() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useFeaturedChefs();
  if (!isPending && !isError && data.length === 0) return null;
  return (
    <section aria-labelledby="landing-featured" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="landing-featured" className="text-2xl font-extrabold tracking-tight">
          {t('landingPage.featuredTitle')}
        </h2>
        <Link to="/mp" className="font-semibold text-paprika-dark underline-offset-4 hover:underline">
          {t('landingPage.featuredAll')}
        </Link>
      </div>
      {isError ? (
        <p className="mt-4 text-muted">{t('landingPage.featuredFailed')}</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-3" aria-busy={isPending || undefined}>
          {isPending
            ? Array.from({ length: FEATURED_COUNT }, (_, i) => (
                <li key={i} className="overflow-hidden rounded-card bg-surface shadow-card">
                  <Skeleton className="aspect-[4/3] w-full" />
                  <div className="space-y-2 p-4">
                    <Skeleton className="h-5 w-2/3" />
                    <Skeleton className="h-4 w-1/3" />
                  </div>
                </li>
              ))
            : data.map((chef) => <ChefTile key={chef.userId} chef={chef} />)}
        </ul>
      )}
    </section>
  );
}
