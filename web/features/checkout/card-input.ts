/** Card number digits in groups of four, as printed on the card (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry typed as digits becomes MM/YY; the slash appears once the month is complete. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardProblems {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

/**
 * Quick checks before the provider sees the card, with the provider's own message codes; the
 * provider still decides (Luhn, expiry in the future, declines).
 */
export function cardProblems(card: { cardNumber: string; expiry: string; cvc: string }): CardProblems {
  const problems: CardProblems = {};
  const digits = card.cardNumber.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) problems.cardNumber = 'payments.incorrectNumber';
  const expiry = card.expiry.trim().match(/^(\d{2})\/(\d{2})$/);
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    problems.expiry = 'checkout.payment.expiryFormat';
  if (!/^\d{3}$/.test(card.cvc.trim())) problems.cvc = 'payments.incorrectCvc';
  return problems;
}
