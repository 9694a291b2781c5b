import { useEffect, useId, useRef, useState } from 'react';
import type { ProposalView } from '#domain/event-requests/event-request.response.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEventFormat } from '../format.ts';

interface AcceptControlsProps {
  proposal: ProposalView;
  onAccept: (proposal: ProposalView, payInCash: boolean) => void;
  /** This proposal is being accepted now. */
  isAccepting: boolean;
  /** Another one is: no second acceptance meanwhile. */
  disabled: boolean;
}

/**
 * Accept, then confirm: accepting makes an order and leads to payment, so the customer says it
 * twice, the second time choosing how to pay (the checkout's two choices, DESIGN §5) and reading
 * what that means is paid now by card.
 */
export function AcceptControls({ proposal, onAccept, isAccepting, disabled }: AcceptControlsProps) {
  const { t } = useTranslation();
  const { euro } = useEventFormat();
  const [confirming, setConfirming] = useState(false);
  const [payInCash, setPayInCash] = useState(false);
  const questionId = useId();
  const choiceName = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  // The question appears where the button was: focus moves to its answer, so it is read.
  useEffect(() => {
    if (confirming) yesRef.current?.focus();
  }, [confirming]);
  const chef = proposal.chef.name;
  if (!confirming && !isAccepting) {
    return (
      <Button size="lg" onClick={() => setConfirming(true)} disabled={disabled}>
        {t('eventRequestPages.accept.button')}{' '}
        <span className="sr-only">{t('eventRequestPages.accept.buttonOf', { chef })}</span>
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="flex flex-col gap-2 rounded-field bg-paprika-soft p-3"
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-ink">
          {t('eventRequestPages.accept.howToPay')}
        </legend>
        {([false, true] as const).map((cash) => (
          <label key={String(cash)} className="flex items-start gap-2 text-sm text-ink">
            <input
              type="radio"
              name={choiceName}
              className="mt-1 size-4 accent-paprika"
              checked={payInCash === cash}
              onChange={() => setPayInCash(cash)}
              disabled={isAccepting}
            />
            {t(cash ? 'eventRequestPages.accept.allInCash' : 'eventRequestPages.accept.prepayHalf')}
          </label>
        ))}
      </fieldset>
      <p id={questionId} className="text-sm font-semibold text-ink">
        {t('eventRequestPages.accept.confirm', {
          chef,
          price: euro(proposal.price),
          now: euro((payInCash ? proposal.fees.cash : proposal.fees.card).totalAmount),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => onAccept(proposal, payInCash)}
          isLoading={isAccepting}
          disabled={disabled && !isAccepting}
          ref={yesRef}
        >
          {t('eventRequestPages.accept.yes')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={isAccepting}>
          {t('eventRequestPages.accept.no')}
        </Button>
      </div>
    </div>
  );
}
