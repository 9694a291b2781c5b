import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  const tone = error ? 'border-danger focus-visible:outline-danger' : 'border-line hover:border-muted';
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-semibold text-ink'}>
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full resize-y rounded-field border bg-surface px-4 py-3 text-base text-ink placeholder:text-muted ${tone}`}
        {...textarea}
      />
      {hint || counter ? (
        <div className="flex items-start justify-between gap-3 text-sm text-muted">
          {hint ? <div id={hintId}>{hint}</div> : <span />}
          {counter ? (
            <span id={counterId} className="shrink-0 tabular-nums">
              {counter}
            </span>
          ) : null}
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
