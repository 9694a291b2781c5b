import type { FastifyInstance } from 'fastify';
import {
  AvailabilityAnswerSchema,
  ServiceSlotsAnswerSchema,
} from '#domain/availability/availability.response.ts';
import { answers, answersKept } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AvailabilityService } from './availability.service.ts';
import {
  ServiceSlotsQuerySchema,
  AvailabilitySaveSchema,
} from '#domain/availability/availability.request.ts';

/** A chef's availability settings, and the times a cart can be booked for. */
export function availabilityRoutes(
  server: FastifyInstance,
  { availability }: { availability: AvailabilityService },
) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get(
    '/secure/availability',
    { ...access('signedIn'), ...answers(AvailabilityAnswerSchema) },
    async (request) => ok({ availability: await availability.get(requireUser(request).id) }),
  );

  app.post(
    '/secure/availability',
    { ...access('signedIn'), ...takes({ body: AvailabilitySaveSchema }, answers(AvailabilityAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok({ availability: await availability.save(user.id, request.body.availability) });
    },
  );

  app.get(
    '/store/service-slots',
    // A checkout asks again and again: the offer is a kept answer, sent as kept bytes.
    {
      ...access('public'),
      ...takes(
        { query: ServiceSlotsQuerySchema },
        answersKept(ServiceSlotsAnswerSchema, (model) => model.slots),
      ),
    },
    async (request) => {
      const { items, from, days } = request.query;
      return ok({ slots: await availability.serviceSlots(items, from, days) });
    },
  );
}
