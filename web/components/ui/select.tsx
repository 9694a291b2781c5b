import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell, useFieldWiring } from './field-shell.tsx';
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
  const wiring = useFieldWiring({ error, hint });
  return (
    <FieldShell wiring={wiring} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          ref={ref}
          {...wiring.control}
          className={`min-h-12 w-full appearance-none rounded-field border bg-surface py-2 pr-11 pl-4 text-base text-ink disabled:bg-sand ${wiring.tone}`}
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
    </FieldShell>
  );
}
