/**
 * One order number everywhere (pages, mails, notifications, the operators' console). The
 * spec (marketplace §3) shows the part of the sID before its first dash; sIDs are made as eight
 * upper-case hex digits, a dash and a UUID, so the number is short and readable: 0A1B2C3D.
 */
export function orderNumber(sID: string): string {
  const head = sID.split('-')[0] ?? '';
  return (head || sID).toUpperCase();
}

/**
 * What an operator typed to find an order by its number ("#0a1b 2c3d", "0A1B2C3D"), as the prefix of
 * the sID to look for; empty when nothing is left to search by.
 */
export function orderNumberPrefix(typed: string): string {
  return typed.replace(/^\s*#/, '').replace(/\s+/g, '').toUpperCase();
}
