import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { paidOrderNotices } from '#domain/notifications/item-notices.ts';
import { paymentChoice } from '#domain/orders/money-state.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Notifier, Receipt } from '../notifications/notifier.service.ts';
import * as repo from './orders.repo.ts';

/** A paid order told: each chef in it hears of the order, and the customer gets the receipt. */
export class PaidOrderNotices {
  constructor(private readonly notifier?: Notifier) {}

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
        chef: chefDisplayName(item),
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
}
