import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { serviceDateProblem } from '#domain/orders/checkout-rules.ts';
import type { CheckoutForm } from '#domain/orders/checkout.schema.ts';
import { codedError, lazyResolver } from '../../lib/form-resolver.ts';
import { now } from '../../lib/clock.ts';

/** The checkout form as the inputs hold it; the service date is a datetime-local text. */
export interface CheckoutValues {
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

/** Milliseconds as a datetime-local value in the browser's time zone (for the input's `min`). */
export function toLocalInput(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const base = lazyResolver<FieldValues>(() =>
  import('#domain/orders/checkout.schema.ts').then((schemas) => schemas.CheckoutFormSchema),
);

/**
 * spec marketplace §5 through the shared CheckoutFormSchema (each field trimmed; messages are the
 * pages.checkout.* codes), plus DESIGN §7: the service date must lie in the future.
 */
export const checkoutResolver: Resolver<CheckoutValues, unknown, CheckoutForm> = async (
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
  const errors = { ...result.errors } as FieldErrors<CheckoutValues>;
  if (!errors.serviceDeliveryDate && seconds !== undefined) {
    const problem = serviceDateProblem(seconds, now());
    if (problem) errors.serviceDeliveryDate = codedError(problem);
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as CheckoutForm, errors: {} };
};
