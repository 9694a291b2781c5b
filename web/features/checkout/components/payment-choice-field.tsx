import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { paymentChoice, type PaymentChoice } from '#domain/orders/money-state-names.ts';

const CHOICES: readonly { choice: PaymentChoice; payInCash: boolean }[] = [
  { choice: 'allInCash', payInCash: true },
  { choice: 'prepayHalf', payInCash: false },
];

/**
 * The spec's "pay chef in cash" flag as the two choices it really is (domain/orders/money-state.ts):
 * everything in cash at the service (only the portal's fee by card now), or 50% by card now and the
 * rest in cash at the service. Either way the chef collects cash, so neither is called "by card".
 */
export function PaymentChoiceField({
  payInCash,
  onChange,
}: {
  payInCash: boolean;
  onChange: (payInCash: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = paymentChoice(payInCash);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-semibold text-ink">{t('checkout.details.paymentChoice')}</legend>
      {CHOICES.map(({ choice, payInCash: value }) => {
        const hintId = `${name}-${choice}-hint`;
        const titleId = `${name}-${choice}-title`;
        const checked = chosen === choice;
        return (
          <label
            key={choice}
            className={`flex cursor-pointer items-start gap-3 rounded-field border p-3 ${
              checked ? 'border-paprika bg-paprika/5' : 'border-line'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={checked}
              aria-labelledby={titleId}
              aria-describedby={hintId}
              onChange={() => onChange(value)}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-paprika"
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span id={titleId} className="font-semibold text-ink">
                {t(`checkout.details.${choice}`)}
              </span>
              <span id={hintId} className="text-sm text-muted">
                {t(`checkout.details.${choice}Hint`)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
