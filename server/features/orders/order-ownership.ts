import { can, type Actor } from '#domain/accounts/policies.ts';
import type { Role } from '#domain/accounts/roles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './orders.repo.ts';

/** Who is asking about an order: an account, or a guest's browser with the orders it placed. */
export interface Buyer {
  /** The signed-in user, or null for a guest. */
  userId: string | null;
  role?: Role;
  /** Orders this browser placed as a guest (from its signed cookie). */
  guestOrderIds: number[];
  /** A guest's browser id (its signed cookie), which a new order is counted against. */
  guestBrowser?: string;
  /** The network address the request came from, which a new order is counted against. */
  address?: string;
}

/** The buyer as the policies know them: an account or a guest's browser, with the orders it placed. */
export function buyerActor(buyer: Buyer): Actor {
  const { userId, role, guestOrderIds } = buyer;
  return userId === null ? { id: null, guestOrderIds } : { id: userId, role, guestOrderIds };
}

/** The buyer's own order, locked, while it is unpaid: 404 for anyone else's, 409 once paid. */
export async function ownUnpaidOrder(tx: DbOrTx, buyer: Buyer, orderId: number) {
  const order = await repo.findOrder(tx, orderId, { lock: true });
  if (!order || !can(buyerActor(buyer), 'order.change', order)) throw AppError.notFound('orders.notFound');
  if (order.paymentStatus !== 'pending') throw AppError.conflict('payments.alreadyPaid');
  return order;
}
