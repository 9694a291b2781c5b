/** The credits' constants and the rules screens apply without a schema, without zod (assets.ts has the schemas). */

/** spec marketplace §3 "Asset request": the address types and their codes (the code is the index). */
export const ADDRESS_TYPES = ['dogecoin', 'telegram_nick', 'store_name', 'email'] as const;
export type AddressTypeName = (typeof ADDRESS_TYPES)[number];
export type AddressTypeCode = 0 | 1 | 2 | 3;

export const ADDRESS_TYPE = {
  dogecoin: 0,
  telegram_nick: 1,
  store_name: 2,
  email: 3,
} as const satisfies Record<AddressTypeName, AddressTypeCode>;

/** Store names and e-mails stay inside the portal; the others leave it through an operator. */
export function isInternalAddressType(code: AddressTypeCode): boolean {
  return code === ADDRESS_TYPE.store_name || code === ADDRESS_TYPE.email;
}

export function addressTypeName(code: AddressTypeCode): AddressTypeName {
  return ADDRESS_TYPES[code];
}

/** spec marketplace §2 "Buy": the demo rate, euros per asset, and the converter's starting amount. */
export const ASSET_RATE_EUR = 0.2;
export const ASSET_PRICE_CENTS = Math.round(ASSET_RATE_EUR * 100);
export const DEFAULT_BUY_VOLUME = 100;

/**
 * Assets are whole units (the spec shows no fractions, and whole units keep every purchase a whole
 * number of cents). A purchase is at least 1 euro (cards have provider minimums) and at most
 * 10,000 euro; a transfer at most a million assets.
 */
export const MIN_PURCHASE_VOLUME = 5;
export const MAX_PURCHASE_VOLUME = 50_000;
export const MAX_TRANSFER_VOLUME = 1_000_000;

/** DESIGN §4: what a purchase of `volume` assets costs, in cents. */
export function purchaseAmountCents(volume: number): number {
  return volume * ASSET_PRICE_CENTS;
}

/** What a ledger row records: the change, and why it happened. */
export const LEDGER_KINDS = [
  'purchase',
  'transfer-in',
  'transfer-out',
  'withdrawal',
  'withdrawal-reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const WITHDRAWAL_STATUSES = ['pending', 'processed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The answer to "may `volume` leave a balance of `balance`?", as a message code when it may not. */
export function transferProblem(balance: number, volume: number): string | undefined {
  return volume > balance ? 'assets.insufficientBalance' : undefined;
}
