import { z } from 'zod';
import { formBoolean, INVALID, recordId } from '../validation.ts';

/** spec marketplace §5, §9. */
export const CHECKOUT_LIMITS = { title: 70, commentary: 1000, field: 200, formattedAddress: 500 } as const;
/** spec marketplace §9: the service date may not be earlier than this (epoch seconds). */
export const MIN_SERVICE_DATE_SECONDS = 1713463885;
/** spec marketplace §9: the address payload's place type. */
export const PLACE_TYPE = -1;
/** DESIGN §7: the phone's real country code (Lithuania), not the spec's fixed 48. */
export const ORDER_COUNTRY_PHONE_CODE = '370';
/** A line can ask for at most this many of one dish; more is a typo or an attack. */
export const MAX_PRODUCT_VOLUME = 100;
export const MAX_ORDER_LINES = 50;

/** A required text checked after trimming, with its own message code (pages.checkout.<field>Required). */
const requiredField = (code: string, max: number = CHECKOUT_LIMITS.field) =>
  z.string({ error: code }).trim().min(1, code).max(max, 'forms.validation.maxLength');

const epochSeconds = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'pages.checkout.serviceDateRequired' : INVALID),
    })
    .int(INVALID)
    .min(MIN_SERVICE_DATE_SECONDS, 'pages.checkout.serviceDateTooEarly')
    .max(4_102_444_800, INVALID),
);

/** The delivery address part of checkout (spec marketplace §2, §3 "Address payload"). */
export const OrderAddressSchema = z.object({
  title: requiredField('pages.checkout.titleRequired', CHECKOUT_LIMITS.title),
  postalCode: requiredField('pages.checkout.postalCodeRequired', 20),
  state: requiredField('pages.checkout.stateRequired'),
  city: requiredField('pages.checkout.cityRequired'),
  phone: requiredField('pages.checkout.phoneRequired', 32),
  formatted_address: requiredField('pages.checkout.addressRequired', CHECKOUT_LIMITS.formattedAddress),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/**
 * The order details part of checkout. The date's rules that depend on the time and the dishes (in
 * the future, preparation plus lead time) are in service-rules.ts, checked by the caller.
 */
export const OrderDetailsSchema = z.object({
  serviceDeliveryDate: epochSeconds,
  payInCash: formBoolean.default(true),
  cateringRequired: formBoolean.default(false),
  commentary: z
    .string({ error: INVALID })
    .trim()
    .max(CHECKOUT_LIMITS.commentary, 'forms.validation.maxLength')
    .optional()
    .transform((value) => value || undefined),
});

/** The whole checkout form, as the web app validates it before creating the order. */
export const CheckoutFormSchema = OrderAddressSchema.extend(OrderDetailsSchema.shape);
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

export const OrderLineSchema = z.object({
  productId: recordId(INVALID),
  productVolume: z.coerce
    .number({ error: INVALID })
    .int(INVALID)
    .min(1, 'forms.validation.min')
    .max(MAX_PRODUCT_VOLUME, 'forms.validation.max'),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** `items` travels as JSON text in form bodies (DESIGN §3). */
export const OrderLinesSchema = z
  .union([z.string(), z.array(z.unknown())], { error: 'pages.checkout.cartEmpty' })
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(OrderLineSchema, { error: INVALID })
      .min(1, 'pages.checkout.cartEmpty')
      .max(MAX_ORDER_LINES, 'forms.validation.max')
      .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, INVALID),
  );

/** spec marketplace §3: timestamps may be seconds or milliseconds (values over 1e12 are milliseconds). */
export function toMillis(timestamp: number): number {
  return timestamp > 1e12 ? timestamp : timestamp * 1000;
}

/** The one order number (issue 19) lives in order-number.ts; kept here for the checkout's imports. */
export { orderNumber } from './order-number.ts';
