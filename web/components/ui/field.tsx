import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell, useFieldWiring } from './field-shell.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Already translated error text; linked to the input with aria-describedby and announced. */
  error?: string;
  hint?: ReactNode;
  /** Extra content after the input (e.g. a "Change" button for a read-only value). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({ label, error, hint, addon, className = '', ref, ...input }: TextFieldProps) {
  const wiring = useFieldWiring({ error, hint });
  return (
    <FieldShell wiring={wiring} label={label} hint={hint} error={error} className={className}>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          {...wiring.control}
          className={`min-h-12 w-full min-w-0 rounded-field border bg-surface px-4 text-base text-ink placeholder:text-muted read-only:bg-sand ${wiring.tone}`}
          {...input}
        />
        {addon}
      </div>
    </FieldShell>
  );
}
