import type { FastifyInstance } from 'fastify';
import { AssistantAnswerSchema, AssistantHistorySchema } from '#domain/content/assistant.response.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presentMessage } from './assistant.presenter.ts';
import type { AssistantService } from './assistant.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { AssistantQuestionSchema } from '#domain/assistant/assistant.request.ts';

/** spec marketplace §7 `POST ask?q=` (`model.answer`), and the signed-in user's history. */
export function assistantRoutes(app: FastifyInstance, { assistant }: { assistant: AssistantService }) {
  app.post('/ask', { ...access('public'), ...answers(AssistantAnswerSchema) }, async (request) => {
    // spec: the text travels in the query string; a form or JSON body is accepted too.
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const { q, language } = parse(AssistantQuestionSchema, { ...body, ...(request.query as object) });
    const answer = await assistant.ask(q, language ?? request.lang, {
      userId: request.user?.id ?? null,
      ip: request.ip,
    });
    return ok(answer);
  });

  app.get(
    '/secure/assistant-history',
    { ...access('signedIn'), ...answers(AssistantHistorySchema) },
    async (request) => {
      const user = requireUser(request);
      return ok({ messages: (await assistant.history(user.id)).map(presentMessage) });
    },
  );
}
