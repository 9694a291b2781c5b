import { distinctAddresses, SAVED_ADDRESSES_MAX } from '#domain/addresses/saved-addresses.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { isStaff, type Role } from '#domain/accounts/roles.ts';
import { dishUnitPrice, isPricedByTime } from '#domain/dishes/dish-price.ts';
import { paidOrderNotices } from '#domain/notifications/item-notices.ts';
import { proposalLine } from '#domain/event-requests/proposal-money.ts';
import { computeFees, type Fees } from '#domain/orders/fees.ts';
import {
  ORDER_COUNTRY_PHONE_CODE,
  PLACE_TYPE,
  type OrderAddress,
  type OrderLine,
} from '#domain/orders/checkout.schema.ts';
import { handsOverCash } from '#domain/orders/order-money.ts';
import { cityDistanceKm } from '#domain/availability/service-area.ts';
import { serviceAreaProblem, serviceDateProblem, type ServiceLine } from '#domain/orders/service-rules.ts';
import { pgErrorCode, UNIQUE_VIOLATION, type Db, type DbOrTx } from '../../db/client.ts';
import { AvailabilityService, defaultHoursProblem, slotRows } from '../availability/availability.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomDigits } from '../../lib/crypto.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import type { Notifier, Receipt } from '../notifications/notifier.service.ts';
import { complaintsAboutItems } from '../complaints/complaints.queries.ts';
import { requestsOfProposals } from '../event-requests/event-requests.queries.ts';
import { HANDOVER_PIN_LENGTH } from '#domain/orders/handover-pin.ts';
import { paymentChoice } from '#domain/orders/money-state.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import {
  HOLD_QUOTA_HOURS,
  holdLimitReached,
  holdQuotaSince,
  UNPAID_HOLD_LIMITS,
  type HoldLimits,
} from '#domain/orders/hold-limits.ts';
import { presentOrder, presentSellerWork } from './orders.presenter.ts';
import * as repo from './orders.repo.ts';

/** Orders as their lists answer them (presentOrder). */
type PresentedOrders = ReturnType<typeof presentOrder>[];

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

