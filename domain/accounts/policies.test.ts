import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ACTIONS, can, type Action, type Actor } from './policies.ts';

const OWNER = 'user-owner';
const OTHER = 'user-other';
const GUEST_ORDER = 8;

/** The askers every rule is tried with: the subject's owner, someone else, a guest, staff, nobody. */
const ACTORS = {
  owner: { id: OWNER, role: 'CUSTOMER' },
  other: { id: OTHER, role: 'CUSTOMER' },
  guest: { id: null, guestOrderIds: [GUEST_ORDER] },
  operator: { id: 'user-operator', role: 'OPERATOR' },
  admin: { id: 'user-admin', role: 'ADMIN' },
  nobody: null,
} satisfies Record<string, Actor>;
type Who = keyof typeof ACTORS;

const SIGNED_IN: Who[] = ['owner', 'other', 'operator', 'admin'];

const accountOrder = { id: 7, buyerUserId: OWNER };
// Placed by the guest's browser; nobody's account yet.
const guestOrder = { id: GUEST_ORDER, buyerUserId: null };
const mine = { userId: OWNER };
const ownThread = { customerUserId: OWNER, chefUserId: OTHER };

interface Case {
  action: Action;
  subject: string;
  ask: (actor: Actor) => boolean;
  allowed: Who[];
}

