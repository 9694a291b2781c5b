import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { z } from 'zod';
import { EmailSchema, PasswordSchema, PinSchema } from '#domain/accounts/credentials.schema.ts';
import { PIN_LENGTH } from '#domain/constants.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { fieldErrorText } from '../../../lib/form-resolver.ts';
import { domainResolver } from '../../../lib/zod-resolver.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePinLogin } from '../api/pin-login.ts';
import { usePwLogin } from '../api/pw-login.ts';
import { useRequestOneTimePin } from '../api/request-one-time-pin.ts';
import { applyFailure } from '../apply-failure.ts';
import { loginFailure, pinLoginFailure, pinSendFailure } from '../auth-errors.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

interface LoginValues {
  email: string;
  password: string;
}
interface PinValues {
  pin: string;
}

const loginResolver = domainResolver<LoginValues>(z.object({ email: EmailSchema, password: PasswordSchema }));
const pinResolver = domainResolver<PinValues>(z.object({ pin: PinSchema }));

/**
 * spec accounts §2, /login: e-mail + password sign-in, and a PIN sign-in (send a one-time PIN to
 * the e-mail above, then enter it).
 */
export function LegacyLoginForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const pwLogin = usePwLogin();
  const requestPin = useRequestOneTimePin();
  const pinLogin = usePinLogin();
  const [banner, setBanner] = useState<Describable | undefined>();
  const [notice, setNotice] = useState<Describable | undefined>();
  const [pinEmail, setPinEmail] = useState<string | null>(null);

  const loginForm = useForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    resolver: loginResolver,
    mode: 'onTouched',
  });
  const pinForm = useForm<PinValues>({
    defaultValues: { pin: '' },
    resolver: pinResolver,
    mode: 'onTouched',
  });

  async function onLogin(values: LoginValues) {
    setBanner(undefined);
    try {
      completeSignIn(await pwLogin.mutateAsync({ identityKey: values.email, password: values.password }));
    } catch (error) {
      setBanner(applyFailure(loginForm, loginFailure(error), ['email', 'password']));
    }
  }

  async function handleSendPin() {
    setBanner(undefined);
    // The PIN goes to the e-mail typed above; only that field has to be valid.
    if (!(await loginForm.trigger('email', { shouldFocus: true }))) return;
    const email = EmailSchema.parse(loginForm.getValues('email'));
    try {
      const message = await requestPin.mutateAsync(email);
      setNotice(
        message
          ? { code: message.code, params: message.params, message: message.message }
          : { code: 'auth.pinSent', params: { email } },
      );
      if (pinEmail) showToast('success', 'auth.pinResent');
      setPinEmail(email);
      setTimeout(() => pinForm.setFocus('pin'), 0);
    } catch (error) {
      setBanner(applyFailure(loginForm, pinSendFailure(error), ['email']));
    }
  }

  async function onPinLogin(values: PinValues) {
    if (!pinEmail) return;
    setBanner(undefined);
    try {
      completeSignIn(await pinLogin.mutateAsync({ identityKey: pinEmail, pin: values.pin }));
    } catch (error) {
      setBanner(applyFailure(pinForm, pinLoginFailure(error), ['pin']));
    }
  }

  const busy = loginForm.formState.isSubmitting || pinForm.formState.isSubmitting;
  return (
    <div className="flex flex-col gap-6">
      {banner ? <Banner tone="error">{describe(banner)}</Banner> : null}
      <form noValidate onSubmit={loginForm.handleSubmit(onLogin)} className="flex flex-col gap-5">
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldErrorText(loginForm.formState.errors.email, 'email')}
          {...loginForm.register('email', {
            // The PIN button validates only this field, which is no submit: re-check it while typing once it shows an error.
            onChange: () => {
              if (loginForm.getFieldState('email').error) void loginForm.trigger('email');
            },
          })}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(loginForm.formState.errors.password, 'password')}
          {...loginForm.register('password')}
        />
        <Button type="submit" size="lg" isLoading={loginForm.formState.isSubmitting} disabled={busy}>
          {t('auth.logIn')}
        </Button>
      </form>

      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-line" />
      </div>

      <section aria-labelledby="pin-login-title" className="flex flex-col gap-4">
        <h2 id="pin-login-title" className="text-lg font-bold">
          {t('auth.login.pinTitle')}
        </h2>
        <p className="-mt-2 text-sm text-muted">{t('auth.login.pinLead')}</p>
        {notice && pinEmail ? <Banner tone="success">{describe(notice)}</Banner> : null}
        {pinEmail ? (
          <form noValidate onSubmit={pinForm.handleSubmit(onPinLogin)} className="flex flex-col gap-4">
            <TextField
              label={t('fields.pin')}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={PIN_LENGTH}
              hint={t('auth.pinHint', { length: PIN_LENGTH })}
              error={fieldErrorText(pinForm.formState.errors.pin, 'pin')}
              className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
              {...pinForm.register('pin')}
            />
            <Button type="submit" size="lg" isLoading={pinForm.formState.isSubmitting} disabled={busy}>
              {t('auth.logInWithPin')}
            </Button>
          </form>
        ) : null}
        <Button
          variant="secondary"
          size="lg"
          onClick={() => void handleSendPin()}
          isLoading={requestPin.isPending}
          disabled={busy}
        >
          {pinEmail ? t('auth.resendPin') : t('auth.sendPin')}
        </Button>
      </section>
    </div>
  );
}
