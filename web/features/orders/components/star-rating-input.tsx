import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../texts.ts';

const STARS = [1, 2, 3, 4, 5] as const;

export function StarIcon({ filled, size = 28 }: { filled: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={filled ? 'text-saffron' : 'text-line'}
    >
      <path
        fill="currentColor"
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
      />
    </svg>
  );
}

/** Stars shown, not chosen: one image named "Rated 4 out of 5". */
export function StarsShown({ value, size = 18 }: { value: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('orderLife.review.rated', { value })} className="inline-flex gap-0.5">
      {STARS.map((star) => (
        <StarIcon key={star} filled={star <= Math.round(value)} size={size} />
      ))}
    </span>
  );
}

/**
 * 1-5 stars as a native radio group in a fieldset: arrow keys move between stars, each radio is
 * named "N stars", and the focused star shows the focus ring.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">{t('orderLife.rating.stars')}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-focus-visible:outline-3 has-focus-visible:outline-paprika-dark hover:bg-sand"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <StarIcon filled={value !== null && star <= value} />
            <span className="sr-only">{t('orderLife.rating.star', { count: star })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