/** Orders: placed with server-computed prices and fees (DESIGN §5), visible only to who is in them. */
export class OrdersService {
  private readonly newOrder: repo.NewOrderStatements;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifier?: Notifier,
    readonly availability: AvailabilityService = new AvailabilityService(db, clock),
    /** Chefs' order lists kept a few seconds, forgotten on any change of orders or the catalog. */
    private readonly keptSellerOrders?: KeptAnswers<PresentedOrders>,
    /** Unpaid orders one buyer may place (null: not counted, for load tests from one address). */
    private readonly holdLimits: HoldLimits | null = UNPAID_HOLD_LIMITS,
  ) {
    this.newOrder = repo.newOrderStatements(db);
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
    const priced = await this.price(this.db, lines, buyerUserId);
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
    this.checkService(details.serviceDeliveryDate, []);
    const { dishes, orderId } = await this.newOrder.dishesWithNewOrderId(lines.map((line) => line.productId));
    const priced = priceLines(dishes, lines, buyer.userId);
    this.checkService(
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
      // The customer shows this code at hand-over when cash changes hands (issue: order life): a cash
      // order, or a card order's remainder paid to the chef.
      handoverCode: handsOverCash({ payInCash: details.payInCash, payToChefCents: fees.payToChef })
        ? randomDigits(HANDOVER_PIN_LENGTH)
        : null,
      createdAt: now,
      updatedAt: now,
    };
    const items = priced.map((line) => ({ ...line.item, orderId: order.id }));
    const chefIds = [...new Set(priced.map((line) => line.item.sellerUserId))];
    const rows: repo.NewOrderRows = {
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
          await repo.writeNewOrderIn(tx, rows);
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
      const terms = await repo.chefServiceTerms(tx, menu.chefUserId);
      this.checkArea(menu.address.city, [
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
      orderId: await repo.takeOrderId(tx),
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
    await repo.writeNewOrderIn(tx, {
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
  private async refuseOverHoldLimit(tx: DbOrTx, takers: repo.HoldTakers, now: Date) {
    if (!this.holdLimits || Object.keys(takers).length === 0) return;
    await repo.lockHoldTakers(tx, takers);
    const found = await repo.unpaidOrdersOf(tx, takers, holdQuotaSince(now.getTime()));
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

  /**
   * An order's payment was just recorded (once: the payments feature calls this in the transaction
   * that records it). Each chef with dishes in it is told of the new order, and the customer gets
   * the receipt. A guest's order paid before it was linked has no address to mail.
   * The caller hands the mails over after its commit (`mailsWritten`).
   */
  async tellPaid(tx: DbOrTx, orderId: number) {
    if (!this.notifier) return;
    const order = await repo.findOrder(tx, orderId);
    if (!order) return;
    // One after the other: they share the payment's transaction (one connection).
    const items = await repo.receiptItems(tx, orderId);
    const [address] = await repo.addressesOf(tx, [orderId]);
    const receipt: Receipt = {
      lines: items.map((item) => ({
        title: item.title,
        volume: item.volume,
        lineCents: item.unitPriceCents * item.volume,
        chef: [item.firstName, item.lastName].filter(Boolean).join(' ') || (item.nickname ?? ''),
      })),
      serviceDate: order.serviceDate,
      address: address ? [address.formattedAddress, address.city, address.postalCode].join(', ') : null,
      paidByCardCents: order.amountToPayCents,
      owedInCashCents: order.payToChefCents,
      choice: paymentChoice(order.payInCash),
    };
    const notices = paidOrderNotices(order, items, order.amountToPayCents).map((notice) => ({
      ...notice,
      orderId,
      receipt: notice.userId === order.buyerUserId ? receipt : undefined,
    }));
    await this.notifier.notifyAll(tx, notices);
  }

  /** Hands the mails written by `tellPaid` to the mailer, after the caller's commit. */
  mailsWritten() {
    this.notifier?.flushSoon();
  }

  /**
   * POST /store/order with `orderId`: one more dish for an unpaid order its placer owns (the spec's
   * way). A payment started for the order as it was is canceled first (docs/decisions.md):
   * the customer pays the new total with a new payment, and the old one can no longer pay the order.
   */
  async addItem(buyer: Buyer, orderId: number, line: OrderLine) {
    let tookAService = false;
    const updated = await this.db.transaction(async (tx) => {
      const order = await this.ownUnpaidOrder(tx, buyer, orderId);
      await repo.cancelUnfinishedPayments(tx, order.id, this.clock.now());
      const current = await repo.itemsOf(tx, [order.id]);
      // An accepted proposal's order is its menu at its price: nothing is added to it.
      if (current.some((item) => item.eventProposalId !== null))
        throw AppError.conflict('eventRequests.proposalAccepted');
      // A cancelled item is neither charged nor holds its chef's service.
      const live = current.filter((item) => item.status !== 'cancelled');
      if (current.some((item) => item.productId === line.productId))
        throw AppError.field(409, 'productId', 'forms.validation.invalidFormat');
      const [priced] = await this.price(tx, [line], buyer.userId);
      const [address] = await repo.addressesOf(tx, [order.id]);
      this.checkService(order.serviceDate.getTime() / 1000, [priced!.service], address?.city);
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
      await this.ownUnpaidOrder(tx, buyer, orderId);
      const lines = await repo.serviceLinesOf(tx, orderId);
      this.checkArea(
        address.city,
        lines.map(({ chefAvailability, ...line }) => ({ ...line, ...availabilityOfLine(chefAvailability) })),
      );
      await repo.upsertAddress(tx, addressColumns(orderId, address));
    });
    return { orderId };
  }

  /** The customer's earlier addresses, one per place, for checkout to offer. */
  async savedAddresses(userId: string) {
    // Orders repeat an address; a few times the offer's size finds enough distinct ones.
    return distinctAddresses(await repo.latestAddressesOf(this.db, userId, SAVED_ADDRESSES_MAX * 10));
  }

  async buyerOrders(userId: string) {
    return this.present(await repo.buyerOrders(this.db, userId, this.clock.now()), undefined, true);
  }

  /** The seller sees the orders holding their dishes, with only their own items. */
  async sellerOrders(userId: string): Promise<PresentedOrders> {
    const compute = async () =>
      this.present(await repo.sellerOrders(this.db, userId, this.clock.now()), userId);
    // A chef's Sell tab asks again as they work through their orders; the key says whose list it is.
    return this.keptSellerOrders ? this.keptSellerOrders.read(userId, compute) : compute();
  }

  /** GET /secure/seller-work: the chef's own items that may need her (domain/orders/seller-work.ts decides). */
  async sellerWork(userId: string) {
    return (await repo.sellerWorkItems(this.db, userId, this.clock.now())).map(presentSellerWork);
  }

  /** GET /secure/order: for its buyer, a seller in it (their items only) and staff; 404 for anyone else. */
  async order(orderId: number, viewer: { id: string; role: Role }) {
    const order = await repo.findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('orders.notFound');
    if (order.buyerUserId === viewer.id || isStaff(viewer.role))
      return (await this.present([order], undefined, true))[0]!;
    if (await repo.isSellerIn(this.db, orderId, viewer.id))
      return (await this.present([order], viewer.id))[0]!;
    throw AppError.notFound('orders.notFound');
  }

  /** Whether anything of the order is left to serve (an order whose every item is cancelled is not paid). */
  async hasLiveItems(orderId: number, db: DbOrTx = this.db) {
    return (await repo.itemsOf(db, [orderId])).some((item) => item.status !== 'cancelled');
  }

  /** The order its buyer is about to pay: amount and state checked by the payments feature. */
  async orderToPay(orderId: number, buyer: Buyer) {
    const order = await repo.findOrder(this.db, orderId);
    if (!order || !this.owns(buyer, order)) throw AppError.notFound('orders.notFound');
    return order;
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
    if (!guestOrderIds.includes(orderId) || order.buyerUserId)
      throw AppError.forbidden('orders.notGuestOrder');
    return { orderNumber: orderNumber(order.sId) };
  }

  /** `forBuyer`: the buyer (and staff) also see the cash hand-over code; sellers never do. */
  private async present(list: repo.OrderRow[], sellerUserId?: string, forBuyer = false) {
    const ids = list.map((order) => order.id);
    const buyerIds = [...new Set(list.flatMap((order) => (order.buyerUserId ? [order.buyerUserId] : [])))];
    const [items, addresses, paid, refunded, buyers] = await Promise.all([
      // Every dish, also in a chef's view: a refund's dish is told from the whole order.
      repo.itemsOf(this.db, ids),
      repo.addressesOf(this.db, ids),
      repo.paymentsOf(this.db, ids),
      repo.refundsOf(this.db, ids),
      // A chef's view names the customer; the buyer knows who they are.
      sellerUserId ? repo.buyersOf(this.db, buyerIds) : [],
    ]);
    const itemIds = items.map((item) => item.id);
    const proposalIds = items.flatMap((item) =>
      item.eventProposalId === null ? [] : [item.eventProposalId],
    );
    const [complaints, reviews, eventRequests] = await Promise.all([
      complaintsAboutItems(this.db, itemIds),
      repo.reviewsOfItems(this.db, itemIds),
      // Only for orders with an accepted event proposal: a dish order costs no statement more.
      requestsOfProposals(this.db, proposalIds),
    ]);
    const shown = (item: repo.OrderItemRow) => !sellerUserId || item.sellerUserId === sellerUserId;
    return list.map((order) =>
      presentOrder(
        order,
        items.filter((item) => item.orderId === order.id && shown(item)),
        addresses.find((address) => address.orderId === order.id),
        paid.filter((payment) => payment.orderId === order.id),
        forBuyer,
        complaints.filter((complaint) => complaint.orderId === order.id),
        refunded.filter((refund) => refund.orderId === order.id),
        buyers.find((buyer) => buyer.id === order.buyerUserId),
        items.filter((item) => item.orderId === order.id),
        reviews,
        eventRequests,
      ),
    );
  }

  /**
   * The service date against the spec's floor, the clock and each dish's preparation time
   * plus its chef's lead time; and, once the address is known, its city against each dish's chef's.
   */
  private checkService(seconds: number, lines: ServiceLine[], addressCity?: string) {
    const problem = serviceDateProblem(seconds, this.clock.now().getTime(), lines);
    if (problem) throw AppError.field(400, 'serviceDeliveryDate', problem.code, problem.params);
    if (addressCity !== undefined) this.checkArea(addressCity, lines);
  }

  private checkArea(addressCity: string, lines: ServiceLine[]) {
    const problem = serviceAreaProblem(addressCity, lines, cityDistanceKm);
    if (problem) throw AppError.field(400, 'city', problem.code, problem.params);
  }

  private owns(buyer: Buyer, order: repo.OrderRow) {
    return order.buyerUserId ? order.buyerUserId === buyer.userId : buyer.guestOrderIds.includes(order.id);
  }

  private async ownUnpaidOrder(tx: DbOrTx, buyer: Buyer, orderId: number) {
    const order = await repo.findOrder(tx, orderId, { lock: true });
    if (!order || !this.owns(buyer, order)) throw AppError.notFound('orders.notFound');
    if (order.paymentStatus !== 'pending') throw AppError.conflict('payments.alreadyPaid');
    return order;
  }

  /** Today's price of each line, refusing dishes that cannot be ordered (DESIGN §3: never trust the client). */
  private async price(db: DbOrTx, lines: OrderLine[], buyerUserId: string | null) {
    const dishes = await repo.dishesForOrder(
      db,
      lines.map((line) => line.productId),
    );
    return priceLines(dishes, lines, buyerUserId);
  }
}

/** Each line at its dish's price today; one dish that cannot be ordered refuses them all. */
function priceLines(dishes: repo.DishForOrder[], lines: OrderLine[], buyerUserId: string | null) {
  return lines.map((line) => {
    const dish = dishes.find((candidate) => candidate.id === line.productId);
    if (!dish || !dish.active || !dish.chefValid || dish.blockedReason) {
      // A hidden dish's title is not the caller's to learn (ids are sequential): the dish is named by
      // its id, and the web app names it from the customer's own cart.
      throw AppError.field(409, 'productId', 'orders.dishUnavailable', {
        title: `#${line.productId}`,
        productId: line.productId,
      });
    }
    // An unfinished dish (no price, allergens or photo) is its chef's draft.
    if (!dish.complete) {
      throw AppError.field(409, 'productId', 'orders.dishIncomplete', {
        title: `#${line.productId}`,
        productId: line.productId,
      });
    }
    if (dish.userId === buyerUserId) throw AppError.field(409, 'productId', 'orders.ownDish');
    const unitPriceCents = dishUnitPrice({
      storedPriceCents: dish.priceCents,
      preparationMinutes: dish.preparationMinutes,
      hourRateCents: dish.hourRateCents,
      fixedPrice: dish.fixedPrice,
    });
    const pricedByTime = isPricedByTime(dish);
    return {
      unitPriceCents,
      productVolume: line.productVolume,
      pricedByTime,
      service: {
        title: dish.title,
        preparationMinutes: dish.preparationMinutes,
        chefCity: dish.chefCity,
        ...availabilityOfLine(dish.chefAvailability),
      },
      /** The chef set availability: the order takes a slot under the chef's row lock. */
      configured: dish.chefAvailability !== null,
      item: {
        productId: dish.id,
        sellerUserId: dish.userId,
        title: dish.title,
        description: dish.description,
        unitPriceCents,
        pricedByTime,
        volume: line.productVolume,
        baseServings: dish.servingsNumber,
      },
    };
  });
}

/** A chef's lead time and service area for the service rules (none set: the defaults). */
function availabilityOfLine(
  row: repo.ChefAvailabilityJson | null,
): Pick<ServiceLine, 'leadTimeHours' | 'serviceArea'> {
  return row ? { leadTimeHours: row.leadTimeHours, serviceArea: row.serviceArea } : {};
}

export function itemAsFeeLine(item: Pick<repo.OrderItemRow, 'unitPriceCents' | 'volume' | 'pricedByTime'>) {
  return { unitPriceCents: item.unitPriceCents, productVolume: item.volume, pricedByTime: item.pricedByTime };
}

export function feeColumns(fees: Fees) {
  return {
    subtotalCents: fees.subtotal,
    serviceFeeCents: fees.serviceFee,
    governmentFeeCents: fees.governmentFee,
    chefIncentiveCents: fees.chefIncentive,
    prepaymentCents: fees.prepayment,
    gatewayFeeCents: fees.paymentGatewayFee,
    amountToPayCents: fees.totalAmount,
    payToChefCents: fees.payToChef,
  };
}

function addressColumns(orderId: number, address: OrderAddress) {
  return {
    orderId,
    title: address.title,
    postalCode: address.postalCode,
    state: address.state,
    city: address.city,
    phone: address.phone,
    formattedAddress: address.formatted_address,
    countryPhoneCode: ORDER_COUNTRY_PHONE_CODE,
    placeType: PLACE_TYPE,
  };
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
function holdTakersOf(buyer: Buyer): repo.HoldTakers {
  return {
    ...(buyer.userId
      ? { account: buyer.userId }
      : buyer.guestBrowser
        ? { guestBrowser: buyer.guestBrowser }
        : {}),
    ...(buyer.address ? { address: buyer.address } : {}),
  };
}
