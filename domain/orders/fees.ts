import { percentOf, sum, type Cents } from '../money.ts';

/** spec marketplace §1, §9; DESIGN §5. */
export const SERVICE_FEE_CENTS = 1000;
export const VAT_PERCENT = 21;
export const PAYMENT_GATEWAY_PERCENT = 3;
export const PREPAYMENT_PERCENT = 50;

export interface FeeLine {
  unitPriceCents: Cents;
  productVolume: number;
  /** Whether the unit price comes from preparation time and the chef's hourly rate. */
  pricedByTime: boolean;
}

/** The fee breakdown of spec marketplace §3 plus what is paid now and what is paid to the chef. */
export interface Fees {
  subtotal: Cents;
  serviceFee: Cents;
  governmentFee: Cents;
  chefIncentive: Cents;
  prepayment: Cents;
  paymentGatewayFee: Cents;
  /** Charged by card at checkout: the order's amountToPay. */
  totalAmount: Cents;
  /** Paid to the chef at the service (in cash, or the rest of the price). */
  payToChef: Cents;
}

/**
 * DESIGN §5: the service fee and its VAT are always paid by card; online payment adds a 50%
 * prepayment of the time-priced dishes; the gateway takes 3% of what goes through it.
 */
export function computeFees(lines: readonly FeeLine[], { payInCash }: { payInCash: boolean }): Fees {
  const lineTotals = lines.map((line) => line.unitPriceCents * line.productVolume);
  const subtotal = sum(lineTotals);
  const chefIncentive = sum(lines.map((line, i) => (line.pricedByTime ? lineTotals[i]! : 0)));
  const serviceFee = SERVICE_FEE_CENTS;
  const governmentFee = percentOf(serviceFee, VAT_PERCENT);
  const prepayment = payInCash ? 0 : percentOf(chefIncentive, PREPAYMENT_PERCENT);
  const paymentGatewayFee = percentOf(serviceFee + governmentFee + prepayment, PAYMENT_GATEWAY_PERCENT);
  const totalAmount = serviceFee + governmentFee + paymentGatewayFee + prepayment;
  return {
    subtotal,
    serviceFee,
    governmentFee,
    chefIncentive,
    prepayment,
    paymentGatewayFee,
    totalAmount,
    payToChef: subtotal - prepayment,
  };
}