const CASES: Case[] = [
  {
    action: 'chef.seeUnapproved',
    subject: 'her page',
    ask: (a) => can(a, 'chef.seeUnapproved', mine),
    allowed: ['owner', 'operator', 'admin'],
  },
  {
    action: 'chef.seeHiddenDishes',
    subject: 'her page',
    ask: (a) => can(a, 'chef.seeHiddenDishes', mine),
    allowed: ['owner'],
  },
  {
    action: 'chef.message',
    subject: 'her kitchen',
    ask: (a) => can(a, 'chef.message', mine),
    allowed: ['other', 'operator', 'admin'],
  },
  {
    action: 'dish.write',
    subject: 'an approved chef',
    ask: (a) => can(a, 'dish.write', { approvedChef: true }),
    allowed: SIGNED_IN,
  },
  {
    action: 'dish.write',
    subject: 'a chef not approved',
    ask: (a) => can(a, 'dish.write', { approvedChef: false }),
    allowed: [],
  },
  { action: 'dish.edit', subject: 'her dish', ask: (a) => can(a, 'dish.edit', mine), allowed: ['owner'] },
  {
    action: 'dish.seeHidden',
    subject: 'her dish',
    ask: (a) => can(a, 'dish.seeHidden', mine),
    allowed: ['owner', 'operator', 'admin'],
  },
  {
    action: 'availability.edit',
    subject: 'a chef',
    ask: (a) => can(a, 'availability.edit', { chef: true }),
    allowed: SIGNED_IN,
  },
  {
    action: 'availability.edit',
    subject: 'no chef',
    ask: (a) => can(a, 'availability.edit', { chef: false }),
    allowed: [],
  },
  {
    action: 'order.read',
    subject: 'an account order',
    ask: (a) => can(a, 'order.read', accountOrder),
    allowed: ['owner', 'operator', 'admin'],
  },
  {
    action: 'order.read',
    subject: 'a guest order',
    ask: (a) => can(a, 'order.read', guestOrder),
    allowed: ['guest', 'operator', 'admin'],
  },
  {
    action: 'order.pay',
    subject: 'an account order',
    ask: (a) => can(a, 'order.pay', accountOrder),
    allowed: ['owner'],
  },
  {
    action: 'order.pay',
    subject: 'a guest order',
    ask: (a) => can(a, 'order.pay', guestOrder),
    allowed: ['guest'],
  },
  {
    action: 'order.change',
    subject: 'an account order',
    ask: (a) => can(a, 'order.change', accountOrder),
    allowed: ['owner'],
  },
  {
    action: 'order.change',
    subject: 'a guest order',
    ask: (a) => can(a, 'order.change', guestOrder),
    allowed: ['guest'],
  },
  {
    action: 'order.linkToAccount',
    subject: 'a guest order',
    ask: (a) => can(a, 'order.linkToAccount', guestOrder),
    allowed: ['guest'],
  },
  {
    action: 'order.linkToAccount',
    subject: 'an account order',
    ask: (a) => can(a, 'order.linkToAccount', accountOrder),
    allowed: [],
  },
  {
    action: 'order.cancel',
    subject: 'an account order',
    ask: (a) => can(a, 'order.cancel', accountOrder),
    allowed: ['owner'],
  },
  {
    action: 'order.renewHandoverCode',
    subject: 'an account order',
    ask: (a) => can(a, 'order.renewHandoverCode', accountOrder),
    allowed: ['owner'],
  },
  {
    action: 'order.rate',
    subject: 'an account order',
    ask: (a) => can(a, 'order.rate', accountOrder),
    allowed: ['owner'],
  },
  {
    action: 'order.complain',
    subject: 'an account order',
    ask: (a) => can(a, 'order.complain', accountOrder),
    allowed: ['owner'],
  },
  {
    action: 'order.readEveryReview',
    subject: 'any order',
    ask: (a) => can(a, 'order.readEveryReview'),
    allowed: ['operator', 'admin'],
  },
  {
    action: 'orderItem.move',
    subject: 'a seller confirming',
    ask: (a) => can(a, 'orderItem.move', { from: 'placed', to: 'confirmed', as: 'seller' }),
    allowed: SIGNED_IN,
  },
  {
    action: 'orderItem.move',
    subject: 'a buyer confirming',
    ask: (a) => can(a, 'orderItem.move', { from: 'placed', to: 'confirmed', as: 'buyer' }),
    allowed: [],
  },
  {
    action: 'review.reply',
    subject: 'a review of her',
    ask: (a) => can(a, 'review.reply', { sellerUserId: OWNER }),
    allowed: ['owner'],
  },
  {
    action: 'complaint.answer',
    subject: 'a complaint about her',
    ask: (a) => can(a, 'complaint.answer', { sellerUserId: OWNER }),
    allowed: ['owner'],
  },
  {
    action: 'eventRequest.seeWhole',
    subject: 'her request',
    ask: (a) => can(a, 'eventRequest.seeWhole', { customerUserId: OWNER }),
    allowed: ['owner', 'operator', 'admin'],
  },
  {
    action: 'eventRequest.manage',
    subject: 'her request',
    ask: (a) => can(a, 'eventRequest.manage', { customerUserId: OWNER }),
    allowed: ['owner'],
  },
  {
    action: 'proposal.accept',
    subject: 'a proposal for her request',
    ask: (a) => can(a, 'proposal.accept', { customerUserId: OWNER }),
    allowed: ['owner'],
  },
  {
    action: 'proposal.revise',
    subject: 'her proposal',
    ask: (a) => can(a, 'proposal.revise', { chefUserId: OWNER }),
    allowed: ['owner'],
  },
  {
    action: 'proposal.seeWithdrawn',
    subject: 'any request',
    ask: (a) => can(a, 'proposal.seeWithdrawn'),
    allowed: ['operator', 'admin'],
  },
  {
    action: 'file.seePrivate',
    subject: 'her file',
    ask: (a) => can(a, 'file.seePrivate', mine),
    allowed: ['owner', 'operator', 'admin'],
  },
  {
    action: 'thread.read',
    subject: 'a thread between owner and other',
    ask: (a) => can(a, 'thread.read', ownThread),
    allowed: ['owner', 'other'],
  },
  {
    action: 'thread.read',
    subject: 'a thread between two others',
    ask: (a) => can(a, 'thread.read', { customerUserId: 'x', chefUserId: 'y' }),
    allowed: [],
  },
  {
    action: 'message.report',
    subject: "other's message to owner",
    ask: (a) => can(a, 'message.report', { thread: ownThread, message: { senderUserId: OTHER } }),
    allowed: ['owner'],
  },
  {
    action: 'message.report',
    subject: "owner's message to other",
    ask: (a) => can(a, 'message.report', { thread: ownThread, message: { senderUserId: OWNER } }),
    allowed: ['other'],
  },
  {
    action: 'role.change',
    subject: "a customer's role",
    ask: (a) => can(a, 'role.change', { id: OWNER, role: 'CUSTOMER' }),
    allowed: ['admin'],
  },
  {
    action: 'role.change',
    subject: "an operator's role",
    ask: (a) => can(a, 'role.change', { id: 'user-operator', role: 'OPERATOR' }),
    allowed: ['admin'],
  },
  {
    action: 'role.change',
    subject: "the admin's own role",
    ask: (a) => can(a, 'role.change', { id: 'user-admin', role: 'ADMIN' }),
    allowed: [],
  },
  {
    action: 'role.change',
    subject: "another admin's role",
    ask: (a) => can(a, 'role.change', { id: 'user-admin-2', role: 'ADMIN' }),
    allowed: [],
  },
  {
    action: 'account.disable',
    subject: "a customer's account",
    ask: (a) => can(a, 'account.disable', { id: OWNER, role: 'CUSTOMER' }),
    allowed: ['admin'],
  },
  {
    action: 'account.disable',
    subject: "an operator's account",
    ask: (a) => can(a, 'account.disable', { id: 'user-operator', role: 'OPERATOR' }),
    allowed: ['admin'],
  },
  {
    action: 'account.disable',
    subject: "the admin's own account",
    ask: (a) => can(a, 'account.disable', { id: 'user-admin', role: 'ADMIN' }),
    allowed: [],
  },
  {
    action: 'account.disable',
    subject: "another admin's account",
    ask: (a) => can(a, 'account.disable', { id: 'user-admin-2', role: 'ADMIN' }),
    allowed: [],
  },
  {
    action: 'account.enable',
    subject: "a customer's disabled account",
    ask: (a) => can(a, 'account.enable', { id: OWNER }),
    allowed: ['admin'],
  },
  {
    action: 'account.enable',
    subject: "the admin's own account",
    ask: (a) => can(a, 'account.enable', { id: 'user-admin' }),
    allowed: [],
  },
  {
    action: 'transfer.confirm',
    subject: 'her transfer',
    ask: (a) => can(a, 'transfer.confirm', { senderUserId: OWNER }),
    allowed: ['owner'],
  },
];

