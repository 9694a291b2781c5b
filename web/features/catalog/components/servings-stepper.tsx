import { useId } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { MIN_PRODUCT_VOLUME } from '#domain/cart/cart.ts';
import { servingsFor } from '#domain/dishes/dish-price.ts';

/** A quantity nobody orders more of in one go; the stepper stops there (spec: "optional maximum"). */
export const MAX_QUANTITY = 50;

interface ServingsStepperProps {
  base: number;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** spec marketplace §2: minimum 1; the servings shown are base × quantity. */
export function ServingsStepper({ base, quantity, onChange }: ServingsStepperProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const servings = servingsFor(base, quantity);
  const stepButton =
    'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-paprika hover:text-paprika-dark disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <span id={labelId} className="font-semibold text-ink">
        {t('catalog.detail.servings')}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-3">
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(Math.max(MIN_PRODUCT_VOLUME, quantity - 1))}
          disabled={quantity <= MIN_PRODUCT_VOLUME}
          aria-label={t('catalog.detail.decrease')}
        >
          <MinusIcon />
        </button>
        <output aria-live="polite" className="min-w-8 text-center text-xl font-extrabold tabular-nums">
          {servings}
        </output>
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(Math.min(MAX_QUANTITY, quantity + 1))}
          disabled={quantity >= MAX_QUANTITY}
          aria-label={t('catalog.detail.increase')}
        >
          <PlusIcon />
        </button>
      </div>
      <span className="text-sm text-muted">
        {t('catalog.detail.servingsSummary', { quantity, base, count: base })}
      </span>
    </div>
  );
}
