import { useId, type ReactNode } from 'react';

/** The ids and states that tie a control to its label, hint, counter and error for screen readers. */
export function useFieldWiring({
  error,
  hint,
  counter,
}: {
  error?: string;
  hint?: ReactNode;
  counter?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    counterId,
    errorId,
    /** Spread onto the control. */
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined,
    },
    tone: error ? 'border-danger focus-visible:outline-danger' : 'border-line hover:border-muted',
  };
}

interface FieldShellProps {
  wiring: ReturnType<typeof useFieldWiring>;
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Replaces the plain hint line (the textarea puts its counter beside the hint). */
  below?: ReactNode;
  children: ReactNode;
}

/** The label, hint and announced error around every form control, so they look and read alike. */
export function FieldShell({
  wiring,
  label,
  labelHidden = false,
  hint,
  error,
  className = '',
  below,
  children,
}: FieldShellProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={wiring.id} className={labelHidden ? 'sr-only' : 'text-sm font-semibold text-ink'}>
        {label}
      </label>
      {children}
      {below ??
        (hint ? (
          <div id={wiring.hintId} className="text-sm text-muted">
            {hint}
          </div>
        ) : null)}
      {error ? (
        <p id={wiring.errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
