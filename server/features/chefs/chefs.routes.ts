import type { FastifyInstance } from 'fastify';
import { LegalInfoAnswerSchema, MerchantInfoAnswerSchema } from '#domain/chefs/merchant-info.response.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import { z } from 'zod';
import { MerchantInfoInputSchema } from '#domain/chefs/chef-profile.schema.ts';
import { formBoolean, INVALID, optionalText, REQUIRED } from '#domain/validation.ts';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ChefsService } from './chefs.service.ts';
import { access } from '../../plugins/access.ts';

const DecisionSchema = z
  .object({
    userId: z.uuid(INVALID),
    valid: formBoolean,
    reason: optionalText(1000),
    /** The console sends the merchant info's timestamp it showed (stale decisions get 409). */
    updatedTimestamp: z.coerce.number({ error: INVALID }).int(INVALID).nonnegative(INVALID).optional(),
  })
  .refine((decision) => decision.valid || decision.reason, { path: ['reason'], message: REQUIRED });

/** spec accounts §7 merchant-info; DESIGN §4 merchant-status (OPERATOR and ADMIN only). */
export function chefsRoutes(server: FastifyInstance, { chefs }: { chefs: ChefsService }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get(
    '/secure/merchant-info',
    { ...access('signedIn'), ...answers(MerchantInfoAnswerSchema) },
    async (request) => {
      return ok({ merchantInfo: await chefs.merchantInfo(requireUser(request).id) });
    },
  );

  app.post(
    '/secure/merchant-info',
    { ...access('signedIn'), ...takes({ body: MerchantInfoInputSchema }, answers(LegalInfoAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok({ legalInfo: await chefs.save(user.id, request.body, request.lang) });
    },
  );

  app.post(
    '/secure/store-management/merchant-status',
    { ...access('staff'), ...takes({ body: DecisionSchema }, answers(LegalInfoAnswerSchema)) },
    async (request) => {
      const operator = requireUser(request);
      return ok({ legalInfo: await chefs.decide(operator.id, request.body) });
    },
  );
}
