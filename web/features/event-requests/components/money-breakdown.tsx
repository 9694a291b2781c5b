import type { ProposalView } from '#domain/event-requests/event-request.response.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEventFormat } from '../format.ts';

/**
 * DESIGN §5 for a proposal's price, both ways a customer may pay: by card (the service fee, its VAT,
 * half the price prepaid and the gateway's fee now, the rest to the chef on the day) or the chef in
 * cash (only the portal's fee by card now). The customer sees it all before accepting.
 */
export function MoneyBreakdown({ proposal, captionId }: { proposal: ProposalView; captionId: string }) {
  const { t } = useTranslation();
  const { euro } = useEventFormat();
  const { card, cash } = proposal.fees;
  const rows: { key: string; label: string; card: number; cash: number; strong?: boolean }[] = [
    { key: 'price', label: t('eventRequestPages.money.menuPrice'), card: card.subtotal, cash: cash.subtotal },
    {
      key: 'fee',
      label: t('eventRequestPages.money.serviceFee'),
      card: card.serviceFee,
      cash: cash.serviceFee,
    },
    {
      key: 'vat',
      label: t('eventRequestPages.money.vat'),
      card: card.governmentFee,
      cash: cash.governmentFee,
    },
    {
      key: 'prepayment',
      label: t('eventRequestPages.money.prepayment'),
      card: card.prepayment,
      cash: cash.prepayment,
    },
    {
      key: 'gateway',
      label: t('eventRequestPages.money.gatewayFee'),
      card: card.paymentGatewayFee,
      cash: cash.paymentGatewayFee,
    },
    {
      key: 'now',
      label: t('eventRequestPages.money.payNow'),
      card: card.totalAmount,
      cash: cash.totalAmount,
      strong: true,
    },
    {
      key: 'rest',
      label: t('eventRequestPages.money.rest'),
      card: card.payToChef,
      cash: cash.payToChef,
      strong: true,
    },
  ];
  return (
    <table className="w-full text-sm" aria-labelledby={captionId}>
      <thead>
        <tr className="text-left text-xs tracking-wide text-muted uppercase">
          <th scope="col" className="py-1 pr-2 font-bold">
            <span className="sr-only">{t('eventRequestPages.money.item')}</span>
          </th>
          <th scope="col" className="py-1 pl-2 text-right font-bold">
            {t('eventRequestPages.money.byCard')}
          </th>
          <th scope="col" className="py-1 pl-2 text-right font-bold">
            {t('eventRequestPages.money.inCash')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.strong ? 'border-t border-line font-bold text-ink' : 'text-ink'}>
            <th
              scope="row"
              className={`py-1 pr-2 text-left ${row.strong ? 'font-bold' : 'font-normal text-muted'}`}
            >
              {row.label}
            </th>
            <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{euro(row.card)}</td>
            <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{euro(row.cash)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
