import { useTranslation } from '../../../i18n/use-translation.ts';
import '../texts.ts';
import { useOrderFormat } from '../format.ts';
import { itemStatusLabel } from '../order-rules.ts';
import { orderMoneyState, type MoneyState } from '#domain/orders/money-state.ts';
import type { Order, OrderItem } from '../types.ts';

export type Tone = 'neutral' | 'good' | 'waiting' | 'bad';

/** The words and tones of an item's status and an order's payment status, in the interface language. */
export function useOrderLabels() {
  const { t } = useTranslation();
  const format = useOrderFormat();
  /**
   * A dish's money state (domain/orders/money-state.ts) in words: the same states for the customer
   * and the chef, each told from their side of the cash ("to pay" / "to collect").
   */
  const money = (
    state: MoneyState,
    cashCents: number,
    viewer: Order['viewer'] = 'buyer',
  ): { text: string; tone: Tone } => {
    const amount = format.euro(cashCents);
    switch (state) {
      case 'awaitingPayment':
        return { text: t('orderPages.money.awaitingPayment'), tone: 'waiting' };
      case 'toCollectInCash':
        return viewer === 'seller'
          ? { text: t('orderPages.money.toCollectInCash', { amount }), tone: 'waiting' }
          : { text: t('orderPages.money.toPayInCash', { amount }), tone: 'waiting' };
      case 'collected':
        return {
          text: viewer === 'seller' ? t('orderPages.money.collected') : t('orderPages.money.paidInCash'),
          tone: 'good',
        };
      case 'paidOnline':
        return { text: t('orderPages.money.paidOnline'), tone: 'good' };
      case 'refunded':
        return { text: t('orderPages.money.refunded'), tone: 'neutral' };
      default:
        return { text: t('orderPages.money.nothingDue'), tone: 'neutral' };
    }
  };
  return {
    money,
    ...format,
    itemStatus(item: Pick<OrderItem, 'status' | 'deliveredAt'>): { text: string; tone: Tone } {
      const label = itemStatusLabel(item);
      switch (label.key) {
        case 'delivered':
          return { text: t('orderPages.status.delivered', { date: format.date(label.at) }), tone: 'good' };
        case 'confirmed':
          return { text: t('orderPages.status.confirmed'), tone: 'good' };
        case 'cancelled':
          return { text: t('orderPages.status.cancelled'), tone: 'bad' };
        default:
          return { text: t('orderPages.status.placed'), tone: 'neutral' };
      }
    },
    /** The whole order's money state, from its dishes' (what still needs doing first). */
    orderMoney(order: Pick<Order, 'orderItems' | 'viewer'>): { text: string; tone: Tone } {
      const { state, cashCents } = orderMoneyState(order.orderItems);
      return money(state, cashCents, order.viewer);
    },
    /** The payment choice made at checkout, named for what it is. */
    method(order: Pick<Order, 'payInCash'>): string {
      return order.payInCash ? t('orderPages.detail.inCash') : t('orderPages.detail.online');
    },
  };
}

const TONES: Record<Tone, string> = {
  neutral: 'bg-sand text-ink',
  good: 'bg-basil-soft text-basil',
  waiting: 'bg-saffron/25 text-ink',
  bad: 'bg-danger-soft text-danger',
};

/** A small rounded label; colour only repeats what the text says. */
export function chipClasses(tone: Tone): string {
  return `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${TONES[tone]}`;
}
