import { Link } from 'react-router';
import { PIN_LENGTH } from '#domain/constants.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { PasswordRules } from '../../../components/password-rules.tsx';
import { describe } from '../../../i18n/describe.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fieldErrorText } from '../../../lib/form-resolver.ts';
import { CODES } from '../auth-errors.ts';
import {
  alternativesOf,
  type SigninHandover,
  type SigninSource,
  type SigninStep,
} from '../signin-sources.ts';
import { useSigninFlow, type SigninFlowOptions } from '../use-signin-flow.ts';

/**
 * The two-step sign-in of spec accounts §2 and §4: the e-mail first, then a password (new or
 * existing) or an e-mailed PIN, depending on `source`. Back returns to the e-mail step.
 * The steps, calls and redirects are useSigninFlow's; this draws them.
 */
export function SigninFlow(props: SigninFlowOptions) {
  const { t } = useTranslation();
  const { source, orderId } = props;
  const flow = useSigninFlow(props);
  const { step, settings, missingOrderId, banner, notice, isBusy, linkTo } = flow;
  const { register, formState } = flow.form;
  const { errors } = formState;
  const { texts, usesPin } = settings;

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
        {props.handover?.reason && step === 'email' ? (
          <Banner tone="info">{describe(props.handover.reason)}</Banner>
        ) : null}
        {missingOrderId ? <Banner tone="error">{describe({ code: CODES.orderIdRequired })}</Banner> : null}
        {banner && banner.code !== CODES.orderIdRequired ? (
          <Banner tone="error">{describe(banner)}</Banner>
        ) : null}
        {notice && step === 'secret' ? <Banner tone="success">{describe(notice)}</Banner> : null}
      </div>

      <form noValidate onSubmit={flow.onSubmit} className="mt-5 flex flex-col gap-5">
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={step === 'secret'}
          error={fieldErrorText(errors.email, 'email')}
          {...register('email')}
        />
        {flow.emailExists ? (
          <p className="-mt-3 text-sm">
            <Link
              to={linkTo('regular_login')}
              state={{ email: flow.email, step: 'secret' } satisfies SigninHandover}
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
              hint={<PasswordRules password={flow.password} />}
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
              onClick={flow.back}
              disabled={isBusy}
              icon={<ArrowLeftIcon size={18} />}
            >
              {t('auth.back')}
            </Button>
            <Button type="submit" size="lg" isLoading={isBusy} className="sm:flex-1">
              {t(texts.submit)}
            </Button>
          </div>
        )}
      </form>

      {step === 'secret' && usesPin ? (
        <div className="mt-4 text-center">
          <Button
            variant="link"
            onClick={() => void flow.resendPin()}
            isLoading={flow.isSendingPin}
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
            onClick={() => void flow.sendPinInstead()}
            isLoading={flow.isRequestingPin}
            disabled={isBusy}
          >
            {t('auth.usePinInstead')}
          </Button>
        </div>
      ) : null}

      <SigninAlternatives source={source} step={step} linkTo={linkTo} email={flow.email} />
    </div>
  );
}

const ALTERNATIVE_TEXTS = {
  regular_login: { prompt: 'auth.haveAccount', label: 'auth.signInWithPassword' },
  regular_registration: { prompt: 'auth.newHere', label: 'auth.createAccount' },
  one_time_pin: { prompt: 'auth.noPassword', label: 'auth.signInWithPin' },
} as const;

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
  const targets = alternativesOf(source);
  if (step === 'secret' || targets.length === 0) return null;
  return (
    <ul className="mt-6 flex flex-col gap-2 border-t border-line pt-5 text-sm">
      {targets.map((target) => (
        <li key={target} className="text-muted">
          {t(ALTERNATIVE_TEXTS[target].prompt)}{' '}
          <Link
            to={linkTo(target)}
            state={{ email } satisfies SigninHandover}
            className="font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
          >
            {t(ALTERNATIVE_TEXTS[target].label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
