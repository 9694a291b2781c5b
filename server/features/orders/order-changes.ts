import { can } from '#domain/accounts/policies.ts';
import type { OrderAddress, OrderLine } from '#domain/orders/checkout.schema.ts';
import { computeFees } from '#domain/orders/fees.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import type { Db } from '../../db/client.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  addressColumns,
  availabilityOfLine,
  checkArea,
  checkService,
  feeColumns,
  itemAsFeeLine,
  priceToday,
} from './order-lines.ts';
import { ownUnpaidOrder, type Buyer } from './order-ownership.ts';
import * as repo from './orders.repo.ts';

/** Changes to a placed order: a dish or the address added while it is unpaid, a guest's order linked to an account. */
export class OrderChanges {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly availability: AvailabilityService,
  ) {}

  /**
   * POST /store/order with `orderId`: one more dish for an unpaid order its placer owns (the spec's
   * way). A payment started for the order as it was is canceled first (docs/decisions.md):
   * the customer pays the new total with a new payment, and the old one can no longer pay the order.
   */
  async addItem(buyer: Buyer, orderId: number, line: OrderLine) {
    let tookAService = false;
    const updated = await this.db.transaction(async (tx) => {
      const order = await ownUnpaidOrder(tx, buyer, orderId);
      await repo.cancelUnfinishedPayments(tx, order.id, this.clock.now());
      const current = await repo.itemsOf(tx, [order.id]);
      // An accepted proposal's order is its menu at its price: nothing is added to it.
      if (current.some((item) => item.eventProposalId !== null))
        throw AppError.conflict('eventRequests.proposalAccepted');
      // A cancelled item is neither charged nor holds its chef's service.
      const live = current.filter((item) => item.status !== 'cancelled');
      if (current.some((item) => item.productId === line.productId))
        throw AppError.field(409, 'productId', 'forms.validation.invalidFormat');
      const [priced] = await priceToday(tx, [line], buyer.userId);
      const [address] = await repo.addressesOf(tx, [order.id]);
      checkService(this.clock, order.serviceDate.getTime() / 1000, [priced!.service], address?.city);
      const chef = priced!.item.sellerUserId;
      if (!live.some((item) => item.sellerUserId === chef)) {
        // A chef new to the order: their service of the order is taken too.
        await this.availability.reserve(tx, {
          orderId: order.id,
          chefUserIds: [chef],
          serviceAt: order.serviceDate,
          payInCash: order.payInCash,
        });
        tookAService = true;
      }
      await repo.insertItems(tx, [{ ...priced!.item, orderId: order.id }]);
      const all = [...live.map(itemAsFeeLine), priced!];
      await repo.updateOrder(tx, order.id, {
        ...feeColumns(computeFees(all, { payInCash: order.payInCash })),
        updatedAt: this.clock.now(),
      });
      return order;
    });
    if (tookAService) this.availability.servicesTaken();
    return updated;
  }

  /** POST /store/add-order-address. */
  async addAddress(buyer: Buyer, orderId: number, address: OrderAddress) {
    await this.db.transaction(async (tx) => {
      await ownUnpaidOrder(tx, buyer, orderId);
      const lines = await repo.serviceLinesOf(tx, orderId);
      checkArea(
        address.city,
        lines.map(({ chefAvailability, ...line }) => ({ ...line, ...availabilityOfLine(chefAvailability) })),
      );
      await repo.upsertAddress(tx, addressColumns(orderId, address));
    });
    return { orderId };
  }

  /** Links a guest's order to the account that proved its address with a PIN. */
  async linkGuestOrder(orderId: number, userId: string) {
    await this.db.transaction(async (tx) => {
      const order = await repo.findOrder(tx, orderId, { lock: true });
      if (!order) throw AppError.notFound('orders.notFound');
      if (order.buyerUserId && order.buyerUserId !== userId) throw AppError.conflict('orders.alreadyLinked');
      await repo.updateOrder(tx, orderId, { buyerUserId: userId, updatedAt: this.clock.now() });
    });
  }

  /** Whether a guest order can be linked from this browser. */
  async assertLinkableGuestOrder(orderId: number, guestOrderIds: number[]) {
    const order = await repo.findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('orders.notFound');
    if (!can({ id: null, guestOrderIds }, 'order.linkToAccount', order))
      throw AppError.forbidden('orders.notGuestOrder');
    return { orderNumber: orderNumber(order.sId) };
  }
}
