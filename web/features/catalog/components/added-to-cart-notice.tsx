import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';
import { ADDED_NOTICE_MS } from '../added-notice.ts';

/**
 * "Added to your cart" for 3 seconds with a 'View cart' link (spec marketplace §9), on the dish page
 * under its button and on the chef page (the visitor stays there too) pinned to the bottom
 * of the screen, where on a phone it covers no heading. `addedAt` changes with each add, which
 * restarts the 3 seconds; `onDone` must keep its identity (a state setter or useCallback).
 */
export function AddedToCartNotice({
  addedAt,
  onDone,
  pinned = true,
}: {
  addedAt: number | null;
  onDone: () => void;
  pinned?: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (addedAt === null) return;
    const timer = setTimeout(onDone, ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [addedAt, onDone]);
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        pinned ? 'pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4' : undefined
      }
    >
      {addedAt !== null ? (
        <p
          className={`flex flex-wrap items-center gap-2 rounded-field border border-basil/30 bg-basil-soft px-4 py-3 font-semibold text-basil animate-fade-in ${pinned ? 'pointer-events-auto w-full max-w-md shadow-pop' : ''}`}
        >
          <CheckIcon size={18} />
          {t('catalog.detail.added')}
          <Link to="/cart" className="ml-auto underline underline-offset-4 hover:text-ink">
            {t('catalog.detail.viewCart')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
