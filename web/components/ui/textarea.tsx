import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell, useFieldWiring } from './field-shell.tsx';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** A counter ("120 / 2000") under the field; part of the field's description. */
  counter?: string;
  /** Set when `label` is shown elsewhere (e.g. as the question heading). */
  labelHidden?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with hint, error and an optional character counter, wired for screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  counter,
  labelHidden = false,
  className = '',
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const wiring = useFieldWiring({ error, hint, counter });
  const below =
    hint || counter ? (
      <div className="flex items-start justify-between gap-3 text-sm text-muted">
        {hint ? <div id={wiring.hintId}>{hint}</div> : <span />}
        {counter ? (
          <span id={wiring.counterId} className="shrink-0 tabular-nums">
            {counter}
          </span>
        ) : null}
      </div>
    ) : null;
  return (
    <FieldShell
      wiring={wiring}
      label={label}
      labelHidden={labelHidden}
      error={error}
      className={className}
      below={below}
    >
      <textarea
        ref={ref}
        {...wiring.control}
        className={`w-full resize-y rounded-field border bg-surface px-4 py-3 text-base text-ink placeholder:text-muted ${wiring.tone}`}
        {...textarea}
      />
    </FieldShell>
  );
}
