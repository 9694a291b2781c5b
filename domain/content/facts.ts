import type { Language } from '../constants.ts';
import { decimal } from '../i18n/locale.ts';
import { dishUnitPrice } from '../dishes/dish-price.ts';
import { formatEuro, percentOf, type Cents } from '../money.ts';
import {
  CANCELLATION_NOTICE_HOURS,
  LATE_CANCELLATION_PENALTY_CENTS,
  REFUND_WORKING_DAYS,
} from '../orders/cancellation.ts';
import {
  computeFees,
  PAYMENT_GATEWAY_PERCENT,
  PREPAYMENT_PERCENT,
  SERVICE_FEE_CENTS,
  VAT_PERCENT,
  type Fees,
} from '../orders/fees.ts';
import { ORDER_CARD_CAPTURE } from '../orders/card-capture.ts';
import { COMPLAINT_WINDOW_HOURS } from '../orders/complaint-limits.ts';
import { CHEF_LEAD_TIME_HOURS } from '../orders/service-rules.ts';
import { PAYOUT_DELAY_MS } from '../orders/payouts.ts';
import { RATING_THRESHOLD, RATING_WINDOW } from '../orders/ratings.ts';

/** spec marketplace §1, §9: a manager decides on a disabled chef within 3 working days. */
export const RATING_DECISION_WORKING_DAYS = 3;
/** DESIGN §4: POST /secure/rate-order takes a rating from 1 to 5. */
export const RATING_SCALE = { min: 1, max: 5 } as const;

/** DESIGN §5's worked example: one dish of 90 minutes by a chef at 20.00 EUR/h, quantity 2. */
export const WORKED_EXAMPLE = { preparationMinutes: 90, hourRateCents: 2000, quantity: 2 } as const;

/** Every figure the FAQ and the article state, each taken from the constants the code runs on. */
export interface ServiceFacts {
  serviceFeeCents: Cents;
  vatPercent: number;
  vatCents: Cents;
  serviceFeeWithVatCents: Cents;
  gatewayPercent: number;
  prepaymentPercent: number;
  /** When the card payment moves: charged at checkout, or held then and charged when a chef confirms. */
  cardCharged: 'atCheckout' | 'whenChefConfirms';
  cancellationNoticeHours: number;
  penaltyCents: Cents;
  refundWorkingDays: number;
  payoutDelayDays: number;
  complaintWindowHours: number;
  chefLeadTimeHours: number;
  ratingThreshold: number;
  ratingWindow: number;
  ratingDecisionWorkingDays: number;
  ratingMin: number;
  ratingMax: number;
  example: {
    preparationMinutes: number;
    hourRateCents: Cents;
    quantity: number;
    unitPriceCents: Cents;
    cash: Fees;
    online: Fees;
  };
}

/** The facts as the code computes them: fees and the worked example through the real domain functions. */
export function serviceFacts(): ServiceFacts {
  const { preparationMinutes, hourRateCents, quantity } = WORKED_EXAMPLE;
  const unitPriceCents = dishUnitPrice({ storedPriceCents: null, preparationMinutes, hourRateCents });
  const lines = [{ unitPriceCents, productVolume: quantity, pricedByTime: true }];
  const vatCents = percentOf(SERVICE_FEE_CENTS, VAT_PERCENT);
  return {
    serviceFeeCents: SERVICE_FEE_CENTS,
    vatPercent: VAT_PERCENT,
    vatCents,
    serviceFeeWithVatCents: SERVICE_FEE_CENTS + vatCents,
    gatewayPercent: PAYMENT_GATEWAY_PERCENT,
    prepaymentPercent: PREPAYMENT_PERCENT,
    cardCharged: ORDER_CARD_CAPTURE === 'automatic' ? 'atCheckout' : 'whenChefConfirms',
    cancellationNoticeHours: CANCELLATION_NOTICE_HOURS,
    penaltyCents: LATE_CANCELLATION_PENALTY_CENTS,
    refundWorkingDays: REFUND_WORKING_DAYS,
    payoutDelayDays: PAYOUT_DELAY_MS / 86_400_000,
    complaintWindowHours: COMPLAINT_WINDOW_HOURS,
    chefLeadTimeHours: CHEF_LEAD_TIME_HOURS,
    ratingThreshold: RATING_THRESHOLD,
    ratingWindow: RATING_WINDOW,
    ratingDecisionWorkingDays: RATING_DECISION_WORKING_DAYS,
    ratingMin: RATING_SCALE.min,
    ratingMax: RATING_SCALE.max,
    example: {
      preparationMinutes,
      hourRateCents,
      quantity,
      unitPriceCents,
      cash: computeFees(lines, { payInCash: true }),
      online: computeFees(lines, { payInCash: false }),
    },
  };
}

/** Money as the interface shows it: `€10.00` in English, `10,00 €` in Lithuanian. */
export function money(cents: Cents, lang: Language): string {
  return formatEuro(cents, lang);
}

/** A percentage: `21%` in English, `21 %` in Lithuanian (the Lithuanian norm puts a space before %). */
export function percent(value: number, lang: Language): string {
  return lang === 'lt' ? `${decimal(value, lang)} %` : `${decimal(value, lang)}%`;
}

/** A plain number with the language's decimal separator (4.5 / 4,5): the locale module's. */
export { decimal };

/**
 * The Lithuanian noun form after a number: `one` for 1, 21, 31…; `few` for 2–9, 22–29…; `many` for
 * 0, 10–20, 30… (the three forms every Lithuanian noun takes after numerals).
 */
export function ltForm(n: number, one: string, few: string, many: string): string {
  const lastTwo = Math.abs(n) % 100;
  const last = Math.abs(n) % 10;
  if (!Number.isInteger(n) || last === 0 || (lastTwo >= 11 && lastTwo <= 19)) return many;
  return last === 1 ? one : few;
}

/** The English noun after a number: singular for exactly 1. */
export function enForm(n: number, one: string, other: string): string {
  return n === 1 ? one : other;
}
