/** spec marketplace §4, DESIGN §6: an item is placed, then confirmed by its chef, then delivered; or cancelled. */
export const ITEM_STATUSES = ['placed', 'confirmed', 'delivered', 'cancelled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export type Actor = 'buyer' | 'seller';

/**
 * Allowed transitions, as a table: who may move an item from one status to another. A chef who
 * cancels a placed item declines it; after delivery nothing is cancelled any more.
 */
const TRANSITIONS: Record<ItemStatus, Partial<Record<ItemStatus, readonly Actor[]>>> = {
  placed: { confirmed: ['seller'], cancelled: ['buyer', 'seller'] },
  confirmed: { delivered: ['seller'], cancelled: ['buyer', 'seller'] },
  delivered: {},
  cancelled: {},
};

/** Why the move is refused, as a message code; undefined when it is allowed. */
export function transitionProblem(from: ItemStatus, to: ItemStatus, actor: Actor): string | undefined {
  return moveProblem(from, to) ?? (moversOf(from, to).includes(actor) ? undefined : 'pages.auth.forbidden');
}

/** Why no side may make the move at all (a conflict, not a refusal of who asks); undefined when someone may. */
export function moveProblem(from: ItemStatus, to: ItemStatus): string | undefined {
  if (from === to) return 'orders.alreadyInStatus';
  if (!TRANSITIONS[from][to]) return `orders.cannot.${to}From${capitalize(from)}`;
  return undefined;
}

/** The sides that may move an item from one status to another (none for a move the table lacks). */
export function moversOf(from: ItemStatus, to: ItemStatus): readonly Actor[] {
  return TRANSITIONS[from][to] ?? [];
}

export function isFinal(status: ItemStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
