import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INVALID, recordId } from '#domain/validation.ts';
import { ok } from '../../lib/envelope.ts';
import { guestOrderIds } from '../../lib/guest-orders.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import {
  PaymentIntentSchema,
  PaymentsConfigSchema,
  SandboxConfirmAnswerSchema,
} from '#domain/payments/payment.response.ts';

const IntentSchema = z.object({
  orderId: recordId('orders.orderIdRequired'),
  amount: z.coerce.number({ error: INVALID }).int(INVALID).positive(INVALID),
});
const SandboxConfirmSchema = z.object({
  id: z.string({ error: INVALID }).max(100),
  secret: z.string({ error: INVALID }).max(200),
  cardNumber: z.string({ error: 'payments.incorrectNumber' }).max(30),
  expiry: z.string({ error: 'payments.expiredCard' }).max(10),
  cvc: z.string({ error: 'payments.incorrectCvc' }).max(6),
});

/** spec marketplace §7 stripe-intent; DESIGN §4 payments/config and the sandbox's confirm. */
export function paymentsRoutes(server: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get('/payments/config', { ...access('public'), ...answers(PaymentsConfigSchema) }, async () =>
    ok(payments.config()),
  );

  app.post(
    '/secure/stripe-intent',
    { ...access('signedIn'), ...takes({ body: IntentSchema }, answers(PaymentIntentSchema)) },
    async (request) => {
      const user = requireUser(request);
      const { orderId, amount } = request.body;
      const buyer = { userId: user.id, role: user.role, guestOrderIds: guestOrderIds(request) };
      return ok(await payments.start(buyer, orderId, amount));
    },
  );

  app.post(
    '/payments/sandbox/confirm',
    { ...access('public'), ...takes({ body: SandboxConfirmSchema }, answers(SandboxConfirmAnswerSchema)) },
    async (request) => {
      const input = request.body;
      return ok(await payments.confirmSandbox(input.id, input.secret, input));
    },
  );
}
