import { moversOf, type Actor as OrderSide, type ItemStatus } from '../orders/order-status.ts';
import { isStaff, type Role } from './roles.ts';

// Who may do what, in one place. Services ask `can(actor, action, subject)` and keep their own
// answer to a refusal (403, or the 404 that hides what exists); facts only the database knows
// (an approved chef, a seller in an order) are read by the service and handed in as the subject.

/** Someone signed in; their browser may still carry orders it placed before they signed in. */
export interface Account {
  id: string;
  role?: Role;
  guestOrderIds?: readonly number[];
}

/** A browser nobody signed in on, with the orders placed from it as a guest (its signed cookie). */
export interface Guest {
  id: null;
  role?: undefined;
  guestOrderIds: readonly number[];
}

/** Who asks; null when nobody is signed in and no guest orders are known. */
export type Actor = Account | Guest | null;

/** Anything that belongs to one account: a chef's page, a dish, an uploaded file. */
interface Owned {
  userId: string;
}

interface OrderLike {
  id: number;
  buyerUserId: string | null;
}

interface ThreadSides {
  customerUserId: string;
  chefUserId: string;
}

/** What each action is asked about: `can(user, 'dish.edit', order)` does not compile. */
interface Subjects {
  'chef.seeUnapproved': Owned;
  'chef.seeHiddenDishes': Owned;
  'chef.message': Owned;
  'dish.write': { approvedChef: boolean };
  'dish.edit': Owned;
  'dish.seeHidden': Owned;
  'availability.edit': { chef: boolean };
  'order.read': OrderLike;
  'order.pay': OrderLike;
  'order.change': OrderLike;
  'order.linkToAccount': OrderLike;
  'order.cancel': OrderLike;
  'order.renewHandoverCode': OrderLike;
  'order.rate': OrderLike;
  'order.complain': OrderLike;
  'order.readEveryReview': undefined;
  'orderItem.move': { from: ItemStatus; to: ItemStatus; as: OrderSide };
  'review.reply': { sellerUserId: string };
  'complaint.answer': { sellerUserId: string };
  'eventRequest.seeWhole': { customerUserId: string };
  'eventRequest.manage': { customerUserId: string };
  'proposal.accept': { customerUserId: string };
  'proposal.revise': { chefUserId: string };
  'proposal.seeWithdrawn': undefined;
  'file.seePrivate': Owned;
  'thread.read': ThreadSides;
  'message.report': { thread: ThreadSides; message: { senderUserId: string } };
  'role.change': { id: string; role: Role };
  'account.disable': { id: string; role: Role };
  'account.enable': { id: string };
  'transfer.confirm': { senderUserId: string };
}

export type Action = keyof Subjects;

/** The subject argument: none for an action that is about no one thing. */
type SubjectArg<A extends Action> = Subjects[A] extends undefined ? [] : [subject: Subjects[A]];

