import { useTranslation } from '../../../i18n/use-translation.ts';
import '../texts.ts';
import { useOrderFormat } from '../format.ts';
import { itemStatusLabel, paymentStatus } from '../order-rules.ts';
import type { Order, OrderItem } from '../types.ts';

export type Tone = 'neutral' | 'good' | 'waiting' | 'bad';

/** The words and tones of an item's status and an order's payment status, in the interface language. */
export function useOrderLabels() {
  const { t } = useTranslation();
  const format = useOrderFormat();
  return {
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
    payment(order: Pick<Order, 'payments' | 'orderItems'>): { text: string; tone: Tone } {
      const status = paymentStatus(order);
      if (status === 'cancelled') return { text: t('orderPages.payment.cancelled'), tone: 'neutral' };
      return status === 'paid'
        ? { text: t('orderPages.payment.paid'), tone: 'good' }
        : { text: t('orderPages.payment.pending'), tone: 'waiting' };
    },
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
