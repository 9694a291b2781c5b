import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INVALID } from '#domain/validation.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { OrderLifeService } from './order-life.service.ts';

const id = (code: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number({ error: code }).int(INVALID).positive(INVALID).max(2_147_483_647, INVALID),
  );
const StatusSchema = z.object({
  orderId: id('orders.orderIdRequired'),
  itemId: id(INVALID).optional(),
  status: z.enum(['confirmed', 'delivered', 'cancelled'], { error: INVALID }),
  handoverCode: z.string().trim().max(12).optional(),
});

/** DESIGN §4: POST /secure/order-status, and the cancellation preview the order page shows first. */
export function orderLifeRoutes(app: FastifyInstance, { orderLife }: { orderLife: OrderLifeService }) {
  app.post('/secure/order-status', async (request) => {
    const user = requireUser(request);
    return ok(await orderLife.change(user, parse(StatusSchema, request.body)));
  });

  app.get('/secure/order-cancellation', async (request) => {
    const user = requireUser(request);
    const { orderId } = parse(z.object({ orderId: id('orders.orderIdRequired') }), request.query);
    return ok({ refund: await orderLife.previewCancellation(user, orderId) });
  });
}
