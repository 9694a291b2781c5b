import { distinctAddresses, SAVED_ADDRESSES_MAX } from '#domain/addresses/saved-addresses.ts';
import { can } from '#domain/accounts/policies.ts';
import type { Role } from '#domain/accounts/roles.ts';
import type { ComplaintView } from '#domain/orders/complaint.response.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeptAnswers } from '../../lib/kept-answers.ts';
import { buyerActor, type Buyer } from './order-ownership.ts';
import { presentOrder, presentSellerWork } from './orders.presenter.ts';
import * as repo from './orders.repo.ts';

/** Orders as their lists answer them (presentOrder). */
export type PresentedOrders = ReturnType<typeof presentOrder>[];

/**
 * What other features add to an order's answer, read by them for its items: the complaints feature
 * (`complaintsAboutItems`) and the event requests' (`requestsOfProposals`), handed in by the wiring
 * (server/services.ts), since both build on orders.
 */
export interface OrderItemExtras {
  /** The complaints about these items, as both sides of the order see them. */
  complaintsAboutItems(db: DbOrTx, itemIds: number[]): Promise<ComplaintView[]>;
  /** The request each of these accepted event proposals answers (proposal id to request id). */
  requestsOfProposals(db: DbOrTx, proposalIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
}

/** Reading orders: each viewer's lists and one order as they may see it (the buyer, a chef in it, staff). */
export class OrderReads {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly extras: OrderItemExtras,
    /** Chefs' order lists kept a few seconds, forgotten on any change of orders or the catalog. */
    private readonly keptSellerOrders?: KeptAnswers<PresentedOrders>,
  ) {}

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
    if (can(viewer, 'order.read', order)) return (await this.present([order], undefined, true))[0]!;
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
    if (!order || !can(buyerActor(buyer), 'order.pay', order)) throw AppError.notFound('orders.notFound');
    return order;
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
      this.extras.complaintsAboutItems(this.db, itemIds),
      repo.reviewsOfItems(this.db, itemIds),
      // Only for orders with an accepted event proposal: a dish order costs no statement more.
      this.extras.requestsOfProposals(this.db, proposalIds),
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
}