const RULES: { [A in Action]: (actor: Actor, subject: Subjects[A]) => boolean } = {
  // A chef prepares her page before approval; staff review it. Customers see approved chefs only.
  'chef.seeUnapproved': (actor, chef) => isSelf(actor, chef.userId) || isStaff(actor?.role),
  // Inactive and blocked dishes on the page are the chef's own work list; staff see the page as customers do.
  'chef.seeHiddenDishes': (actor, chef) => isSelf(actor, chef.userId),
  // Anyone signed in writes to a chef, but nobody to their own kitchen.
  'chef.message': (actor, chef) => signedIn(actor) && actor.id !== chef.userId,
  // Only a chef an operator approved writes dishes (spec marketplace §2).
  'dish.write': (actor, standing) => signedIn(actor) && standing.approvedChef,
  // A chef edits her own dishes; staff deactivate them in the console instead.
  'dish.edit': (actor, dish) => isSelf(actor, dish.userId),
  // A dish not live (a draft, inactive, its chef unapproved) shows to its chef and staff only.
  'dish.seeHidden': (actor, dish) => isSelf(actor, dish.userId) || isStaff(actor?.role),
  // Any chef, approved or still applying, sets her hours.
  'availability.edit': (actor, standing) => signedIn(actor) && standing.chef,
  // Its buyer and staff read a whole order (a chef in it reads her items, a database fact).
  'order.read': (actor, order) => isBuyer(actor, order) || isStaff(actor?.role),
  // Its buyer pays, also a guest from the browser that placed it.
  'order.pay': (actor, order) => isBuyer(actor, order),
  // Its buyer adds a dish or the address to it (while it is unpaid, checked apart), also as a guest.
  'order.change': (actor, order) => isBuyer(actor, order),
  // A guest order placed from this browser, nobody's yet, may join the account that proves it.
  'order.linkToAccount': (actor, order) => order.buyerUserId === null && guestPlaced(actor, order),
  // Its buyer cancels, and first sees what a cancellation would refund.
  'order.cancel': (actor, order) => isBuyer(actor, order),
  // The hand-over PIN is the buyer's proof of the cash hand-over: only she gets a new one.
  'order.renewHandoverCode': (actor, order) => isBuyer(actor, order),
  // Only who bought rates what was served.
  'order.rate': (actor, order) => isBuyer(actor, order),
  // Only who bought complains about it.
  'order.complain': (actor, order) => isBuyer(actor, order),
  // Staff read every review on an order; its buyer and chefs only their own side's.
  'order.readEveryReview': (actor) => isStaff(actor?.role),
  // The transition table says which side moves an item; being that side is the caller's fact.
  'orderItem.move': (actor, move) => signedIn(actor) && moversOf(move.from, move.to).includes(move.as),
  // The reviewed chef replies, nobody else.
  'review.reply': (actor, review) => isSelf(actor, review.sellerUserId),
  // The chef complained about answers.
  'complaint.answer': (actor, complaint) => isSelf(actor, complaint.sellerUserId),
  // Its customer and staff see a request whole: every proposal, the address, no masked name.
  'eventRequest.seeWhole': (actor, request) => isSelf(actor, request.customerUserId) || isStaff(actor?.role),
  // Its customer changes or withdraws a request.
  'eventRequest.manage': (actor, request) => isSelf(actor, request.customerUserId),
  // Only the request's customer accepts a proposal for it.
  'proposal.accept': (actor, request) => isSelf(actor, request.customerUserId),
  // A chef revises her own proposal.
  'proposal.revise': (actor, proposal) => isSelf(actor, proposal.chefUserId),
  // A withdrawn proposal is gone for the customer; staff still see it, to follow what happened.
  'proposal.seeWithdrawn': (actor) => isStaff(actor?.role),
  // Certificates and private uploads: their owner and staff (others see what a chef's page shows).
  'file.seePrivate': (actor, file) => isSelf(actor, file.userId) || isStaff(actor?.role),
  // Its two sides read a thread; staff read only reported threads, in the console.
  'thread.read': (actor, thread) => isSide(actor, thread),
  // A side reports the other side's message, never its own.
  'message.report': (actor, { thread, message }) =>
    isSide(actor, thread) && !isSelf(actor, message.senderUserId),
  // An admin grants or removes OPERATOR: never her own role, never another admin's.
  'role.change': (actor, target) =>
    actor?.role === 'ADMIN' && !isSelf(actor, target.id) && target.role !== 'ADMIN',
  // An admin disables an account (its sessions end, no sign-in finds it), as she changes roles: never
  // her own, never another admin's. Operators do not: they decide about chefs and dishes, not people.
  'account.disable': (actor, target) =>
    actor?.role === 'ADMIN' && !isSelf(actor, target.id) && target.role !== 'ADMIN',
  // An admin enables a disabled account again; never her own (a disabled account is never signed in).
  'account.enable': (actor, target) => actor?.role === 'ADMIN' && !isSelf(actor, target.id),
  // The PIN proves the sender's request: only she confirms her transfer.
  'transfer.confirm': (actor, transfer) => isSelf(actor, transfer.senderUserId),
};

/** Every action, for the tests that walk them all. */
export const ACTIONS = Object.keys(RULES) as Action[];

/** Whether `actor` may do `action` to `subject` (see each rule's reason above). */
export function can<A extends Action>(actor: Actor, action: A, ...subject: SubjectArg<A>): boolean {
  return RULES[action](actor, subject[0] as Subjects[A]);
}

function signedIn(actor: Actor): actor is Account {
  return typeof actor?.id === 'string';
}

/** The actor is the account `userId` (never true of a guest, whose id is null like a guest order's buyer). */
function isSelf(actor: Actor, userId: string | null): boolean {
  return signedIn(actor) && actor.id === userId;
}

/** A signed-in buyer owns the orders placed on their account; a guest's browser, those it placed. */
function isBuyer(actor: Actor, order: OrderLike): boolean {
  return order.buyerUserId !== null ? isSelf(actor, order.buyerUserId) : guestPlaced(actor, order);
}

function guestPlaced(actor: Actor, order: OrderLike): boolean {
  return actor?.guestOrderIds?.includes(order.id) ?? false;
}

function isSide(actor: Actor, thread: ThreadSides): boolean {
  return isSelf(actor, thread.customerUserId) || isSelf(actor, thread.chefUserId);
}
