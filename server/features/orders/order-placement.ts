import { randomBytes, randomUUID } from 'node:crypto';
import { proposalLine } from '#domain/event-requests/proposal-money.ts';
import { computeFees, type Fees } from '#domain/orders/fees.ts';
import type { OrderAddress, OrderLine } from '#domain/orders/checkout.schema.ts';
import { handsOverCash } from '#domain/orders/order-money.ts';
import type { ServiceLine } from '#domain/orders/service-rules.ts';
import { HANDOVER_PIN_LENGTH } from '#domain/orders/handover-pin.ts';
import {
  HOLD_QUOTA_HOURS,
  holdLimitReached,
  holdQuotaSince,
  type HoldLimits,
} from '#domain/orders/hold-limits.ts';
import { pgErrorCode, UNIQUE_VIOLATION, type Db, type DbOrTx } from '../../db/client.ts';
import {
  defaultHoursProblem,
  slotRows,
  type AvailabilityService,
} from '../availability/availability.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomDigits } from '../../lib/crypto.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  addressColumns,
  availabilityOfLine,
  checkArea,
  checkService,
  feeColumns,
  priceLines,
  priceToday,
} from './order-lines.ts';
import type { Buyer } from './order-ownership.ts';
import * as newOrderRepo from './new-order.repo.ts';
import * as repo from './orders.repo.ts';

/** What placing an order answers: the route shows its id and sID. */
export type PlacedOrder = Pick<repo.OrderRow, 'id' | 'sId'>;

/** An accepted event proposal, as its order is placed (OrdersService.placeForProposal). */
export interface ProposalOrder {
  buyer: { userId: string; address?: string };
  proposalId: number;
  chefUserId: string;
  /** The menu as the order line names it, and its courses. */
  title: string;
  description: string;
  priceCents: number;
  guests: number;
  serviceAt: Date;
  payInCash: boolean;
  address?: OrderAddress;
}

export interface OrderDetails {
  serviceDeliveryDate: number;
  payInCash: boolean;
  cateringRequired: boolean;
  commentary?: string;
}

/**
 * Placing orders: a cart's fees, a checkout's order (once per idempotency key) and an accepted event
 * proposal's order, each with the buyer's unpaid orders counted and the chefs' services taken.
 */
