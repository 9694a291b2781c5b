import { can } from '#domain/accounts/policies.ts';
import type { OpenThreadInput } from '#domain/messages/message.schema.ts';
import { MESSAGE_CODES } from '#domain/messages/message-rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './thread-parties.repo.ts';
import type { Caller } from './thread-facts.ts';

/**
 * Who a thread the caller opens is between, and what it is about: a chef (by a dish or nickname), an
 * order (its buyer with one of its chefs), or an event request (its customer with a chef who proposed).
 */
export async function threadValues(db: Db, caller: Caller, input: OpenThreadInput) {
  if (input.eventRequestId !== undefined) return requestThreadValues(db, caller, input.eventRequestId, input);
  if (input.orderId !== undefined) {
    const order = await repo.orderSides(db, input.orderId);
    if (!order) throw AppError.notFound('orders.notFound');
    const named = input.chefNickname ? await repo.approvedChefByNickname(db, input.chefNickname) : undefined;
    if (order.buyerUserId === caller.id) {
      const wanted = input.chefUserId ?? (input.chefNickname ? named : undefined);
      const chef = wanted ? order.chefs.find((id) => id === wanted) : order.chefs[0];
      if (!chef) throw AppError.notFound('orders.notFound');
      return { customerUserId: caller.id, chefUserId: chef, orderId: order.id, productId: null };
    }
    // The chef of some of its dishes talks to its buyer (a guest's order has nobody to talk to yet).
    if (order.chefs.includes(caller.id) && order.buyerUserId) {
      return {
        customerUserId: order.buyerUserId,
        chefUserId: caller.id,
        orderId: order.id,
        productId: null,
      };
    }
    throw AppError.notFound('orders.notFound');
  }
  let chefId: string | undefined;
  let productId: number | null = null;
  if (input.productId !== undefined) {
    const dish = await repo.visibleDish(db, input.productId);
    if (!dish) throw AppError.notFound('dishes.notFound');
    chefId = dish.chefId;
    productId = dish.id;
  } else {
    chefId = await repo.approvedChefByNickname(db, input.chefNickname!);
    if (!chefId) throw AppError.notFound('chefs.notFound');
  }
  if (!can(caller, 'chef.message', { userId: chefId })) throw AppError.forbidden(MESSAGE_CODES.ownKitchen);
  return { customerUserId: caller.id, chefUserId: chefId, orderId: null, productId };
}

/**
 * An event request's thread: its customer with one of the chefs who proposed
 * (`chefUserId`), or a chef who proposed with its customer. Anyone else: the request's "not found".
 */
async function requestThreadValues(db: Db, caller: Caller, requestId: number, input: OpenThreadInput) {
  const parties = await repo.requestParties(db, requestId);
  const notFound = AppError.notFound('eventRequests.notFound');
  if (!parties) throw notFound;
  const thread = (chefUserId: string) => ({
    customerUserId: parties.customerUserId,
    chefUserId,
    orderId: null,
    productId: null,
    eventRequestId: requestId,
  });
  if (caller.id === parties.customerUserId) {
    if (!input.chefUserId || !parties.proposers.includes(input.chefUserId)) throw notFound;
    return thread(input.chefUserId);
  }
  if (parties.proposers.includes(caller.id)) return thread(caller.id);
  throw notFound;
}
