interface ProgressBarProps {
  /** 0-100 */
  value: number;
  /** The accessible name ("Uploading photo.jpg", "Question 3 of 11"). */
  label: string;
  /** Spoken and shown instead of the percentage, e.g. "3 of 11". */
  valueText?: string;
  tone?: 'paprika' | 'basil' | 'danger';
  className?: string;
}

const TONES = { paprika: 'bg-paprika', basil: 'bg-basil', danger: 'bg-danger' } as const;

/** A determinate progress bar (role=progressbar with its value), for uploads and multi-step forms. */
export function ProgressBar({ value, label, valueText, tone = 'paprika', className = '' }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={`h-2 w-full overflow-hidden rounded-full bg-sand ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 ease-out ${TONES[tone]}`}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
