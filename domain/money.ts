/** Money is integer cents everywhere (DESIGN §3); these helpers keep the arithmetic integral. */
export type Cents = number;

/** `percent` of `cents`, rounded half up, computed in basis points so no float drift creeps in. */
export function percentOf(cents: Cents, percent: number): Cents {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export function sum(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

export type MoneyLanguage = 'en' | 'lt';

/** Cents as euros with two decimals, for display (spec marketplace §9): "€12.50", in Lithuanian "12,50 €". */
export function formatEuro(cents: Cents, language: MoneyLanguage = 'en'): string {
  const value = (cents / 100).toFixed(2);
  return language === 'lt' ? `${value.replace('.', ',')} €` : `€${value}`;
}

/**
 * Cents as the text a euro field is filled with when a stored amount is edited, which `parseEuros`
 * reads back: always with a dot, whatever the language, since both are read ("12.50"). A price keeps
 * its two decimals ("12.00"); with `bareWholeEuros` an even amount is the whole number a person
 * would type ("45", a request's budget) and any other still shows both decimals ("45.50").
 */
export function centsToInput(
  cents: Cents,
  { bareWholeEuros = false }: { bareWholeEuros?: boolean } = {},
): string {
  return bareWholeEuros && cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * Whole euros and up to two decimals after a dot or a comma (Lithuanian keyboards type "12,50"),
 * the euro sign and blanks around allowed.
 */
const EURO_TEXT = /^€?\s*(\d+)(?:[.,](\d{1,2}))?\s*€?$/;

/**
 * Euros as a person types them, in cents: "12" → 1200, "12,5" → 1250, " 12,50 € " → 1250; `null` for
 * a blank, a negative, more than two decimals or anything else. Computed on the digits, not floats.
 */
export function parseEuros(text: string): Cents | null {
  const match = EURO_TEXT.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The price of one serving, shown to the cent: the line's total divided by its servings, rounded
 * half up. The total is what is charged; when it does not divide evenly (€93.33 for 8 servings) the
 * serving's price is `exact: false` and is shown as approximate, so servings × price never claims
 * to be the total.
 */
export function perServing(totalCents: Cents, servings: number): { cents: Cents; exact: boolean } {
  if (!Number.isInteger(servings) || servings < 1) return { cents: totalCents, exact: true };
  const cents = Math.floor((2 * totalCents + servings) / (2 * servings));
  return { cents, exact: cents * servings === totalCents };
}
