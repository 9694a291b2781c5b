import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'lg' | 'sm';

const BASE =
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-paprika text-white shadow-card hover:bg-paprika-dark active:bg-paprika-dark',
  secondary:
    'rounded-full border border-line bg-surface text-ink hover:border-paprika hover:text-paprika-dark',
  ghost: 'rounded-full text-ink hover:bg-sand',
  link: 'rounded-md text-paprika-dark underline underline-offset-4 hover:text-ink',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-6 text-base',
};

/** Class names of a button, for links that look like buttons. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  const sizing = variant === 'link' ? 'min-h-0 px-0' : SIZES[size];
  return `${BASE} ${VARIANTS[variant]} ${sizing} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; its label (the accessible name) stays. */
  isLoading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  icon,
  className = '',
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
