import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { CheckoutForm } from '#domain/orders/checkout.schema.ts';
import { serviceAreaProblem, serviceDateProblem, type ServiceLine } from '#domain/orders/service-rules.ts';
import { codedError, lazyResolver } from '../../lib/form-resolver.ts';
import { now } from '../../lib/clock.ts';

/** The checkout form as the inputs hold it; the service date is a datetime-local text. */
export interface CheckoutValues {
  /** A guest's e-mail: the order-linking PIN goes there; signed-in users have none here. */
  email: string;
  title: string;
  formatted_address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  serviceDeliveryDate: string;
  payInCash: boolean;
  cateringRequired: boolean;
  commentary: string;
}

export type CheckoutField = keyof CheckoutValues;

/** The fields in the order they appear on screen: the first of them with an error gets the focus. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  'email',
  'title',
  'formatted_address',
  'city',
  'state',
  'postalCode',
  'phone',
  'serviceDeliveryDate',
  'payInCash',
  'cateringRequired',
  'commentary',
];

/** spec marketplace §2: pay in cash is on by default. */
export const CHECKOUT_DEFAULTS: CheckoutValues = {
  email: '',
  title: '',
  formatted_address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  serviceDeliveryDate: '',
  payInCash: true,
  cateringRequired: false,
  commentary: '',
};

/** A datetime-local value ("2026-05-01T18:30", the browser's time zone) as epoch seconds. */
export function localInputToSeconds(value: string): number | undefined {
  if (!value) return undefined;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : undefined;
}

/**
 * Milliseconds as a datetime-local value in the browser's time zone (for the input's `min`), rounded
 * up to the minute the input can hold.
 */
export function toLocalInput(ms: number): string {
  const date = new Date(Math.ceil(ms / 60_000) * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const base = lazyResolver<FieldValues>(() =>
  import('#domain/orders/checkout.schema.ts').then((schemas) => schemas.CheckoutFormSchema),
);
// A guest's e-mail, loaded the same way.
const email = lazyResolver<FieldValues>(() =>
  import('#domain/accounts/email.schema.ts').then((schemas) => schemas.EmailFieldSchema),
);

/**
 * The form's context: whether a guest is asked for the e-mail the order-linking PIN goes to, and
 * the cart's dishes as the service rules see them.
 */
export interface CheckoutContext {
  askEmail?: boolean;
  lines?: readonly ServiceLine[];
}

/** The checked form: the order's fields, and a guest's e-mail (lower-cased) when it was asked for. */
export type CheckoutData = CheckoutForm & { email?: string };

/**
 * spec marketplace §5 through the shared CheckoutFormSchema (each field trimmed; messages are the
 * pages.checkout.* codes), plus the service rules the server applies too (domain service-rules.ts):
 * the date in the future and past each dish's preparation plus its chef's lead time, and the
 * address in each chef's city.
 */
export const checkoutResolver: Resolver<CheckoutValues, CheckoutContext, CheckoutData> = async (
  values,
  context,
  options,
) => {
  const seconds = localInputToSeconds(values.serviceDeliveryDate);
  const result = await base(
    { ...values, serviceDeliveryDate: seconds ?? '' },
    context,
    options as unknown as Parameters<typeof base>[2],
  );
  const asked = context?.askEmail
    ? await email({ email: values.email }, context, options as unknown as Parameters<typeof email>[2])
    : undefined;
  const errors = { ...asked?.errors, ...result.errors } as FieldErrors<CheckoutValues>;
  const lines = context?.lines ?? [];
  if (!errors.serviceDeliveryDate && seconds !== undefined) {
    const problem = serviceDateProblem(seconds, now(), lines);
    if (problem) errors.serviceDeliveryDate = codedError(problem.code, problem.params);
  }
  if (!errors.city) {
    const problem = serviceAreaProblem(values.city, lines);
    if (problem) errors.city = codedError(problem.code, problem.params);
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  const checked = result.values as CheckoutForm;
  return { values: asked ? { ...checked, email: asked.values.email as string } : checked, errors: {} };
};