export class OrderPlacement {
  private readonly newOrder: newOrderRepo.NewOrderStatements;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly availability: AvailabilityService,
    /** Unpaid orders one buyer may place (null: not counted, for load tests from one address). */
    private readonly holdLimits: HoldLimits | null,
  ) {
    this.newOrder = newOrderRepo.newOrderStatements(db);
  }

  /**
   * POST /store/order-fees: the breakdown for a cart, from today's prices, and what the service rules
   * need of each dish, so the checkout form checks the date and city before it submits.
   */
  async fees(
    lines: OrderLine[],
    payInCash: boolean,
    buyerUserId: string | null = null,
  ): Promise<{ fees: Fees; dishes: (ServiceLine & { productId: number })[] }> {
    const priced = await priceToday(this.db, lines, buyerUserId);
    return {
      fees: computeFees(priced, { payInCash }),
      dishes: priced.map((line) => ({ productId: line.item.productId, ...line.service })),
    };
  }

  /**
   * POST /store/order with all items at once: the order, its items and (when given) the address, all
   * or none. Nobody is told yet: the chef hears of the order, and the customer gets the receipt, when
   * it is paid (`tellPaid`). A repeated Idempotency-Key returns the first order instead
   * of making a second.
   * It is the marketplace's busiest write, so its statements do not grow with the items and chefs
   * (orders.cost.test.ts): the dishes with a new order id (prepared), then, in a transaction, the
   * buyer's takers locked, their unpaid orders counted (a bounded number each, so nobody hoards a
   * chef's time: domain/orders/hold-limits.ts) and every row in one statement. With the limits off
   * and no chef's availability to check, the rows are one prepared statement without a transaction.
   */
  async place(
    buyer: Buyer,
    details: OrderDetails,
    lines: OrderLine[],
    address?: OrderAddress,
    idempotencyKey?: string,
  ): Promise<{ order: PlacedOrder; replayed: boolean }> {
    const key = idempotencyKey && `${buyer.userId ?? 'guest'}:${idempotencyKey}`;
    if (key) {
      const existing = await repo.findByIdempotencyKey(this.db, key);
      if (existing) {
        const replayed = await this.replay(existing, details, lines, address);
        if (replayed) return { order: replayed, replayed: true };
      }
    }
    checkService(this.clock, details.serviceDeliveryDate, []);
    const { dishes, orderId } = await this.newOrder.dishesWithNewOrderId(lines.map((line) => line.productId));
    const priced = priceLines(dishes, lines, buyer.userId);
    checkService(
      this.clock,
      details.serviceDeliveryDate,
      priced.map((line) => line.service),
      address?.city,
    );
    const fees = computeFees(priced, { payInCash: details.payInCash });
    const now = this.clock.now();
    const order = {
      id: orderId!, // every dish was found (priceLines refuses the order otherwise), so the id was taken
      sId: newOrderSid(),
      buyerUserId: buyer.userId,
      payInCash: details.payInCash,
      cateringRequired: details.cateringRequired,
      commentary: details.commentary ?? null,
      serviceDate: new Date(details.serviceDeliveryDate * 1000),
      ...feeColumns(fees),
      idempotencyKey: key ?? null,
      placedByBrowser: buyer.userId ? null : (buyer.guestBrowser ?? null),
      placedFrom: buyer.address ?? null,
      // The customer shows this code at hand-over when cash changes hands: a cash
      // order, or a card order's remainder paid to the chef.
      handoverCode: handsOverCash({ payInCash: details.payInCash, payToChefCents: fees.payToChef })
        ? randomDigits(HANDOVER_PIN_LENGTH)
        : null,
      createdAt: now,
      updatedAt: now,
    };
    const items = priced.map((line) => ({ ...line.item, orderId: order.id }));
    const chefIds = [...new Set(priced.map((line) => line.item.sellerUserId))];
    const rows: newOrderRepo.NewOrderRows = {
      order,
      items,
      address: address && addressColumns(order.id, address),
      slots: slotRows({
        orderId: order.id,
        chefUserIds: chefIds,
        serviceAt: order.serviceDate,
        payInCash: order.payInCash,
        now,
      }),
    };
    const configured = priced.some((line) => line.configured);
    if (!configured) {
      // No chef of the order set availability: their default hours.
      const problem = defaultHoursProblem(order.serviceDate);
      if (problem) throw problem;
    }
    const takers = this.holdLimits ? holdTakersOf(buyer) : {};
    try {
      if (configured || Object.keys(takers).length > 0) {
        // In one transaction: the buyer's unpaid orders counted under their takers' locks, and
        // for a chef with availability set their row locked, the day counted and the slot taken,
        // then the order written; so concurrent orders can pass neither limit (on any app server).
        await this.db.transaction(async (tx) => {
          await this.refuseOverHoldLimit(tx, takers, now);
          if (configured)
            await this.availability.check(tx, {
              orderId: order.id,
              chefUserIds: chefIds,
              serviceAt: order.serviceDate,
              payInCash: order.payInCash,
            });
          await newOrderRepo.writeNewOrderIn(tx, rows);
        });
        if (configured) this.availability.servicesTaken();
      } else {
        // Nothing to count or lock: everything in one prepared statement.
        await this.newOrder.write(rows);
      }
    } catch (error) {
      // Two requests with one key raced past the lookup; the unique index let one through.
      if (key && pgErrorCode(error) === UNIQUE_VIOLATION) {
        const existing = await repo.findByIdempotencyKey(this.db, key);
        if (existing) return { order: existing, replayed: true };
      }
      throw error;
    }
    return { order, replayed: false };
  }

  /**
   * An accepted event proposal's order, written in the caller's transaction, which has
   * locked the event request's row: one line, the proposal's menu for all the guests at its price
   * (domain proposalLine), its money computed as any order's (DESIGN §5), the hand-over PIN when
   * cash changes hands, the buyer's unpaid orders counted (hold limits), and the chef's service at
   * the request's time taken under her availability row's lock (her hours, days off and capacity;
   * 400/409 on serviceDeliveryDate as for a dish). An address, when given, must be in her area.
   * Nobody is told yet: its payment tells the chef and sends the receipt (`tellPaid`).
   * The caller tells the other app servers (`servicesTaken`) after its commit.
   */
  async placeForProposal(tx: DbOrTx, menu: ProposalOrder): Promise<PlacedOrder> {
    const now = this.clock.now();
    const line = proposalLine(menu.priceCents);
    if (menu.address) {
      const terms = await newOrderRepo.chefServiceTerms(tx, menu.chefUserId);
      checkArea(menu.address.city, [
        { title: menu.title, chefCity: terms.chefCity, ...availabilityOfLine(terms.chefAvailability) },
      ]);
    }
    const fees = computeFees([line], { payInCash: menu.payInCash });
    await this.refuseOverHoldLimit(
      tx,
      holdTakersOf({ userId: menu.buyer.userId, address: menu.buyer.address, guestOrderIds: [] }),
      now,
    );
    const slot = {
      orderId: await newOrderRepo.takeOrderId(tx),
      chefUserIds: [menu.chefUserId],
      serviceAt: menu.serviceAt,
      payInCash: menu.payInCash,
    };
    await this.availability.check(tx, slot);
    const order = {
      id: slot.orderId,
      sId: newOrderSid(),
      buyerUserId: menu.buyer.userId,
      payInCash: menu.payInCash,
      serviceDate: menu.serviceAt,
      ...feeColumns(fees),
      placedFrom: menu.buyer.address ?? null,
      handoverCode: handsOverCash({ payInCash: menu.payInCash, payToChefCents: fees.payToChef })
        ? randomDigits(HANDOVER_PIN_LENGTH)
        : null,
      createdAt: now,
      updatedAt: now,
    };
    await newOrderRepo.writeNewOrderIn(tx, {
      order,
      items: [
        {
          orderId: order.id,
          productId: null,
          eventProposalId: menu.proposalId,
          sellerUserId: menu.chefUserId,
          title: menu.title,
          description: menu.description,
          unitPriceCents: line.unitPriceCents,
          pricedByTime: line.pricedByTime,
          volume: line.productVolume,
          baseServings: menu.guests,
        },
      ],
      address: menu.address && addressColumns(order.id, menu.address),
      slots: slotRows({ ...slot, now }),
    });
    return order;
  }

  /** The chefs' kept slot offers are forgotten on every app server: after a commit that took a service. */
  servicesTaken() {
    this.availability.servicesTaken();
  }

  /**
   * 429 tooManyUnpaidOrders when one of the order's takers (guest browser, account, address) has
   * placed as many unpaid orders as its limit within HOLD_QUOTA_HOURS (domain/orders/hold-limits.ts);
   * its takers stay locked until the caller's transaction ends, so the new order is counted too.
   */
  private async refuseOverHoldLimit(tx: DbOrTx, takers: newOrderRepo.HoldTakers, now: Date) {
    if (!this.holdLimits || Object.keys(takers).length === 0) return;
    await newOrderRepo.lockHoldTakers(tx, takers);
    const found = await newOrderRepo.unpaidOrdersOf(tx, takers, holdQuotaSince(now.getTime()));
    const counts = Object.fromEntries(Object.entries(found).map(([taker, { count }]) => [taker, count]));
    const reached = holdLimitReached(counts, this.holdLimits);
    if (!reached) return;
    // Another order may be placed once the oldest counted one leaves the window.
    const oldest = found[reached]?.oldest?.getTime() ?? now.getTime();
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((oldest + HOLD_QUOTA_HOURS * 3_600_000 - now.getTime()) / 1000),
    );
    throw AppError.tooManyRequests('pages.checkout.tooManyUnpaidOrders', retryAfterSeconds, {
      hours: HOLD_QUOTA_HOURS,
    });
  }

  /**
   * The same checkout sent again under its key (a retry, or Place order again after Back or a
   * reload): the order placed the first time, its lapsed hold taken again (409 holdExpired when the
   * chef's day filled meanwhile). An unpaid one whose cart or details changed is replaced: its
   * hold ends now (its slot is free, it leaves every list) and its key goes to the new order, so
   * one checkout never holds two services (undefined; docs/decisions.md). A paid order is answered
   * to the same checkout only: another request under its key is 422 idempotencyKeyReused, the
   * standard rule, rather than the paid order passed off as the answer to something else.
   */
  private async replay(
    existing: repo.OrderRow,
    details: OrderDetails,
    lines: OrderLine[],
    address?: OrderAddress,
  ): Promise<repo.OrderRow | undefined> {
    const pending = existing.paymentStatus === 'pending';
    const [items, [saved], lapsed] = await Promise.all([
      repo.itemsOf(this.db, [existing.id]),
      repo.addressesOf(this.db, [existing.id]),
      pending ? this.availability.hasLapsedHold(existing.id) : false,
    ]);
    const same = sameCheckout(existing, items, saved, details, lines, address);
    if (!pending) {
      if (same) return existing;
      throw new AppError(422, 'orders.idempotencyKeyReused');
    }
    if (same) {
      if (lapsed) await this.availability.renewHolds(existing.id);
      return existing;
    }
    await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      await repo.cancelUnfinishedPayments(tx, existing.id, now);
      await repo.abandonOrder(tx, existing.id, now);
    });
    return undefined;
  }
}

