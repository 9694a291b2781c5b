import type { FastifyInstance } from 'fastify';
import {
  ComplaintListSchema,
  ComplaintResolutionSchema,
  ComplaintResponseSchema,
  ComplaintSchema,
} from '#domain/orders/complaints.ts';
import {
  ComplaintAnswerSchema,
  OperatorComplaintListSchema,
  type OperatorComplaint,
} from '#domain/orders/complaint.response.ts';
import { message, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ComplaintsService } from './complaints.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';

/** The buyer's complaint, the chef's side, the operators' list and decision. */
export function complaintsRoutes(server: FastifyInstance, { complaints }: { complaints: ComplaintsService }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.post(
    '/secure/complaint',
    { ...access('signedIn'), ...takes({ body: ComplaintSchema }, answers(ComplaintAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      const complaint = await complaints.open(user.id, request.body);
      return ok({ complaint }, [message('complaints.opened')]);
    },
  );

  app.post(
    '/secure/complaint-response',
    { ...access('signedIn'), ...takes({ body: ComplaintResponseSchema }, answers(ComplaintAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      const { complaintId, text } = request.body;
      const complaint = await complaints.respond(user.id, complaintId, text);
      return ok({ complaint }, [message('complaints.responded')]);
    },
  );

  app.get(
    '/secure/store-management/complaints',
    { ...access('staff'), ...takes({ query: ComplaintListSchema }, answers(OperatorComplaintListSchema)) },
    async (request) => {
      const list: OperatorComplaint[] = await complaints.forOperators(request.query.status);
      return ok({ complaints: list });
    },
  );

  app.post(
    '/secure/store-management/complaint-resolution',
    { ...access('staff'), ...takes({ body: ComplaintResolutionSchema }, answers(ComplaintAnswerSchema)) },
    async (request) => {
      const operator = requireUser(request);
      const complaint = await complaints.resolve(operator.id, request.body);
      return ok({ complaint }, [message('complaints.resolved')]);
    },
  );
}
