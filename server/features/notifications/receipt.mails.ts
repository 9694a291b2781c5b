import type { Language } from '#domain/constants.ts';
import { formatEuro } from '#domain/money.ts';
import {
  CANCELLATION_NOTICE_HOURS,
  LATE_CANCELLATION_PENALTY_CENTS,
  REFUND_WORKING_DAYS,
} from '#domain/orders/cancellation.ts';
import type { PaymentChoice } from '#domain/orders/money-state.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

/** One dish of a paid order as its receipt lists it. */
export interface ReceiptLine {
  title: string;
  volume: number;
  /** unit price × volume */
  lineCents: number;
  /** The chef's name as customers see it (their store name when they have no name on record). */
  chef: string;
}

/** What the customer's receipt says of a paid order. */
export interface Receipt {
  lines: ReceiptLine[];
  serviceDate: Date;
  /** The delivery address, one line; null when the order has none on record. */
  address: string | null;
  /** What the card payment took (DESIGN §5: the fees, and the prepayment when paying online). */
  paidByCardCents: number;
  /** What the customer pays the chef at the service (DESIGN §5: subtotal less the prepayment). */
  owedInCashCents: number;
  /** The payment choice made at checkout (domain/orders/money-state.ts). */
  choice: PaymentChoice;
}

const texts = {
  en: {
    items: 'Your order',
    line: (l: ReceiptLine, euro: string) => `- ${l.title} × ${l.volume}, by ${l.chef}: ${euro}`,
    service: 'Service date',
    address: 'Address',
    how: 'How you pay',
    choices: {
      allInCash: 'All in cash at the service (only the portal’s fee by card)',
      prepayHalf: '50% now by card, the rest in cash at the service',
    },
    paid: 'Paid by card',
    owed: 'To pay the chef in cash at the service',
    pin: 'When you pay the chef in cash, give them the hand-over PIN shown on your order page: it records that they received your cash.',
    terms: (penalty: string) =>
      `Cancellation: more than ${CANCELLATION_NOTICE_HOURS} hours before the service, you get back what you paid ` +
      `by card, less the card provider's commission. Later, a ${penalty} penalty and the ingredient costs are kept. ` +
      `A refund reaches your card within ${REFUND_WORKING_DAYS} working days.`,
  },
  lt: {
    items: 'Jūsų užsakymas',
    line: (l: ReceiptLine, euro: string) => `- ${l.title} × ${l.volume}, šefas ${l.chef}: ${euro}`,
    service: 'Paslaugos data',
    address: 'Adresas',
    how: 'Kaip mokate',
    choices: {
      allInCash: 'Viskas grynaisiais per paslaugą (kortele tik portalo mokestis)',
      prepayHalf: '50 % dabar kortele, likutis grynaisiais per paslaugą',
    },
    paid: 'Sumokėta kortele',
    owed: 'Mokėti šefui grynaisiais per paslaugą',
    pin: 'Mokėdami šefui grynaisiais, pasakykite jam perdavimo PIN, rodomą jūsų užsakymo puslapyje: jis patvirtina, kad šefas gavo grynuosius.',
    terms: (penalty: string) =>
      `Atšaukimas: likus daugiau nei ${CANCELLATION_NOTICE_HOURS} val. iki paslaugos grąžiname tai, ką sumokėjote kortele, ` +
      `atėmus mokėjimo paslaugų teikėjo komisinį mokestį. Vėliau pasiliekama ${penalty} bauda ir ingredientų kaina. ` +
      `Pinigai į kortelę grąžinami per ${REFUND_WORKING_DAYS} darbo dienas.`,
  },
} as const;

/**
 * The receipt's details in the customer's language, as lines of plain text for the mail: each dish
 * with its chef, the service date (Vilnius time) and address, what was paid by card, what is owed in
 * cash, and the cancellation terms (spec marketplace §1).
 */
export function receiptDetails(lang: Language, receipt: Receipt): string {
  const text = texts[lang];
  const euro = (cents: number) => formatEuro(cents, lang);
  const when = formatInstant(receipt.serviceDate, 'fullDateTime', lang);
  return [
    `${text.items}:`,
    ...receipt.lines.map((line) => text.line(line, euro(line.lineCents))),
    '',
    `${text.service}: ${when}`,
    ...(receipt.address ? [`${text.address}: ${receipt.address}`] : []),
    `${text.how}: ${text.choices[receipt.choice]}`,
    `${text.paid}: ${euro(receipt.paidByCardCents)}`,
    `${text.owed}: ${euro(receipt.owedInCashCents)}`,
    ...(receipt.owedInCashCents > 0 ? [text.pin] : []),
    '',
    text.terms(euro(LATE_CANCELLATION_PENALTY_CENTS)),
  ].join('\n');
}
