import type { FastifyInstance } from 'fastify';
import {
  OpenThreadSchema,
  ReadThreadSchema,
  ReportListSchema,
  ReportMessageSchema,
  ResolveReportSchema,
  SendMessageSchema,
  ThreadPageSchema,
} from '#domain/messages/message.schema.ts';
import {
  InboxSchema,
  MessageReportsSchema,
  OpenedThreadSchema,
  ReportResolutionSchema,
  ReportedMessageSchema,
  SentMessageSchema,
  ThreadPageAnswerSchema,
  UnreadTotalSchema,
} from '#domain/messages/message.response.ts';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { answers, answersKept } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { MessagesService } from './messages.service.ts';

/** The inbox, a thread, sending, reading, reporting; the console's reports. */
export function messagesRoutes(server: FastifyInstance, { messages }: { messages: MessagesService }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get('/secure/message-threads', { ...access('signedIn'), ...answers(InboxSchema) }, async (request) =>
    ok(await messages.inbox(requireUser(request))),
  );

  app.post(
    '/secure/message-thread',
    { ...access('signedIn'), ...takes({ body: OpenThreadSchema }, answers(OpenedThreadSchema)) },
    async (request) => {
      const thread = await messages.open(requireUser(request), request.body);
      return ok({ thread });
    },
  );

  // A thread screen polls this page: it is a kept answer (messages.service.ts), sent as kept bytes.
  app.get(
    '/secure/message-thread',
    { ...access('signedIn'), ...takes({ query: ThreadPageSchema }, answersKept(ThreadPageAnswerSchema)) },
    async (request) => {
      const { threadId, before } = request.query;
      return ok(await messages.page(requireUser(request), threadId, before));
    },
  );

  app.post(
    '/secure/message',
    { ...access('signedIn'), ...takes({ body: SendMessageSchema }, answers(SentMessageSchema)) },
    async (request) => ok(await messages.send({ ...requireUser(request), ip: request.ip }, request.body)),
  );

  app.post(
    '/secure/message-read',
    { ...access('signedIn'), ...takes({ body: ReadThreadSchema }, answers(UnreadTotalSchema)) },
    async (request) => ok(await messages.markRead(requireUser(request), request.body.threadId)),
  );

  app.post(
    '/secure/message-report',
    { ...access('signedIn'), ...takes({ body: ReportMessageSchema }, answers(ReportedMessageSchema)) },
    async (request) => {
      const { messageId, reason, note } = request.body;
      return ok(await messages.report({ ...requireUser(request), ip: request.ip }, messageId, reason, note));
    },
  );

  app.get(
    '/secure/store-management/message-reports',
    { ...access('staff'), ...takes({ query: ReportListSchema }, answers(MessageReportsSchema)) },
    async (request) => ok(await messages.reports(request.query.status)),
  );

  app.get(
    '/secure/store-management/message-thread',
    // The console pages through a thread as its members do.
    { ...access('staff'), ...takes({ query: ThreadPageSchema }, answers(ThreadPageAnswerSchema)) },
    async (request) => {
      const { threadId, before } = request.query;
      return ok(await messages.threadForOperator(requireUser(request).id, threadId, before));
    },
  );

  app.post(
    '/secure/store-management/message-report-resolution',
    { ...access('staff'), ...takes({ body: ResolveReportSchema }, answers(ReportResolutionSchema)) },
    async (request) => {
      const { reportId, action } = request.body;
      return ok(await messages.resolve(requireUser(request).id, reportId, action));
    },
  );
}
