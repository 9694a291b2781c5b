import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Describable } from '../../i18n/describe.ts';
import type { ApiMessage } from '../../lib/api-client.ts';
import { domainResolver } from '../../lib/zod-resolver.ts';
import { showToast } from '../../lib/toast.ts';
import { usePinLogin } from './api/pin-login.ts';
import { usePwLogin } from './api/pw-login.ts';
import { useRegister } from './api/register.ts';
import { useRelateOrderToUser } from './api/relate-order-to-user.ts';
import { useRequestOneTimePin } from './api/request-one-time-pin.ts';
import { useRequestOrderLink } from './api/request-order-link.ts';
import { applyFailure } from './apply-failure.ts';
import { CODES, pinSendFailure, type FormFailure } from './auth-errors.ts';
import {
  EmailStepSchema,
  signinPath,
  SOURCE_SETTINGS,
  type SigninHandover,
  type SigninSource,
  type SigninStep,
} from './signin-sources.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

export interface SigninValues {
  email: string;
  password: string;
  confirmPassword: string;
  pin: string;
}

const FORM_FIELDS = ['email', 'password', 'confirmPassword', 'pin'] as const;

export interface SigninFlowOptions {
  source: SigninSource;
  orderId?: string;
  chefProfile: boolean;
  handover?: SigninHandover;
  /** Where to continue after signing in (a page of this site, e.g. asking a chef). */
  returnTo?: string;
}

function toNotice(message: ApiMessage | undefined, email: string): Describable {
  return message
    ? { code: message.code, params: message.params, message: message.message }
    : { code: 'auth.pinSent', params: { email } };
}

/**
 * The two-step sign-in of spec accounts §2 and §4 without its markup: the form and its step
 * (the e-mail first, then a password or an e-mailed PIN, as `source` says), the calls, their
 * failures on the fields or as a banner, focus between the steps, and where the user goes next.
 */
export function useSigninFlow({ source, orderId, chefProfile, handover, returnTo }: SigninFlowOptions) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const settings = SOURCE_SETTINGS[source];
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
      secret: domainResolver<SigninValues>(settings.secretSchema),
    }),
    [settings],
  );
  // The resolver validates the current step's fields; the step reaches it as the form's context.
  const form = useForm<SigninValues, { step: SigninStep }>({
    defaultValues: { email: handover?.email ?? '', password: '', confirmPassword: '', pin: '' },
    context: { step },
    resolver: (values, context, options) => resolvers[context?.step ?? 'email'](values, context, options),
    mode: 'onTouched',
  });
  const { handleSubmit, setFocus, getValues } = form;
  const password = useWatch({ control: form.control, name: 'password' });
  const email = useWatch({ control: form.control, name: 'email' });

  const requestPin = useRequestOneTimePin();
  const requestOrderLink = useRequestOrderLink();
  const registerAccount = useRegister();
  const pwLogin = usePwLogin();
  const pinLogin = usePinLogin();
  const relateOrder = useRelateOrderToUser();

  const secretField = settings.usesPin ? 'pin' : 'password';
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

  // The guest came from checkout with their e-mail; the PIN leaves as the page opens
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

  function clearFeedback() {
    setFailure(null);
    setBanner(undefined);
  }

  function goTo(next: SigninStep) {
    movedRef.current = true;
    clearFeedback();
    if (next === 'email') {
      form.clearErrors();
      form.setValue('password', '');
      form.setValue('confirmPassword', '');
      form.setValue('pin', '');
      setNotice(undefined);
    }
    setStep(next);
  }

  async function sendCode(to: string): Promise<boolean> {
    try {
      const message =
        source === 'order_linking'
          ? await requestOrderLink.mutateAsync({ orderId: orderId ?? '', email: to })
          : await requestPin.mutateAsync(to);
      setNotice(toNotice(message, to));
      return true;
    } catch (error) {
      show(settings.sendFailure(error));
      return false;
    }
  }

  /** The second step's call for this way in; each answers the signed-in user. */
  function signIn(values: SigninValues) {
    const credentials = { identityKey: values.email, password: values.password };
    switch (source) {
      case 'regular_registration':
        return registerAccount.mutateAsync(credentials);
      case 'regular_login':
        return pwLogin.mutateAsync(credentials);
      case 'one_time_pin':
        return pinLogin.mutateAsync({ identityKey: values.email, pin: values.pin });
      case 'order_linking':
        return relateOrder.mutateAsync({ orderId: orderId ?? '', email: values.email, pin: values.pin });
    }
  }

  /** Where the user goes once signed in (useCompleteSignIn stores the session and navigates). */
  function completionOf(): Parameters<typeof completeSignIn>[1] {
    // The linked order still waits for its card payment (at least the service fee).
    if (source === 'order_linking')
      return { continueTo: `/checkout?resumePayment=true&orderId=${encodeURIComponent(orderId ?? '')}` };
    return { chefProfile, continueTo: returnTo, ...(source === 'regular_registration' && { created: true }) };
  }

  async function submit(values: SigninValues) {
    clearFeedback();
    if (missingOrderId) {
      setBanner({ code: CODES.orderIdRequired });
      return;
    }
    if (step === 'email') {
      if (settings.usesPin && !(await sendCode(values.email))) return;
      goTo('secret');
      return;
    }
    try {
      completeSignIn(await signIn(values), completionOf());
    } catch (error) {
      show(settings.submitFailure(error));
    }
  }

  async function resendPin() {
    clearFeedback();
    if (await sendCode(getValues('email'))) showToast('success', 'auth.pinResent');
  }

  /** regular_login → one_time_pin: mail a PIN now and continue at the PIN step. */
  async function sendPinInstead() {
    clearFeedback();
    const to = getValues('email');
    try {
      const message = await requestPin.mutateAsync(to);
      void navigate(linkTo('one_time_pin'), {
        state: { email: to, step: 'secret', notice: toNotice(message, to) } satisfies SigninHandover,
      });
    } catch (error) {
      show(pinSendFailure(error));
    }
  }

  function linkTo(target: SigninSource): string {
    return signinPath(target, { chefProfile, returnTo });
  }

  return {
    form,
    step,
    settings,
    /** The e-mail and password as typed (the password rules follow it). */
    email,
    password,
    missingOrderId,
    /** The server said the e-mail has an account: the screen offers password sign-in. */
    emailExists: failure?.emailExists === true,
    banner,
    notice,
    isBusy: form.formState.isSubmitting,
    isSendingPin: requestPin.isPending || requestOrderLink.isPending,
    isRequestingPin: requestPin.isPending,
    onSubmit: handleSubmit(submit),
    back: () => goTo('email'),
    resendPin,
    sendPinInstead,
    linkTo,
  };
}
