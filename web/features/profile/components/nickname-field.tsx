import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import type { NameAvailability } from '../use-name-availability.ts';
import '../texts.ts';

interface NicknameFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The store URL the nickname completes: `{origin}/store/` (spec accounts §2). */
  prefix: string;
  error?: string;
  availability: NameAvailability;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * spec accounts §2, §5: the profile link, shown after the store URL, with the live availability
 * check's outcome: checking, available, "Name not available." or "Error checking name availability".
 */
export function NicknameField({
  label,
  prefix,
  error,
  availability,
  hint,
  ref,
  ...input
}: NicknameFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const problem =
    error ??
    (availability === 'taken'
      ? t('forms.validation.nameNotAvailable')
      : availability === 'error'
        ? t('profileForm.nickname.checkFailed')
        : undefined);
  const statusId = `${id}-status`;
  const describedBy = [hint ? `${id}-hint` : undefined, statusId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div
        className={`flex min-h-12 min-w-0 flex-col rounded-field border bg-surface focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-paprika-dark sm:flex-row sm:items-center ${problem ? 'border-danger' : 'border-line hover:border-muted'}`}
      >
        {/* On a phone the store address sits above the link, so the link keeps the full width. */}
        <span
          className="truncate px-4 pt-2 text-sm text-muted sm:max-w-[60%] sm:pt-0 sm:pr-0 sm:text-base"
          dir="ltr"
        >
          {prefix}
        </span>
        <input
          id={id}
          ref={ref}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          className="min-h-11 w-full min-w-0 flex-1 rounded-field bg-transparent px-4 text-base text-ink outline-none sm:min-h-12 sm:pl-0.5"
          {...input}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div id={statusId} aria-live="polite">
        {problem ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {problem}
          </p>
        ) : availability === 'checking' ? (
          <p className="text-sm text-muted">{t('profileForm.nickname.checking')}</p>
        ) : availability === 'available' ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-basil">
            <CheckIcon size={16} />
            {t('profileForm.nickname.available')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
