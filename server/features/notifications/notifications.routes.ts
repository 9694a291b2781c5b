import type { FastifyInstance } from 'fastify';
import {
  NotificationsAnswerSchema,
  UnreadNoticesSchema,
} from '#domain/notifications/notification.response.ts';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import { NotificationsReadSchema } from '#domain/notifications/notifications.request.ts';

export function notificationsRoutes(
  server: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get(
    '/secure/notifications',
    { ...access('signedIn'), ...answers(NotificationsAnswerSchema) },
    async (request) => ok(await notifications.list(requireUser(request).id)),
  );

  app.post(
    '/secure/notifications-read',
    { ...access('signedIn'), ...takes({ body: NotificationsReadSchema }, answers(UnreadNoticesSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok(await notifications.markRead(user.id, request.body.ids));
    },
  );
}
