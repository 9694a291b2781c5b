import { z } from 'zod';
import { formBoolean, INVALID, plainLine, recordId } from '../validation.ts';
import { checkPhone, DEFAULT_PHONE_COUNTRY } from '../accounts/phone.ts';
import {
  CHECKOUT_LIMITS,
  MAX_ORDER_LINES,
  MAX_PRODUCT_VOLUME,
  MIN_SERVICE_DATE_SECONDS,
} from './checkout-rules.ts';

// The limits and rules screens show without validating anything live apart from zod
// (checkout-rules.ts); here as well for the schemas' other readers.
export {
  CHECKOUT_LIMITS,
  MAX_ORDER_LINES,
  MAX_PRODUCT_VOLUME,
  MIN_SERVICE_DATE_SECONDS,
  ORDER_COUNTRY_PHONE_CODE,
  PLACE_TYPE,
  toMillis,
} from './checkout-rules.ts';

/**
 * A required address line checked after trimming, with its own message code
 * (pages.checkout.<field>Required): one line without controls, as every name-like field.
 */
const requiredField = (code: string, max: number = CHECKOUT_LIMITS.field) =>
  plainLine(z.string({ error: code }).trim().min(1, code).max(max, 'forms.validation.maxLength'));

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

/**
 * A Lithuanian postal code (the marketplace serves Lithuania): five digits, written "01100" or
 * "LT-01100" as the post office does.
 */
export const POSTAL_CODE_PATTERN = /^(?:LT-?)?\d{5}$/i;

/** The phone the chef calls on the day: the profile's rule (accounts §5), the default country's. */
const checkoutPhone = requiredField('pages.checkout.phoneRequired', 32).superRefine((value, ctx) => {
  const phone = checkPhone(value, DEFAULT_PHONE_COUNTRY);
  if (!phone.ok) ctx.addIssue({ code: 'custom', message: phone.code, params: phone.params });
});

/** The delivery address part of checkout (spec marketplace §2, §3 "Address payload"). */
export const OrderAddressSchema = z.object({
  title: requiredField('pages.checkout.titleRequired', CHECKOUT_LIMITS.title),
  postalCode: requiredField('pages.checkout.postalCodeRequired', 20).regex(
    POSTAL_CODE_PATTERN,
    'pages.checkout.postalCodeInvalid',
  ),
  state: requiredField('pages.checkout.stateRequired'),
  city: requiredField('pages.checkout.cityRequired'),
  phone: checkoutPhone,
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
