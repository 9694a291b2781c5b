import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface CheckOption {
  value: string;
  label: string;
  /** Extra words beside the label (a dish's allergens). */
  detail?: ReactNode;
}

interface CheckGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  /** Already translated; announced and tied to the group. */
  error?: string;
  options: readonly CheckOption[];
  /** register(name) of the list field: every box carries it, and the checked values form the list. */
  registration: UseFormRegisterReturn;
  /** Grid classes for the boxes (one column on a phone by default). */
  columns?: string;
  /** Boxes that cannot be ticked now (a fourth cuisine, an allergen beside "none"). */
  isDisabled?: (value: string) => boolean;
  legendClassName?: string;
}

/**
 * A labelled group of checkboxes for a list field: a fieldset whose legend names it, the hint and
 * the error read with the group, each box a full-width touch target.
 */
export function CheckGroup({
  legend,
  hint,
  error,
  options,
  registration,
  columns = 'grid-cols-1 sm:grid-cols-2',
  isDisabled,
  legendClassName = 'text-sm font-semibold text-ink',
}: CheckGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} className="min-w-0">
      <legend className={legendClassName}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-x-4 gap-y-1 ${columns}`}>
        {options.map((option) => {
          const disabled = isDisabled?.(option.value) ?? false;
          return (
            <label
              key={option.value}
              className={`flex min-h-11 items-start gap-3 rounded-field px-2 py-2 text-base ${
                disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer hover:bg-sand'
              }`}
            >
              <input
                type="checkbox"
                value={option.value}
                disabled={disabled}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-paprika disabled:cursor-not-allowed"
                {...registration}
              />
              <span className="min-w-0">
                {option.label}
                {option.detail ? <span className="block text-sm text-muted">{option.detail}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
