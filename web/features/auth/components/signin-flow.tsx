import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { z } from 'zod';
import {
  EmailSchema,
  PasswordSchema,
  PasswordWithConfirmationSchema,
  PinSchema,
} from '#domain/accounts/credentials.schema.ts';
import { PIN_LENGTH } from '#domain/constants.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import type { ApiMessage } from '../../../lib/api-client.ts';
import { fieldErrorText } from '../../../lib/form-resolver.ts';
import { domainResolver } from '../../../lib/zod-resolver.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePinLogin } from '../api/pin-login.ts';
import { usePwLogin } from '../api/pw-login.ts';
import { useRegister } from '../api/register.ts';
import { useRelateOrderToUser } from '../api/relate-order-to-user.ts';
import { useRequestOneTimePin } from '../api/request-one-time-pin.ts';
import { useRequestOrderLink } from '../api/request-order-link.ts';
import { applyFailure } from '../apply-failure.ts';
import {
  CODES,
  loginFailure,
  orderLinkFailure,
  pinLoginFailure,
  pinSendFailure,
  registrationFailure,
  type FormFailure,
} from '../auth-errors.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { PasswordRules } from '../../../components/password-rules.tsx';

/** spec accounts §2: the `source` query of /signin; regular_registration is the default. */
export const SIGNIN_SOURCES = [
  'regular_registration',
  'regular_login',
  'one_time_pin',
  'order_linking',
] as const;
export type SigninSource = (typeof SIGNIN_SOURCES)[number];

export function parseSource(value: string | null): SigninSource {
  return (SIGNIN_SOURCES as readonly string[]).includes(value ?? '')
    ? (value as SigninSource)
    : 'regular_registration';
}

export type SigninStep = 'email' | 'secret';

/** Carried in navigation state when one mode hands over to another (the e-mail stays out of the URL). */
export interface SigninHandover {
  email?: string;
  step?: SigninStep;
  notice?: Describable;
  /**
   * Order linking from checkout (issue 19 §2): the PIN is sent to `email` as the page opens, so the
   * guest goes straight to the PIN. The e-mail travels in history state, not in the URL, where
   * server and proxy logs would keep it.
   */
  sendPin?: boolean;
}

interface SigninValues {
  email: string;
  password: string;
  confirmPassword: string;
  pin: string;
}

const EmailStepSchema = z.object({ email: EmailSchema });
const SECRET_SCHEMAS: Record<SigninSource, z.ZodType> = {
  regular_registration: z.intersection(EmailStepSchema, PasswordWithConfirmationSchema),
  regular_login: EmailStepSchema.extend({ password: PasswordSchema }),
  one_time_pin: EmailStepSchema.extend({ pin: PinSchema }),
  order_linking: EmailStepSchema.extend({ pin: PinSchema }),
};
const FORM_FIELDS = ['email', 'password', 'confirmPassword', 'pin'] as const;

const TEXTS = {
  regular_registration: {
    title: 'auth.signin.registration.title',
    lead: 'auth.signin.registration.lead',
    step2: 'auth.signin.registration.step2',
  },
  regular_login: {
    title: 'auth.signin.login.title',
    lead: 'auth.signin.login.lead',
    step2: 'auth.signin.login.step2',
  },
  one_time_pin: {
    title: 'auth.signin.pin.title',
    lead: 'auth.signin.pin.lead',
    step2: 'auth.signin.pin.step2',
  },
  order_linking: {
    title: 'auth.signin.orderLinking.title',
    lead: 'auth.signin.orderLinking.lead',
    step2: 'auth.signin.orderLinking.step2',
  },
} as const;

interface SigninFlowProps {
  source: SigninSource;
  orderId?: string;
  chefProfile: boolean;
  handover?: SigninHandover;
  /** Where to continue after signing in (a page of this site, e.g. asking a chef; issue 20). */
  returnTo?: string;
}

/** A `returnTo` that stays on this site: a path, never `//host` or a scheme. */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

