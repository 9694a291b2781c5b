import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { PASSWORD_MIN_LENGTH } from '#domain/constants.ts';
import { CheckIcon, DotIcon } from './ui/icons.tsx';

/** The rules of spec accounts §5, each tied to the domain schema's message code for it. */
const RULES = [
  { code: 'forms.validation.passwordMinLength', key: 'auth.passwordRules.length' },
  { code: 'forms.validation.passwordLowercase', key: 'auth.passwordRules.lowercase' },
  { code: 'forms.validation.passwordUppercase', key: 'auth.passwordRules.uppercase' },
  { code: 'forms.validation.passwordDigit', key: 'auth.passwordRules.digit' },
] as const;

type Checker = (password: string) => Set<string>;
let loaded: Promise<Checker> | undefined;

/**
 * Which rules a password breaks, by running the domain's own schema (no rule is written twice). The
 * schema brings zod, so it loads after the checklist is drawn: an empty field breaks
 * every rule either way, and it is in long before a password is typed.
 */
export function passwordChecker(): Promise<Checker> {
  loaded ??= import('#domain/accounts/credentials.schema.ts').then(
    ({ NewPasswordSchema }) =>
      (password: string) => {
        const result = NewPasswordSchema.safeParse(password);
        const broken = new Set<string>();
        if (result.success) return broken;
        for (const issue of result.error.issues) {
          // "required" is the length rule for an empty field.
          broken.add(
            issue.message === 'forms.validation.required'
              ? 'forms.validation.passwordMinLength'
              : issue.message,
          );
        }
        return broken;
      },
    (error: unknown) => {
      // Offline: the next checklist tries again.
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

/** A live checklist under the new-password field. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<{ broken: Checker }>();
  useEffect(() => {
    let current = true;
    passwordChecker().then(
      (broken) => current && setCheck({ broken }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const broken = check?.broken(password);
  return (
    <div id={id}>
      <p className="text-sm text-muted">{t('auth.passwordRules.title')}</p>
      <ul className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {RULES.map((rule) => {
          const met = password.length > 0 && broken !== undefined && !broken.has(rule.code);
          return (
            <li
              key={rule.code}
              className={`flex items-center gap-1.5 text-sm ${met ? 'font-medium text-basil' : 'text-muted'}`}
            >
              {met ? <CheckIcon size={16} /> : <DotIcon size={16} />}
              <span>{t(rule.key, { min: PASSWORD_MIN_LENGTH })}</span>
              <span className="sr-only">
                {met ? t('auth.passwordRules.met') : t('auth.passwordRules.notMet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
