import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { DECISION_REASON_MAX } from '#domain/store-management/console.schema.ts';

export interface DecisionAction<K extends string> {
  key: K;
  label: string;
  /** The reason must be written before this action (rejecting, keeping disabled, taking down). */
  needsReason: boolean;
  /** What to say when the reason is missing, where the general words do not say why it is needed. */
  reasonMissing?: string;
  tone: 'primary' | 'secondary';
}

interface ReasonDecisionProps<K extends string> {
  label: string;
  actions: readonly DecisionAction<K>[];
  pending: K | null;
  error: unknown;
  onDecide: (key: K, reason: string) => void;
  onReload: () => void;
}

/**
 * A decision with its reason: buttons for each outcome, the reason checked before sending, and a
 * refusal because the item changed meanwhile (409) shown with a way to reload it.
 */
export function ReasonDecision<K extends string>({
  label,
  actions,
  pending,
  error,
  onDecide,
  onReload,
}: ReasonDecisionProps<K>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [chosen, setChosen] = useState<K | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button that sent the form says which action; the state set by its click may not have
    // been drawn yet when the submit event runs.
    const submitter = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? chosen;
    const action = actions.find((candidate) => candidate.key === submitter);
    if (!action) return;
    if (action.needsReason && !reason.trim()) {
      setMissing(action.reasonMissing ?? t('storeConsole.reasonRequired'));
      return;
    }
    setMissing(null);
    onDecide(action.key, reason.trim());
  }

  const stale = isApiError(error) && error.status === 409;
  return (
    <form onSubmit={handleSubmit} aria-label={label} className="mt-4 flex flex-col gap-3" noValidate>
      <TextAreaField
        label={t('storeConsole.reason')}
        hint={t('storeConsole.reasonHint')}
        rows={3}
        maxLength={DECISION_REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setMissing(null);
        }}
        error={missing ?? undefined}
      />
      {error ? (
        <Banner tone="error">
          <p>{error instanceof Error ? error.message : String(error)}</p>
          {stale ? (
            <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={onReload}>
              {t('storeConsole.reload')}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.key}
            type="submit"
            value={action.key}
            variant={action.tone}
            isLoading={pending === action.key}
            disabled={pending !== null}
            onClick={() => setChosen(action.key)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
