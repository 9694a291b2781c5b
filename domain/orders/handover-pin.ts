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
