import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"); without it the first option is preselected. */
  placeholder?: string;
  /** Already translated error text; linked with aria-describedby and announced. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: the phone's own picker on mobile, full keyboard support everywhere,
 * styled like TextField.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className = '',
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const tone = error ? 'border-danger focus-visible:outline-danger' : 'border-line hover:border-muted';
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-12 w-full appearance-none rounded-field border bg-surface py-2 pr-11 pl-4 text-base text-ink disabled:bg-sand ${tone}`}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          size={18}
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-muted"
        />
      </div>
      {hint ? (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
