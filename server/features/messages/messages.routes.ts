import type { FastifyInstance } from 'fastify';
import {
  ConsoleThreadSchema,
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
import { parse } from '../../lib/validate.ts';
import { access } from '../../plugins/access.ts';
import { answers, answersKept } from '../../plugins/response-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { MessagesService } from './messages.service.ts';

/** The inbox, a thread, sending, reading, reporting; the console's reports. */
export function messagesRoutes(app: FastifyInstance, { messages }: { messages: MessagesService }) {
  app.get('/secure/message-threads', { ...access('signedIn'), ...answers(InboxSchema) }, async (request) =>
    ok(await messages.inbox(requireUser(request))),
  );

  app.post(
    '/secure/message-thread',
    { ...access('signedIn'), ...answers(OpenedThreadSchema) },
    async (request) => {
      const thread = await messages.open(requireUser(request), parse(OpenThreadSchema, request.body));
      return ok({ thread });
    },
  );

  // A thread screen polls this page: it is a kept answer (messages.service.ts), sent as kept bytes.
  app.get(
    '/secure/message-thread',
    { ...access('signedIn'), ...answersKept(ThreadPageAnswerSchema) },
    async (request) => {
      const { threadId, before } = parse(ThreadPageSchema, request.query);
      return ok(await messages.page(requireUser(request), threadId, before));
    },
  );

  app.post('/secure/message', { ...access('signedIn'), ...answers(SentMessageSchema) }, async (request) =>
    ok(
      await messages.send(
        { ...requireUser(request), ip: request.ip },
        parse(SendMessageSchema, request.body),
      ),
    ),
  );

  app.post(
    '/secure/message-read',
    { ...access('signedIn'), ...answers(UnreadTotalSchema) },
    async (request) => {
      const { threadId } = parse(ReadThreadSchema, request.body);
      return ok(await messages.markRead(requireUser(request), threadId));
    },
  );

  app.post(
    '/secure/message-report',
    { ...access('signedIn'), ...answers(ReportedMessageSchema) },
    async (request) => {
      const { messageId, reason, note } = parse(ReportMessageSchema, request.body);
      return ok(await messages.report({ ...requireUser(request), ip: request.ip }, messageId, reason, note));
    },
  );

  app.get(
    '/secure/store-management/message-reports',
    { ...access('staff'), ...answers(MessageReportsSchema) },
    async (request) => {
      const { status } = parse(ReportListSchema, request.query);
      return ok(await messages.reports(status));
    },
  );

  app.get(
    '/secure/store-management/message-thread',
    { ...access('staff'), ...answers(ThreadPageAnswerSchema) },
    async (request) => {
      const { threadId } = parse(ConsoleThreadSchema, request.query);
      const { before } = parse(ThreadPageSchema.pick({ before: true }), request.query);
      return ok(await messages.threadForOperator(requireUser(request).id, threadId, before));
    },
  );

  app.post(
    '/secure/store-management/message-report-resolution',
    { ...access('staff'), ...answers(ReportResolutionSchema) },
    async (request) => {
      const { reportId, action } = parse(ResolveReportSchema, request.body);
      return ok(await messages.resolve(requireUser(request).id, reportId, action));
    },
  );
}
