import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import type { ChatStatus } from '../types.ts';

/** spec marketplace §2: waiting (clock), sent (one tick), received (two ticks), read (two coloured ticks). */
export function StatusMark({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  const label = t(`assistantChat.status.${status}`);
  return (
    <span className="inline-flex items-center gap-1 text-xs" data-status={status}>
      {status === 'waiting' ? (
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      ) : (
        <span className={`inline-flex ${status === 'read' ? 'text-basil' : ''}`} aria-hidden="true">
          <CheckIcon size={14} />
          {status === 'sent' ? null : <CheckIcon size={14} className="-ml-2" />}
        </span>
      )}
      <span>{label}</span>
    </span>
  );
}
