import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons.tsx';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, string> = {
  error: 'border-danger/30 bg-danger-soft text-danger',
  success: 'border-basil/30 bg-basil-soft text-basil',
  info: 'border-line bg-sand text-ink',
};

/** An inline message box: errors are announced assertively (role=alert), the rest politely. */
export function Banner({
  tone = 'info',
  children,
  className = '',
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? AlertIcon : tone === 'success' ? CheckIcon : InfoIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-field border px-4 py-3 text-sm font-medium ${TONES[tone]} ${className}`}
    >
      <Icon className="mt-0.5 shrink-0" size={18} />
      <div className="min-w-0 flex-1 [&_a]:underline [&_a]:underline-offset-4">{children}</div>
    </div>
  );
}