/** spec marketplace §3: sID, whose part before the first dash is the order number people see. */
function newOrderSid(): string {
  const number = randomBytes(5).toString('hex').toUpperCase().slice(0, 8);
  return `${number}-${randomUUID()}`;
}

/** Whether an unpaid order is what this checkout asks for: the same dishes, details and address. */
function sameCheckout(
  order: repo.OrderRow,
  items: readonly repo.OrderItemRow[],
  saved: repo.AddressRow | undefined,
  details: OrderDetails,
  lines: readonly OrderLine[],
  address?: OrderAddress,
): boolean {
  const live = items.filter((item) => item.status !== 'cancelled');
  const sameLines =
    live.length === lines.length &&
    lines.every((line) =>
      live.some((item) => item.productId === line.productId && item.volume === line.productVolume),
    );
  const sameDetails =
    order.serviceDate.getTime() === details.serviceDeliveryDate * 1000 &&
    order.payInCash === details.payInCash &&
    order.cateringRequired === details.cateringRequired &&
    (order.commentary ?? undefined) === (details.commentary ?? undefined);
  const sameAddress = address
    ? saved !== undefined &&
      saved.title === address.title &&
      saved.postalCode === address.postalCode &&
      saved.state === address.state &&
      saved.city === address.city &&
      saved.phone === address.phone &&
      saved.formattedAddress === address.formatted_address
    : saved === undefined;
  return sameLines && sameDetails && sameAddress;
}

/**
 * Who a new order is counted against: the account of a signed-in buyer, or a guest's browser; and
 * the address either came from.
 */
function holdTakersOf(buyer: Buyer): newOrderRepo.HoldTakers {
  return {
    ...(buyer.userId
      ? { account: buyer.userId }
      : buyer.guestBrowser
        ? { guestBrowser: buyer.guestBrowser }
        : {}),
    ...(buyer.address ? { address: buyer.address } : {}),
  };
}
