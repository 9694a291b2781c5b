import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chefQuestionnaire, CHEF_QUESTIONNAIRE } from '#domain/onboarding/questionnaire.ts';
import { QuestionnaireAnswerSchema } from '#domain/onboarding/questionnaire.response.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import { QuestionnaireQuerySchema } from '#domain/onboarding/onboarding.request.ts';

/** Any name is read: one that is not a questionnaire's is a 404, not a 400. */
const NameSchema = z.object({ name: z.string() });

/** DESIGN §4: the chef application's questionnaire, served in the asked language. */
export function onboardingRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get(
    '/questionnaires/:name',
    {
      ...access('public'),
      ...takes({ params: NameSchema, query: QuestionnaireQuerySchema }, answers(QuestionnaireAnswerSchema)),
    },
    async (request, reply) => {
      if (request.params.name !== CHEF_QUESTIONNAIRE.questionarieName) throw AppError.notFound();
      reply.header('cache-control', 'public, max-age=300');
      return ok({ questionnaire: chefQuestionnaire(request.query.language) });
    },
  );
}
