import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { z } from 'zod';
import { EmailSchema, PasswordWithConfirmationSchema } from '#domain/accounts/credentials.schema.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { taggedText } from '../../../i18n/tagged-text.tsx';
import { fieldErrorText } from '../../../lib/form-resolver.ts';
import { domainResolver } from '../../../lib/zod-resolver.ts';
import { useRegister } from '../api/register.ts';
import { applyFailure } from '../apply-failure.ts';
import { registrationFailure } from '../auth-errors.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { PasswordRules } from '../../../components/password-rules.tsx';

interface RegistrationValues {
  email: string;
  password: string;
  confirmPassword: string;
}

const RegistrationSchema = z.intersection(z.object({ email: EmailSchema }), PasswordWithConfirmationSchema);
const resolver = domainResolver<RegistrationValues>(RegistrationSchema);
const FIELDS = ['email', 'password', 'confirmPassword'] as const;

/** spec accounts §2: the older registration screen (e-mail and password; a customer then goes to /profile). */
export function RegistrationForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const registerAccount = useRegister();
  const [banner, setBanner] = useState<Describable | undefined>();
  const [emailExists, setEmailExists] = useState(false);
  const form = useForm<RegistrationValues>({
    defaultValues: { email: '', password: '', confirmPassword: '' },
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState } = form;
  const password = useWatch({ control: form.control, name: 'password' });

  async function onSubmit(values: RegistrationValues) {
    setBanner(undefined);
    setEmailExists(false);
    try {
      completeSignIn(
        await registerAccount.mutateAsync({ identityKey: values.email, password: values.password }),
        {
          created: true,
        },
      );
    } catch (error) {
      const failure = registrationFailure(error);
      setEmailExists(failure.emailExists === true);
      setBanner(applyFailure(form, failure, FIELDS));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {banner ? <Banner tone="error">{describe(banner)}</Banner> : null}
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldErrorText(formState.errors.email, 'email')}
        {...register('email')}
      />
      {emailExists ? (
        <p className="-mt-3 text-sm">
          <Link to="/login" className="font-semibold text-paprika-dark underline underline-offset-4">
            {t('auth.logInInstead')}
          </Link>
        </p>
      ) : null}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        error={fieldErrorText(formState.errors.password, 'password')}
        hint={<PasswordRules password={password} />}
        {...register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldErrorText(formState.errors.confirmPassword, 'confirmPassword')}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('auth.createAccount')}
      </Button>
      <p className="text-sm text-muted">
        {taggedText(t('auth.privacyNote'), {
          privacy: (words) => (
            <Link
              key="privacy"
              to="/privacy"
              className="font-semibold text-paprika-dark underline underline-offset-4"
            >
              {words}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
