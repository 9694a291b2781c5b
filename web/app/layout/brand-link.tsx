import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';

/** The logo mark: a chef's hat on a paprika disc (the same drawing as public/favicon.svg). */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#c63d1f" />
      <path
        d="M21 42v6h22v-6M21 42a8.5 8.5 0 0 1-2.4-16.6A10 10 0 0 1 32 17a10 10 0 0 1 13.4 8.4A8.5 8.5 0 0 1 43 42z"
        fill="#fff8f2"
      />
      <path d="M21 42h22" stroke="#c63d1f" strokeWidth="2.5" />
    </svg>
  );
}

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-full pr-2 text-lg font-extrabold tracking-tight text-ink"
      aria-label={t('nav.home', { brand: BRAND_NAME })}
    >
      <BrandMark />
      <span aria-hidden="true">{BRAND_NAME}</span>
    </Link>
  );
}