function toNotice(message: ApiMessage | undefined, email: string): Describable {
  return message
    ? { code: message.code, params: message.params, message: message.message }
    : { code: 'auth.pinSent', params: { email } };
}

/**
 * The two-step sign-in of spec accounts §2 and §4: the e-mail first, then a password (new or
 * existing) or an e-mailed PIN, depending on `source`. Back returns to the e-mail step.
 */
export function SigninFlow({ source, orderId, chefProfile, handover, returnTo }: SigninFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const sendOnOpen =
    source === 'order_linking' && Boolean(orderId) && handover?.sendPin === true && Boolean(handover.email);
  const [step, setStep] = useState<SigninStep>(sendOnOpen ? 'secret' : (handover?.step ?? 'email'));
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [banner, setBanner] = useState<Describable | undefined>();
  const [notice, setNotice] = useState<Describable | undefined>(handover?.notice);
  const movedRef = useRef(false);
  const sentOnOpenRef = useRef(false);

  const resolvers = useMemo(
    () => ({
      email: domainResolver<SigninValues>(EmailStepSchema),
      secret: domainResolver<SigninValues>(SECRET_SCHEMAS[source]),
    }),
    [source],
  );
  // The resolver validates the current step's fields; the step reaches it as the form's context.
  const form = useForm<SigninValues, { step: SigninStep }>({
    defaultValues: { email: handover?.email ?? '', password: '', confirmPassword: '', pin: '' },
    context: { step },
    resolver: (values, context, options) => resolvers[context?.step ?? 'email'](values, context, options),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setFocus, getValues } = form;
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const emailValue = useWatch({ control: form.control, name: 'email' });

  const requestPin = useRequestOneTimePin();
  const requestOrderLink = useRequestOrderLink();
  const registerAccount = useRegister();
  const pwLogin = usePwLogin();
  const pinLogin = usePinLogin();
  const relateOrder = useRelateOrderToUser();

  const usesPin = source === 'one_time_pin' || source === 'order_linking';
  const secretField = usesPin ? 'pin' : 'password';
  const missingOrderId = source === 'order_linking' && !orderId;

  // Focus follows the step: the first field of the new step (spec brief: focus management between steps).
  useEffect(() => {
    if (!movedRef.current) return;
    setFocus(step === 'email' ? 'email' : secretField);
  }, [step, secretField, setFocus]);
  // Arriving from another mode's link (same page, new form): focus where the user continues.
  useEffect(() => {
    if (!handover) return;
    setFocus(handover.step === 'secret' ? secretField : 'email');
  }, [handover, secretField, setFocus]);

  // issue 19 §2: the guest came from checkout with their e-mail; the PIN leaves as the page opens
  // (once, also under StrictMode). A refused request goes back to the e-mail step with its message.
  useEffect(() => {
    if (!sendOnOpen || sentOnOpenRef.current) return;
    sentOnOpenRef.current = true;
    void sendCode(handover?.email ?? '').then((sent) => {
      if (!sent) setStep('email');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens
  }, []);

  function show(result: FormFailure) {
    setFailure(result);
    setBanner(applyFailure(form, result, FORM_FIELDS));
    if (step === 'secret' && (result.fields.email || result.fields[secretField])) {
      setFocus(secretField, { shouldSelect: true });
    }
  }

  function goTo(next: SigninStep) {
    movedRef.current = true;
    setFailure(null);
    setBanner(undefined);
    if (next === 'email') {
      form.clearErrors();
      form.setValue('password', '');
      form.setValue('confirmPassword', '');
      form.setValue('pin', '');
      setNotice(undefined);
    }
    setStep(next);
  }

  async function sendCode(email: string): Promise<boolean> {
    try {
      if (source === 'order_linking') {
        setNotice(toNotice(await requestOrderLink.mutateAsync({ orderId: orderId ?? '', email }), email));
      } else {
        setNotice(toNotice(await requestPin.mutateAsync(email), email));
      }
      return true;
    } catch (error) {
      show(source === 'order_linking' ? orderLinkFailure(error, 'request') : pinSendFailure(error));
      return false;
    }
  }

  async function onSubmit(values: SigninValues) {
    setFailure(null);
    setBanner(undefined);
    if (missingOrderId) {
      setBanner({ code: CODES.orderIdRequired });
      return;
    }
    if (step === 'email') {
      if (usesPin && !(await sendCode(values.email))) return;
      goTo('secret');
      return;
    }
    try {
      switch (source) {
        case 'regular_registration':
          completeSignIn(
            await registerAccount.mutateAsync({ email: values.email, password: values.password }),
            {
              chefProfile,
              created: true,
              continueTo: returnTo,
            },
          );
          return;
        case 'regular_login':
          completeSignIn(await pwLogin.mutateAsync({ email: values.email, password: values.password }), {
            chefProfile,
            continueTo: returnTo,
          });
          return;
        case 'one_time_pin':
          completeSignIn(await pinLogin.mutateAsync({ email: values.email, pin: values.pin }), {
            chefProfile,
            continueTo: returnTo,
          });
          return;
        case 'order_linking':
          completeSignIn(
            await relateOrder.mutateAsync({ orderId: orderId ?? '', email: values.email, pin: values.pin }),
            // The linked order still waits for its card payment (at least the service fee).
            { continueTo: `/checkout?resumePayment=true&orderId=${encodeURIComponent(orderId ?? '')}` },
          );
          return;
      }
    } catch (error) {
      if (source === 'regular_registration') show(registrationFailure(error));
      else if (source === 'regular_login') show(loginFailure(error));
      else if (source === 'one_time_pin') show(pinLoginFailure(error));
      else show(orderLinkFailure(error, 'relate'));
    }
  }

  async function handleResend() {
    setFailure(null);
    setBanner(undefined);
    if (await sendCode(getValues('email'))) showToast('success', 'auth.pinResent');
  }

  /** regular_login → one_time_pin: mail a PIN now and continue at the PIN step. */
  async function handleUsePinInstead() {
    setFailure(null);
    setBanner(undefined);
    const email = getValues('email');
    try {
      const message = await requestPin.mutateAsync(email);
      void navigate(linkTo('one_time_pin'), {
        state: { email, step: 'secret', notice: toNotice(message, email) } satisfies SigninHandover,
      });
    } catch (error) {
      show(pinSendFailure(error));
    }
  }

  function linkTo(target: SigninSource): string {
    const query = new URLSearchParams({ source: target });
    if (chefProfile) query.set('chefProfile', 'true');
    if (returnTo) query.set('returnTo', returnTo);
    return `/signin?${query.toString()}`;
  }

  const texts = TEXTS[source];
  const emailError = fieldErrorText(errors.email, 'email');
  const isBusy = isSubmitting;

  return (
    <div className="rounded-sheet bg-surface p-6 shadow-card sm:p-8">
      <p className="text-sm font-semibold text-paprika-dark">
        {t('auth.stepOf', { step: step === 'email' ? 1 : 2, total: 2 })}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{t(texts.title)}</h1>
      <p className="mt-2 text-muted">
        {step === 'email' ? t(texts.lead, { orderId: orderId ?? '' }) : t(texts.step2)}
      </p>

      <div className="mt-5 flex flex-col gap-3 empty:hidden">
        {missingOrderId ? <Banner tone="error">{describe({ code: CODES.orderIdRequired })}</Banner> : null}
        {banner && banner.code !== CODES.orderIdRequired ? (
          <Banner tone="error">{describe(banner)}</Banner>
        ) : null}
        {notice && step === 'secret' ? <Banner tone="success">{describe(notice)}</Banner> : null}
      </div>

      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 flex flex-col gap-5">
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={step === 'secret'}
          error={emailError}
          {...register('email')}
        />
        {failure?.emailExists ? (
          <p className="-mt-3 text-sm">
            <Link
              to={linkTo('regular_login')}
              state={{ email: emailValue, step: 'secret' } satisfies SigninHandover}
              className="font-semibold text-paprika-dark underline underline-offset-4"
            >
              {t('auth.signInWithPasswordInstead')}
            </Link>
          </p>
        ) : null}

        {step === 'secret' && source === 'regular_registration' ? (
          <>
            <TextField
              label={t('fields.password')}
              type="password"
              autoComplete="new-password"
              error={fieldErrorText(errors.password, 'password')}
              hint={<PasswordRules password={password} />}
              {...register('password')}
            />
            <TextField
              label={t('fields.confirmPassword')}
              type="password"
              autoComplete="new-password"
              error={fieldErrorText(errors.confirmPassword, 'confirmPassword')}
              {...register('confirmPassword')}
            />
          </>
        ) : null}

        {step === 'secret' && source === 'regular_login' ? (
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            error={fieldErrorText(errors.password, 'password')}
            {...register('password')}
          />
        ) : null}

        {step === 'secret' && usesPin ? (
          <TextField
            label={t('fields.pin')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PIN_LENGTH}
            hint={t('auth.pinHint', { length: PIN_LENGTH })}
            error={fieldErrorText(errors.pin, 'pin')}
            className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
            {...register('pin')}
          />
        ) : null}

        {step === 'email' ? (
          <Button type="submit" size="lg" isLoading={isBusy} disabled={missingOrderId}>
            {t('auth.continue')}
          </Button>
        ) : (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => goTo('email')}
              disabled={isBusy}
              icon={<ArrowLeftIcon size={18} />}
            >
              {t('auth.back')}
            </Button>
            <Button type="submit" size="lg" isLoading={isBusy} className="sm:flex-1">
              {source === 'regular_registration'
                ? t('auth.createAccount')
                : source === 'order_linking'
                  ? t('auth.linkOrder')
                  : t('auth.signIn')}
            </Button>
          </div>
        )}
      </form>

      {step === 'secret' && usesPin ? (
        <div className="mt-4 text-center">
          <Button
            variant="link"
            onClick={() => void handleResend()}
            isLoading={requestPin.isPending || requestOrderLink.isPending}
            disabled={isBusy}
          >
            {t('auth.resendPin')}
          </Button>
        </div>
      ) : null}
      {step === 'secret' && source === 'regular_login' ? (
        <div className="mt-4 text-center">
          <Button
            variant="link"
            onClick={() => void handleUsePinInstead()}
            isLoading={requestPin.isPending}
            disabled={isBusy}
          >
            {t('auth.usePinInstead')}
          </Button>
        </div>
      ) : null}

      <SigninAlternatives source={source} step={step} linkTo={linkTo} email={emailValue} />
    </div>
  );
}

/** The links under the form to the other ways in (not offered while linking an order). */
function SigninAlternatives({
  source,
  step,
  linkTo,
  email,
}: {
  source: SigninSource;
  step: SigninStep;
  linkTo: (target: SigninSource) => string;
  email: string;
}) {
  const { t } = useTranslation();
  if (source === 'order_linking' || step === 'secret') return null;
  const links: { target: SigninSource; prompt: string; label: string }[] = [];
  if (source !== 'regular_login')
    links.push({
      target: 'regular_login',
      prompt: t('auth.haveAccount'),
      label: t('auth.signInWithPassword'),
    });
  if (source !== 'regular_registration')
    links.push({ target: 'regular_registration', prompt: t('auth.newHere'), label: t('auth.createAccount') });
  if (source !== 'one_time_pin')
    links.push({ target: 'one_time_pin', prompt: t('auth.noPassword'), label: t('auth.signInWithPin') });
  return (
    <ul className="mt-6 flex flex-col gap-2 border-t border-line pt-5 text-sm">
      {links.map((link) => (
        <li key={link.target} className="text-muted">
          {link.prompt}{' '}
          <Link
            to={linkTo(link.target)}
            state={{ email } satisfies SigninHandover}
            className="font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
