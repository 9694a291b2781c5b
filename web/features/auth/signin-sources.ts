import { z } from 'zod';
import {
  EmailSchema,
  PasswordSchema,
  PasswordWithConfirmationSchema,
  PinSchema,
} from '#domain/accounts/credentials.schema.ts';
import type { Describable } from '../../i18n/describe.ts';
import {
  loginFailure,
  orderLinkFailure,
  pinLoginFailure,
  pinSendFailure,
  registrationFailure,
  type FormFailure,
} from './auth-errors.ts';

/**
 * spec accounts §2: the `source` query of /signin. A bare /signin (a 'Sign in' link, a guard) signs
 * in; any other unknown value keeps the spec's default, registration (docs/spec-deviations.md).
 */
export const SIGNIN_SOURCES = [
  'regular_registration',
  'regular_login',
  'one_time_pin',
  'order_linking',
] as const;
export type SigninSource = (typeof SIGNIN_SOURCES)[number];

export function parseSource(value: string | null): SigninSource {
  if (value === null || value === '') return 'regular_login';
  return (SIGNIN_SOURCES as readonly string[]).includes(value)
    ? (value as SigninSource)
    : 'regular_registration';
}

export type SigninStep = 'email' | 'secret';

/** Carried in navigation state when one mode hands over to another (the e-mail stays out of the URL). */
export interface SigninHandover {
  email?: string;
  step?: SigninStep;
  notice?: Describable;
  /** Why signing in is asked for here (e.g. to write to a chef), shown on the e-mail step. */
  reason?: Describable;
  /**
   * Order linking from checkout: the PIN is sent to `email` as the page opens, so the
   * guest goes straight to the PIN. The e-mail travels in history state, not in the URL, where
   * server and proxy logs would keep it.
   */
  sendPin?: boolean;
}

export const EmailStepSchema = z.object({ email: EmailSchema });

/** What sets one way in apart from the others: its texts, its second step and its failures. */
export interface SourceSettings {
  texts: { title: string; lead: string; step2: string; submit: string };
  /** The whole form as the second step validates it. */
  secretSchema: z.ZodType;
  /** The second step asks for an e-mailed PIN (sent when the e-mail step is done), not a password. */
  usesPin: boolean;
  /** How a refused second step reads. */
  submitFailure: (error: unknown) => FormFailure;
  /** How a refused PIN request reads (for the PIN ways in). */
  sendFailure: (error: unknown) => FormFailure;
}

/** The four ways in as data; `satisfies` keeps the text keys literal, so `t` checks them. */
export const SOURCE_SETTINGS = {
  regular_registration: {
    texts: {
      title: 'auth.signin.registration.title',
      lead: 'auth.signin.registration.lead',
      step2: 'auth.signin.registration.step2',
      submit: 'auth.createAccount',
    },
    secretSchema: z.intersection(EmailStepSchema, PasswordWithConfirmationSchema),
    usesPin: false,
    submitFailure: registrationFailure,
    sendFailure: pinSendFailure,
  },
  regular_login: {
    texts: {
      title: 'auth.signin.login.title',
      lead: 'auth.signin.login.lead',
      step2: 'auth.signin.login.step2',
      submit: 'auth.signIn',
    },
    secretSchema: EmailStepSchema.extend({ password: PasswordSchema }),
    usesPin: false,
    submitFailure: loginFailure,
    sendFailure: pinSendFailure,
  },
  one_time_pin: {
    texts: {
      title: 'auth.signin.pin.title',
      lead: 'auth.signin.pin.lead',
      step2: 'auth.signin.pin.step2',
      submit: 'auth.signIn',
    },
    secretSchema: EmailStepSchema.extend({ pin: PinSchema }),
    usesPin: true,
    submitFailure: pinLoginFailure,
    sendFailure: pinSendFailure,
  },
  order_linking: {
    texts: {
      title: 'auth.signin.orderLinking.title',
      lead: 'auth.signin.orderLinking.lead',
      step2: 'auth.signin.orderLinking.step2',
      submit: 'auth.linkOrder',
    },
    secretSchema: EmailStepSchema.extend({ pin: PinSchema }),
    usesPin: true,
    submitFailure: (error) => orderLinkFailure(error, 'relate'),
    sendFailure: (error) => orderLinkFailure(error, 'request'),
  },
} as const satisfies Record<SigninSource, SourceSettings>;

/** The /signin address of another way in, keeping the chef flag and where to continue. */
export function signinPath(
  target: SigninSource,
  { chefProfile, returnTo }: { chefProfile: boolean; returnTo?: string },
): string {
  const query = new URLSearchParams({ source: target });
  if (chefProfile) query.set('chefProfile', 'true');
  if (returnTo) query.set('returnTo', returnTo);
  return `/signin?${query.toString()}`;
}

/** The links under the form to the other ways in (none while linking an order). */
export function alternativesOf(source: SigninSource): Exclude<SigninSource, 'order_linking'>[] {
  if (source === 'order_linking') return [];
  return (['regular_login', 'regular_registration', 'one_time_pin'] as const).filter(
    (target) => target !== source,
  );
}
