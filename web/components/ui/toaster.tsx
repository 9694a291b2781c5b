import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { translateCode } from '../../i18n/i18n.ts';
import { dismissToast, getToasts, subscribeToasts, type Toast } from '../../lib/toast.ts';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';

const TONES: Record<Toast['kind'], string> = {
  success: 'border-basil/30 bg-basil-soft text-basil',
  error: 'border-danger/30 bg-danger-soft text-danger',
  info: 'border-line bg-surface text-ink',
};

/** Renders the toast store (lib/toast.ts) in two live regions, polite and assertive. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const render = (toast: Toast) => {
    const Icon = toast.kind === 'error' ? AlertIcon : toast.kind === 'success' ? CheckIcon : InfoIcon;
    return (
      <div
        key={toast.id}
        data-toast={toast.kind}
        className={`pointer-events-auto flex w-full items-start gap-3 rounded-card border px-4 py-3 text-sm font-semibold shadow-pop animate-fade-in ${TONES[toast.kind]}`}
      >
        <Icon className="mt-0.5 shrink-0" size={18} />
        <p className="flex-1">{translateCode(toast.code, toast.params)}</p>
        <button
          type="button"
          onClick={() => dismissToast(toast.id)}
          className="-m-1 rounded-full p-1 hover:bg-white/60"
          aria-label={t('common.dismiss')}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    );
  };
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-50 mx-auto flex w-full max-w-md flex-col gap-2 px-4 sm:top-[4.5rem] sm:right-4 sm:bottom-auto sm:left-auto sm:mx-0 sm:max-w-sm sm:px-0">
      {/* On a phone the toasts sit at the bottom, where they cover no heading; from sm up, top right. */}
      {/* Live regions without a role: always present (so additions are announced), never an empty "alert". */}
      <div aria-live="polite" className="flex flex-col gap-2">
        {toasts.filter((toast) => toast.kind !== 'error').map(render)}
      </div>
      <div aria-live="assertive" className="flex flex-col gap-2">
        {toasts.filter((toast) => toast.kind === 'error').map(render)}
      </div>
    </div>
  );
}
