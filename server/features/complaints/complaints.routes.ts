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
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ComplaintsService } from './complaints.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';

/** issue: order life §4: the buyer's complaint, the chef's side, the operators' list and decision. */
export function complaintsRoutes(app: FastifyInstance, { complaints }: { complaints: ComplaintsService }) {
  app.post(
    '/secure/complaint',
    { ...access('signedIn'), ...answers(ComplaintAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      const complaint = await complaints.open(user.id, parse(ComplaintSchema, request.body));
      return ok({ complaint }, [message('complaints.opened')]);
    },
  );

  app.post(
    '/secure/complaint-response',
    { ...access('signedIn'), ...answers(ComplaintAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      const { complaintId, text } = parse(ComplaintResponseSchema, request.body);
      const complaint = await complaints.respond(user.id, complaintId, text);
      return ok({ complaint }, [message('complaints.responded')]);
    },
  );

  app.get(
    '/secure/store-management/complaints',
    { ...access('staff'), ...answers(OperatorComplaintListSchema) },
    async (request) => {
      const { status } = parse(ComplaintListSchema, request.query);
      const list: OperatorComplaint[] = await complaints.forOperators(status);
      return ok({ complaints: list });
    },
  );

  app.post(
    '/secure/store-management/complaint-resolution',
    { ...access('staff'), ...answers(ComplaintAnswerSchema) },
    async (request) => {
      const operator = requireUser(request);
      const complaint = await complaints.resolve(operator.id, parse(ComplaintResolutionSchema, request.body));
      return ok({ complaint }, [message('complaints.resolved')]);
    },
  );
}
