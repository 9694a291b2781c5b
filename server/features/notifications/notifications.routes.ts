import type { FastifyInstance } from 'fastify';
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
import { NotificationsReadSchema } from '#domain/notifications/notifications.request.ts';

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
      const { ids } = parse(NotificationsReadSchema, request.body ?? {});
      return ok(await notifications.markRead(user.id, ids));
    },
  );
}
