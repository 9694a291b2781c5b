import { z } from 'zod';
import { CITIES } from '../constants.ts';
import { KITCHEN_TYPES, parseKitchenTypes } from '../chefs/kitchen-types.ts';
import { calendarDate, INVALID, recordId } from '../validation.ts';
import { CHEF_SORTS, isMinRating, MIN_RATING_LIMITS } from './chef-list.ts';

const optionalNumber = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : Number(value)),
  z.number().optional(),
);

export const MerchantsQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === '' || value === undefined ? 1 : Number(value)),
    z.number({ error: INVALID }).int(INVALID).min(1, 'forms.validation.min'),
  ),
  hourRate: optionalNumber.pipe(z.number().int(INVALID).min(0, INVALID).max(100_000, INVALID).optional()),
  kitchenType: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => parseKitchenTypes(value ?? []))
    .pipe(
      z
        .array(z.enum(KITCHEN_TYPES, { error: 'forms.validation.invalidKitchenType' }))
        .max(KITCHEN_TYPES.length),
    ),
  city: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(CITIES, { error: 'forms.validation.invalidCity' }).optional(),
  ),
  q: z.string({ error: INVALID }).trim().max(100, 'forms.validation.maxLength').optional(),
  /** Only chefs with at least one open time on this Vilnius date. */
  availableOn: calendarDate(),
  /** The list's order (domain/catalog/chef-list.ts); newest approval first when absent. */
  sort: z.preprocess(
    (value) => (value === '' || value === undefined ? 'newest' : value),
    z.enum(CHEF_SORTS, { error: INVALID }),
  ),
  /** Only chefs whose average rating is at least this (1 to 5, one decimal); unrated chefs are left out. */
  minRating: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z
      .number({ error: INVALID })
      .min(MIN_RATING_LIMITS.min, 'forms.validation.min')
      .max(MIN_RATING_LIMITS.max, 'forms.validation.max')
      .refine(isMinRating, INVALID)
      .optional(),
  ),
  /** The `nextCursor` of the page before: the next page, read on from where that one ended. */
  cursor: z.string({ error: INVALID }).max(200, INVALID).optional(),
  /** Accepted for the spec's client; visitors only ever see approved chefs. */
  valid: z
    .unknown()
    .optional()
    .transform(() => undefined),
});

export const NicknameSchema = z.object({
  nickname: z.string({ error: 'chefs.notFound' }).trim().min(1, 'chefs.notFound').max(100),
});

export const ProductIdSchema = z.object({
  productId: recordId('dishes.noProductId', 'dishes.notFound'),
});
