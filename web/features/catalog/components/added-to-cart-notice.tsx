import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';
import { ADDED_NOTICE_MS } from '../added-notice.ts';

/**
 * The chef page's "Added to your cart" (issue 19: as on the dish page, the visitor stays and the
 * notice shows for 3 seconds, spec marketplace §9). Pinned to the bottom of the screen, so on a
 * phone it covers no heading. `addedAt` changes with each add, which restarts the 3 seconds.
 */
export function AddedToCartNotice({ addedAt, onDone }: { addedAt: number | null; onDone: () => void }) {
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
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {addedAt !== null ? (
        <p className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-2 rounded-field border border-basil/30 bg-basil-soft px-4 py-3 font-semibold text-basil shadow-pop animate-fade-in">
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
