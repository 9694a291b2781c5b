import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SetPasswordInput } from '#domain/accounts/credentials.schema.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessages } from '../../../lib/api-errors.ts';
import { codedError, fieldErrorText, lazyResolver } from '../../../lib/form-resolver.ts';
import { setPassword } from '../api/set-password.ts';
import { FormSection } from './form-section.tsx';
import '../texts.ts';

type PasswordValues = { password: string; currentPassword: string };
const FIELDS = ['password', 'currentPassword'] as const;

/**
 * The owner's password. An account taken back by a PIN sign-in has none, so the
 * current password is asked only to change an existing one; the server decides which applies.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const resolver = useMemo(
    () =>
      lazyResolver<PasswordValues>(() =>
        import('#domain/accounts/credentials.schema.ts').then((schemas) => schemas.SetPasswordInputSchema),
      ),
    [],
  );
  const form = useForm<PasswordValues>({ resolver, defaultValues: { password: '', currentPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: Describable } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const input: SetPasswordInput = { password: values.password };
    if (values.currentPassword) input.currentPassword = values.currentPassword;
    try {
      await setPassword(input);
      form.reset();
      setOutcome({ tone: 'success', text: { code: 'profileForm.password.saved' } });
    } catch (error) {
      if (!isApiError(error)) {
        setOutcome({ tone: 'error', text: { code: 'profileForm.password.failed' } });
        return;
      }
      for (const [field, message] of Object.entries(fieldMessages(error))) {
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(
            field as keyof PasswordValues,
            codedError(message.code ?? '', message.params, message.message),
          );
      }
      const first = error.firstMessage;
      setOutcome({
        tone: 'error',
        text: first
          ? { code: first.code, params: first.params, message: first.message }
          : { code: 'profileForm.password.failed' },
      });
    }
  });

  return (
    <FormSection title={t('profileForm.password.title')} lead={t('profileForm.password.lead')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <TextField
          label={t('profileForm.password.current')}
          hint={t('profileForm.password.currentHint')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(errors.currentPassword, t('profileForm.password.current'))}
          {...form.register('currentPassword')}
        />
        <TextField
          label={t('profileForm.password.new')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(errors.password, t('profileForm.password.new'))}
          {...form.register('password')}
        />
        {outcome ? <Banner tone={outcome.tone}>{describe(outcome.text)}</Banner> : null}
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {t('profileForm.password.save')}
        </Button>
      </form>
    </FormSection>
  );
}
