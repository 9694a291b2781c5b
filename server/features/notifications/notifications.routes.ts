import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INVALID } from '#domain/validation.ts';
import { NOTIFICATIONS_LIST_MAX } from '#domain/notifications/notification-kinds.ts';
import {
  NotificationsAnswerSchema,
  UnreadNoticesSchema,
} from '#domain/notifications/notification.response.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';

/** `ids`: a JSON text array of notification ids; absent means all. */
const ReadSchema = z.object({
  ids: z
    .preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      },
      z.array(z.uuid(INVALID), { error: INVALID }).max(NOTIFICATIONS_LIST_MAX * 4, INVALID),
    )
    .optional(),
});

export function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  app.get(
    '/secure/notifications',
    { ...access('signedIn'), ...answers(NotificationsAnswerSchema) },
    async (request) => ok(await notifications.list(requireUser(request).id)),
  );

  app.post(
    '/secure/notifications-read',
    { ...access('signedIn'), ...answers(UnreadNoticesSchema) },
    async (request) => {
      const user = requireUser(request);
      const { ids } = parse(ReadSchema, request.body ?? {});
      return ok(await notifications.markRead(user.id, ids));
    },
  );
}
