import type { FastifyInstance } from 'fastify';
import { PIN_TTL_MINUTES } from '#domain/constants.ts';
import { DeleteAccountInputSchema } from '#domain/privacy/privacy.schema.ts';
import { DeletionStandingAnswerSchema } from '#domain/privacy/privacy.response.ts';
import { ACCOUNTING_RETENTION_YEARS } from '#domain/privacy/retention.ts';
import { message, ok } from '../../lib/envelope.ts';
import { requesterOf } from '../../lib/guest-orders.ts';
import { access } from '../../plugins/access.ts';
import { clearSessionCookie, requireUser } from '../../plugins/auth.ts';
import { answers, answersNothing } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import type { PrivacyService } from './privacy.service.ts';

interface PrivacyRoutesOptions {
  privacy: PrivacyService;
  secureCookies: boolean;
}

/** A person's own data: the export, and deleting the account (docs/decisions.md, "People's data"). */
export function privacyRoutes(server: FastifyInstance, { privacy, secureCookies }: PrivacyRoutesOptions) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  // A JSON file, not the envelope: what the person keeps. Never cached on the way (it is all theirs).
  app.get('/secure/account/export', { ...access('signedIn') }, async (request, reply) => {
    const user = requireUser(request);
    const document = await privacy.exportOf(user.id);
    const day = document.exportedAt.slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="namu-sefas-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(document, null, 2));
  });

  app.get(
    '/secure/account/deletion',
    { ...access('signedIn'), ...answers(DeletionStandingAnswerSchema) },
    async (request) => ok({ deletion: await privacy.standing(requireUser(request).id) }),
  );

  app.post('/secure/account/delete-pin', { ...access('signedIn'), ...answersNothing() }, async (request) => {
    const user = requireUser(request);
    const email = await privacy.requestPin(user.id, requesterOf(request));
    return ok(undefined, [message('privacy.deletePinSent', { email, minutes: PIN_TTL_MINUTES })]);
  });

  app.post(
    '/secure/account/delete',
    { ...access('signedIn'), ...takes({ body: DeleteAccountInputSchema }, answersNothing()) },
    async (request, reply) => {
      const user = requireUser(request);
      await privacy.deleteAccount(user.id, request.body, request.ip);
      clearSessionCookie(reply, secureCookies);
      return ok(undefined, [message('privacy.accountDeleted', { years: ACCOUNTING_RETENTION_YEARS })]);
    },
  );
}
