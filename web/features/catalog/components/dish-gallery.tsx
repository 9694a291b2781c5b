import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { imageSrcSet, sizedImage } from '../image-url.ts';
import type { RelatedFile } from '#domain/catalog/catalog.response.ts';
import { FoodPlaceholder } from './food-placeholder.tsx';

/**
 * spec marketplace §2 "Dish detail": the main photo, thumbnails when there is more than one, and a
 * placeholder that says no images are available when there are none.
 */
export function DishGallery({ images, title }: { images: readonly RelatedFile[]; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];

  if (!current) {
    return (
      <div className="relative aspect-[4/3] overflow-hidden rounded-sheet">
        <FoodPlaceholder className="size-full" />
        <p className="absolute inset-x-0 bottom-4 mx-auto w-fit rounded-full bg-surface/90 px-4 py-1.5 text-sm font-semibold text-ink shadow-card">
          {t('catalog.detail.noImages')}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-[4/3] overflow-hidden rounded-sheet bg-sand shadow-card">
        <img
          key={current.fileId}
          src={sizedImage(current.url, 800)}
          srcSet={imageSrcSet(current.url, [480, 800, 1200])}
          sizes="(min-width: 1024px) 560px, 100vw"
          alt={title}
          width={800}
          height={600}
          // The page's largest paint: fetched first and decoded with the page, not a frame later.
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul aria-label={t('catalog.detail.gallery')} className="relative flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => {
            const isCurrent = image === current;
            return (
              <li key={image.fileId} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setSelected(index)}
                  aria-pressed={isCurrent}
                  aria-label={t('catalog.detail.photoOf', { index: index + 1, count: images.length })}
                  className={`block size-18 overflow-hidden rounded-field border-3 sm:size-20 ${
                    isCurrent ? 'border-paprika' : 'border-transparent opacity-80 hover:opacity-100'
                  }`}
                >
                  <img
                    src={sizedImage(image.url, 160)}
                    alt=""
                    aria-hidden="true"
                    width={80}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
