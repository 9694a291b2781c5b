import { z } from 'zod';
import { SLOT_HORIZON_DAYS } from './availability-settings.ts';
import { calendarDate, INVALID, MAX_RECORD_ID } from '../validation.ts';

/** The cart's lines in the `items` JSON; built once (a zod schema is compiled on first use). */
export const CartLinesSchema = z
  .array(z.object({ productId: z.coerce.number().int().positive().max(MAX_RECORD_ID) }))
  .min(1)
  .max(50);

export const ServiceSlotsQuerySchema = z.object({
  items: z
    .string({ error: 'pages.checkout.cartEmpty' })
    .max(10_000, INVALID)
    .transform((text, context) => {
      try {
        const parsed = CartLinesSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data.map((line) => line.productId);
      } catch {
        // reported below
      }
      context.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    }),
  from: calendarDate(),
  days: z.coerce
    .number({ error: INVALID })
    .int(INVALID)
    .min(1, INVALID)
    .max(SLOT_HORIZON_DAYS, INVALID)
    .default(31),
});

export const AvailabilitySaveSchema = z.object({
  // JSON text (a form field), or the object itself in a JSON body.
  availability: z.union([z.string().max(100_000, INVALID), z.record(z.string(), z.unknown())], {
    error: INVALID,
  }),
});
