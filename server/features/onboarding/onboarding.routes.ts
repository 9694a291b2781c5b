import type { FastifyInstance } from 'fastify';
import { chefQuestionnaire, CHEF_QUESTIONNAIRE } from '#domain/onboarding/questionnaire.ts';
import { QuestionnaireAnswerSchema } from '#domain/onboarding/questionnaire.response.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { QuestionnaireQuerySchema } from '#domain/onboarding/onboarding.request.ts';

/** DESIGN §4: the chef application's questionnaire, served in the asked language. */
export function onboardingRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>(
    '/questionnaires/:name',
    { ...access('public'), ...answers(QuestionnaireAnswerSchema) },
    async (request, reply) => {
      if (request.params.name !== CHEF_QUESTIONNAIRE.questionarieName) throw AppError.notFound();
      const { language } = parse(QuestionnaireQuerySchema, request.query);
      reply.header('cache-control', 'public, max-age=300');
      return ok({ questionnaire: chefQuestionnaire(language) });
    },
  );
}
