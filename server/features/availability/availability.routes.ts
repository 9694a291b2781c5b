import type { FastifyInstance } from 'fastify';
import {
  AvailabilityAnswerSchema,
  ServiceSlotsAnswerSchema,
} from '#domain/availability/availability.response.ts';
import { answers, answersKept } from '../../plugins/response-schemas.ts';
import { z } from 'zod';
import { SLOT_HORIZON_DAYS } from '#domain/availability/availability-settings.ts';
import { calendarDate, INVALID } from '#domain/validation.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { access } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AvailabilityService } from './availability.service.ts';

/** The cart's lines in the `items` JSON; built once (a zod schema is compiled on first use). */
const CartLinesSchema = z
  .array(z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647) }))
  .min(1)
  .max(50);

const SlotsQuerySchema = z.object({
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

const SaveSchema = z.object({
  // JSON text (a form field), or the object itself in a JSON body.
  availability: z.union([z.string().max(100_000, INVALID), z.record(z.string(), z.unknown())], {
    error: INVALID,
  }),
});

/** A chef's availability settings, and the times a cart can be booked for. */
export function availabilityRoutes(
  app: FastifyInstance,
  { availability }: { availability: AvailabilityService },
) {
  app.get(
    '/secure/availability',
    { ...access('signedIn'), ...answers(AvailabilityAnswerSchema) },
    async (request) => ok({ availability: await availability.get(requireUser(request).id) }),
  );

  app.post(
    '/secure/availability',
    { ...access('signedIn'), ...answers(AvailabilityAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      const { availability: text } = parse(SaveSchema, request.body);
      return ok({ availability: await availability.save(user.id, text) });
    },
  );

  app.get(
    '/store/service-slots',
    // A checkout asks again and again: the offer is a kept answer, sent as kept bytes.
    { ...access('public'), ...answersKept(ServiceSlotsAnswerSchema, (model) => model.slots) },
    async (request) => {
      const { items, from, days } = parse(SlotsQuerySchema, request.query);
      return ok({ slots: await availability.serviceSlots(items, from, days) });
    },
  );
}