describe('who may do what', () => {
  const rows = CASES.flatMap((c) =>
    (Object.keys(ACTORS) as Who[]).map(
      (who) => [c.action, c.subject, who, c.allowed.includes(who), c] as const,
    ),
  );
  test.each(rows)('%s on %s by %s: %s', (_action, _subject, who, allowed, c) => {
    expect(c.ask(ACTORS[who])).toBe(allowed);
  });

  test('every action is tried, and each is refused to someone and allowed to someone', () => {
    for (const action of ACTIONS) {
      const cases = CASES.filter((c) => c.action === action);
      const allowedTo = new Set(cases.flatMap((c) => c.allowed));
      expect(cases.length, action).toBeGreaterThan(0);
      expect(allowedTo.size, action).toBeGreaterThan(0);
      expect(allowedTo.size, action).toBeLessThan(Object.keys(ACTORS).length);
    }
  });

  test('a signed-in buyer also owns the guest orders her browser placed, and may link them', () => {
    const signedInWithCookie = { id: OTHER, role: 'CUSTOMER', guestOrderIds: [GUEST_ORDER] } as const;
    expect(can(signedInWithCookie, 'order.pay', guestOrder)).toBe(true);
    expect(can(signedInWithCookie, 'order.linkToAccount', guestOrder)).toBe(true);
    // The cookie names no order already on an account: that one is its account's alone.
    expect(can(signedInWithCookie, 'order.pay', { id: GUEST_ORDER, buyerUserId: OWNER })).toBe(false);
  });

  test('a subject of the wrong kind is a type error', () => {
    // @ts-expect-error an order is not a dish: it has no owner's userId
    expect(can(ACTORS.owner, 'dish.edit', accountOrder)).toBe(false);
    // @ts-expect-error a staff-only action is about no one thing
    expect(can(ACTORS.admin, 'proposal.seeWithdrawn', mine)).toBe(true);
  });
});

describe('properties', () => {
  const userId = fc.uuid();
  const orderId = fc.integer({ min: 1, max: 1000 });
  const nonStaff: fc.Arbitrary<Actor> = fc.oneof(
    fc.record({ id: userId, role: fc.constant('CUSTOMER' as const), guestOrderIds: fc.array(orderId) }),
    fc.record({ id: fc.constant(null), guestOrderIds: fc.array(orderId) }),
    fc.constant(null),
  );
  const order = fc.record({ id: orderId, buyerUserId: fc.option(userId) });

  test('a non-staff actor never reads, pays or changes an order that is not theirs', () => {
    fc.assert(
      fc.property(nonStaff, order, (actor, o) => {
        const theirs =
          o.buyerUserId !== null ? o.buyerUserId === actor?.id : (actor?.guestOrderIds ?? []).includes(o.id);
        fc.pre(!theirs);
        expect(can(actor, 'order.read', o)).toBe(false);
        expect(can(actor, 'order.pay', o)).toBe(false);
        expect(can(actor, 'order.change', o)).toBe(false);
      }),
    );
  });

  test('an order on an account is never a guest browser’s, whatever its cookie names', () => {
    fc.assert(
      fc.property(fc.array(orderId), orderId, userId, (guestOrderIds, id, buyerUserId) => {
        const guest = { id: null, guestOrderIds: [...guestOrderIds, id] };
        expect(can(guest, 'order.read', { id, buyerUserId })).toBe(false);
        expect(can(guest, 'order.linkToAccount', { id, buyerUserId })).toBe(false);
      }),
    );
  });

  test('staff read every order and every private file; only the owner edits a dish', () => {
    const staff = fc.record({ id: userId, role: fc.constantFrom('ADMIN' as const, 'OPERATOR' as const) });
    fc.assert(
      fc.property(staff, order, userId, (actor, o, owner) => {
        expect(can(actor, 'order.read', o)).toBe(true);
        expect(can(actor, 'file.seePrivate', { userId: owner })).toBe(true);
        expect(can(actor, 'dish.edit', { userId: owner })).toBe(actor.id === owner);
      }),
    );
  });
});
