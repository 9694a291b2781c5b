/** The hand-over PIN: the customer gives it to the chef when paying the cash part at the service. */
export const HANDOVER_PIN_LENGTH = 6;

/** The PIN as typed, without the blanks people put between digit groups ("123 456"). */
export function typedHandoverPin(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Whether what was typed can be a hand-over PIN: exactly six digits, blanks aside. */
export function isHandoverPinShaped(text: string): boolean {
  return new RegExp(`^\\d{${HANDOVER_PIN_LENGTH}}$`).test(typedHandoverPin(text));
}

/**
 * Wrong hand-over PINs a chef may enter for one order before it locks: even the right PIN is then
 * refused until the customer issues a new one from the order page (which starts the count again).
 * Six digits against five tries: a guess succeeds once in 200,000 locks.
 */
export const HANDOVER_MAX_WRONG_TRIES = 5;

/** Whether an order with `wrongTries` wrong hand-over PINs is locked. */
export function isHandoverLocked(wrongTries: number): boolean {
  return wrongTries >= HANDOVER_MAX_WRONG_TRIES;
}
