import type { Role } from '#domain/accounts/roles.ts';
import type { OrderAddress, OrderLine } from '#domain/orders/checkout.schema.ts';
import { UNPAID_HOLD_LIMITS, type HoldLimits } from '#domain/orders/hold-limits.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { OrderChanges } from './order-changes.ts';
import type { Buyer } from './order-ownership.ts';
import { OrderPlacement, type OrderDetails, type ProposalOrder } from './order-placement.ts';
import { OrderReads, type OrderItemExtras, type PresentedOrders } from './order-reads.ts';
import { PaidOrderNotices } from './paid-order-notices.ts';
import * as repo from './orders.repo.ts';

// Other features and the routes use orders through this one service; its parts say what they do.
export { feeColumns, itemAsFeeLine } from './order-lines.ts';
export type { Buyer } from './order-ownership.ts';
export type { OrderDetails, PlacedOrder, ProposalOrder } from './order-placement.ts';

/** Orders: placed with server-computed prices and fees (DESIGN §5), visible only to who is in them. */
export class OrdersService {
  private readonly placement: OrderPlacement;
  private readonly changes: OrderChanges;
  private readonly reads: OrderReads;
  private readonly paidNotices: PaidOrderNotices;

  constructor(
    db: Db,
    clock: Clock,
    notifier: Notifier | undefined,
    readonly availability: AvailabilityService,
    /** The complaints and event requests an order's answer shows (OrderItemExtras). */
    itemExtras: OrderItemExtras,
    /** Chefs' order lists kept a few seconds, forgotten on any change of orders or the catalog. */
    keptSellerOrders?: KeptAnswers<PresentedOrders>,
    /** Unpaid orders one buyer may place (null: not counted, for load tests from one address). */
    holdLimits: HoldLimits | null = UNPAID_HOLD_LIMITS,
  ) {
    this.placement = new OrderPlacement(db, clock, availability, holdLimits);
    this.changes = new OrderChanges(db, clock, availability);
    this.reads = new OrderReads(db, clock, itemExtras, keptSellerOrders);
    this.paidNotices = new PaidOrderNotices(notifier);
  }

  /** POST /store/order-fees (OrderPlacement.fees). */
  fees(lines: OrderLine[], payInCash: boolean, buyerUserId: string | null = null) {
    return this.placement.fees(lines, payInCash, buyerUserId);
  }

  /** POST /store/order with all items at once (OrderPlacement.place). */
  place(
    buyer: Buyer,
    details: OrderDetails,
    lines: OrderLine[],
    address?: OrderAddress,
    idempotencyKey?: string,
  ) {
    return this.placement.place(buyer, details, lines, address, idempotencyKey);
  }

  /** An accepted event proposal's order, in the caller's transaction (OrderPlacement.placeForProposal). */
  placeForProposal(tx: DbOrTx, menu: ProposalOrder) {
    return this.placement.placeForProposal(tx, menu);
  }

  /** The chefs' kept slot offers are forgotten on every app server: after a commit that took a service. */
  servicesTaken() {
    this.placement.servicesTaken();
  }

  /** The order's card payment is authorised, in the payments feature's transaction that recorded it. */
  markAuthorized(tx: DbOrTx, orderId: number, at: Date) {
    return repo.markAuthorized(tx, orderId, at);
  }

  /** An order's payment was just recorded, in the caller's transaction (PaidOrderNotices.tellPaid). */
  tellPaid(tx: DbOrTx, orderId: number) {
    return this.paidNotices.tellPaid(tx, orderId);
  }

  /** Hands the mails written by `tellPaid` to the mailer, after the caller's commit. */
  mailsWritten() {
    this.paidNotices.mailsWritten();
  }

  /** POST /store/order with `orderId` (OrderChanges.addItem). */
  addItem(buyer: Buyer, orderId: number, line: OrderLine) {
    return this.changes.addItem(buyer, orderId, line);
  }

  /** POST /store/add-order-address. */
  addAddress(buyer: Buyer, orderId: number, address: OrderAddress) {
    return this.changes.addAddress(buyer, orderId, address);
  }

  /** Links a guest's order to the account that proved its address with a PIN. */
  linkGuestOrder(orderId: number, userId: string) {
    return this.changes.linkGuestOrder(orderId, userId);
  }

  /** Whether a guest order can be linked from this browser. */
  assertLinkableGuestOrder(orderId: number, guestOrderIds: number[]) {
    return this.changes.assertLinkableGuestOrder(orderId, guestOrderIds);
  }

  /** The customer's earlier addresses, one per place, for checkout to offer. */
  savedAddresses(userId: string) {
    return this.reads.savedAddresses(userId);
  }

  buyerOrders(userId: string) {
    return this.reads.buyerOrders(userId);
  }

  /** The seller sees the orders holding their dishes, with only their own items. */
  sellerOrders(userId: string) {
    return this.reads.sellerOrders(userId);
  }

  /** GET /secure/seller-work. */
  sellerWork(userId: string) {
    return this.reads.sellerWork(userId);
  }

  /** GET /secure/order: for its buyer, a seller in it (their items only) and staff; 404 for anyone else. */
  order(orderId: number, viewer: { id: string; role: Role }) {
    return this.reads.order(orderId, viewer);
  }

  /** Whether anything of the order is left to serve (an order whose every item is cancelled is not paid). */
  hasLiveItems(orderId: number, db?: DbOrTx) {
    return this.reads.hasLiveItems(orderId, db);
  }

  /** The order its buyer is about to pay: amount and state checked by the payments feature. */
  orderToPay(orderId: number, buyer: Buyer) {
    return this.reads.orderToPay(orderId, buyer);
  }
}
