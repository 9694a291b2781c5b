import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '#domain/constants.ts';
import { QUESTION_MAX_LENGTH } from '#domain/content/assistant.ts';
import { AssistantAnswerSchema, AssistantHistorySchema } from '#domain/content/assistant.response.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presentMessage } from './assistant.presenter.ts';
import type { AssistantService } from './assistant.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';

const AskSchema = z.object({
  q: z
    .string({ error: 'assistant.questionRequired' })
    .trim()
    .min(1, 'assistant.questionRequired')
    .max(QUESTION_MAX_LENGTH, 'assistant.questionTooLong'),
  /** The answer's language; the caller's interface language (Accept-Language) when absent. */
  language: z.enum(LANGUAGES, { error: 'forms.validation.invalid' }).optional(),
});

/** spec marketplace §7 `POST ask?q=` (`model.answer`), and the signed-in user's history. */
export function assistantRoutes(app: FastifyInstance, { assistant }: { assistant: AssistantService }) {
  app.post('/ask', { ...access('public'), ...answers(AssistantAnswerSchema) }, async (request) => {
    // spec: the text travels in the query string; a form or JSON body is accepted too.
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const { q, language } = parse(AskSchema, { ...body, ...(request.query as object) });
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
