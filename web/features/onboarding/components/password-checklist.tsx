import { useTranslation } from 'react-i18next';
import { NewPasswordSchema } from '#domain/accounts/credentials.schema.ts';
import { PASSWORD_MIN_LENGTH } from '#domain/constants.ts';
import { CheckIcon, DotIcon } from '../../../components/ui/icons.tsx';

/** spec accounts §5 password rules, each tied to the domain schema's message code for it. */
const RULES = [
  { code: 'forms.validation.passwordMinLength', key: 'auth.passwordRules.length' },
  { code: 'forms.validation.passwordLowercase', key: 'auth.passwordRules.lowercase' },
  { code: 'forms.validation.passwordUppercase', key: 'auth.passwordRules.uppercase' },
  { code: 'forms.validation.passwordDigit', key: 'auth.passwordRules.digit' },
] as const;

function brokenRules(password: string): Set<string> {
  const result = NewPasswordSchema.safeParse(password);
  if (result.success) return new Set();
  // An empty password breaks the length rule ("required" is its message).
  return new Set(
    result.error.issues.map((issue) =>
      issue.message === 'forms.validation.required' ? 'forms.validation.passwordMinLength' : issue.message,
    ),
  );
}

/** The live checklist under the new password (the rules come from the domain schema, never restated). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const broken = brokenRules(password);
  return (
    <div>
      <p className="text-sm text-muted">{t('auth.passwordRules.title')}</p>
      <ul className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {RULES.map((rule) => {
          const met = password.length > 0 && !broken.has(rule.code);
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
