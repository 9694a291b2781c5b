import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';

export interface PhoneCountryOption {
  value: string;
  /** Carries the dialling code, e.g. "LT +370". */
  label: string;
}

interface PhoneFieldProps {
  label: ReactNode;
  /** The country selector's accessible name. */
  countryLabel: string;
  countries: readonly PhoneCountryOption[];
  countryProps: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
    ref?: Ref<HTMLSelectElement>;
  };
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };
  /** Red error text (already translated). */
  error?: string;
  /** Green confirmation text, shown when there is no error. */
  valid?: string;
  hint?: ReactNode;
}

/**
 * A phone number with its country selector (which names the dialling code); the number's state is
 * a red error or a green confirmation, both tied to the input.
 */
export function PhoneField({
  label,
  countryLabel,
  countries,
  countryProps,
  inputProps,
  error,
  valid,
  hint,
}: PhoneFieldProps) {
  const id = useId();
  const statusId = `${id}-status`;
  const hintId = hint ? `${id}-hint` : undefined;
  const showValid = !error && valid;
  const describedBy = [hintId, error || showValid ? statusId : undefined].filter(Boolean).join(' ');
  const tone = error ? 'border-danger' : showValid ? 'border-basil' : 'border-line hover:border-muted';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-number`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative shrink-0">
          <select
            id={`${id}-country`}
            aria-label={countryLabel}
            className="min-h-12 appearance-none rounded-field border border-line bg-surface py-2 pr-9 pl-3 text-base text-ink hover:border-muted"
            {...countryProps}
          >
            {countries.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            size={16}
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
          />
        </div>
        <div
          className={`flex min-h-12 min-w-0 flex-1 items-center rounded-field border bg-surface focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-paprika-dark ${tone}`}
        >
          <input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="min-h-12 w-full min-w-0 rounded-field bg-transparent px-4 text-base text-ink outline-none placeholder:text-muted"
            {...inputProps}
          />
        </div>
      </div>
      {hint ? (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={statusId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : showValid ? (
        <p id={statusId} className="flex items-center gap-1.5 text-sm font-semibold text-basil">
          <CheckIcon size={16} />
          {valid}
        </p>
      ) : null}
    </div>
  );
}
