import { useTranslation } from 'react-i18next';

/** spec marketplace §2: a fixed five-star row with four filled, until real ratings replace it. */
export const FIXED_RATING = 4;

export function StarRow() {
  const { t } = useTranslation();
  return (
    <div role="img" aria-label={t('catalog.detail.rating', { value: FIXED_RATING })} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={star <= FIXED_RATING ? 'text-saffron' : 'text-line'}
        >
          <path
            fill="currentColor"
            d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          />
        </svg>
      ))}
    </div>
  );
}
