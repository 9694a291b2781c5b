import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { merchantInfos } from '../../db/schema.ts';
import { splitSubmission } from '#domain/onboarding/answer-rules.ts';
import { chefKitchen, completeChefAnswers, createChef, createDish, signInStaff } from '../factories.ts';
import { signUp, type TestApp } from '../test-app.ts';
import { pendingWithdrawal } from './assets.calls.ts';
import { oncePerWorld, type ContractCalls, type World } from './world.ts';

/** A chef the rating rule disabled, with one rating, made once per world (the queue and its decision). */
const flaggedChef = oncePerWorld(async (_w: World, t: TestApp) => {
  const { chef, order } = await chefKitchen(t);
  const { buyer, orderId } = await order();
  const rated = await buyer.client.post('/secure/rate-order', { orderId, rating: 2, comment: 'Cold.' });
  expect(rated.statusCode, rated.body).toBe(200);
  const [row] = await t.db
    .update(merchantInfos)
    .set({ valid: false, flaggedAt: t.clock.now() })
    .where(eq(merchantInfos.userId, chef.id))
    .returning();
  return { userId: chef.id, updatedTimestamp: row!.updatedAt.getTime() };
});

export const storeManagementCalls: ContractCalls = {
  'GET /secure/store-management/summary': (w) => w.operator.client.get('/secure/store-management/summary'),
  'GET /secure/store-management/applications': async (w, t) => {
    // An application sent and waiting (its questionnaire is the onboarding feature's).
    const applicant = await createChef(t, { approve: false });
    await t.db
      .update(merchantInfos)
      .set({ applicationStatus: 'submitted', submittedAt: t.clock.now() })
      .where(eq(merchantInfos.userId, applicant.id));
    return w.operator.client.get('/secure/store-management/applications');
  },
  'GET /secure/store-management/application': (w) =>
    w.operator.client.get('/secure/store-management/application', { userId: w.chef.id }),
  'POST /secure/store-management/certificates-check': async (w, t) => {
    // An applicant with a certificate (the questionnaire's upload).
    const applicant = await signUp(t.app);
    await completeChefAnswers(applicant.client).then((answers) =>
      applicant.client.post('/secure/merchant-info', splitSubmission(answers)),
    );
    return w.operator.client.post('/secure/store-management/certificates-check', {
      userId: applicant.id,
      checked: 'true',
    });
  },
  'POST /secure/store-management/food-business-check': (w) =>
    w.operator.client.post('/secure/store-management/food-business-check', {
      userId: w.chef.id,
      checked: 'true',
    }),
  'GET /secure/store-management/flagged-chefs': async (w, t) => {
    await flaggedChef(w, t);
    return w.operator.client.get('/secure/store-management/flagged-chefs');
  },
  'POST /secure/store-management/flagged-chef': async (w, t) => {
    const { userId, updatedTimestamp } = await flaggedChef(w, t);
    return w.operator.client.post('/secure/store-management/flagged-chef', {
      userId,
      valid: 'true',
      reason: 'One bad evening; spoke with the chef.',
      updatedTimestamp,
    });
  },
  'GET /secure/store-management/orders': (w) => w.operator.client.get('/secure/store-management/orders'),
  'GET /secure/store-management/order': (w) =>
    w.operator.client.get('/secure/store-management/order', { orderId: String(w.orderId) }),
  // The seed's complaint holds its item's payout.
  'GET /secure/store-management/payouts': (w) =>
    w.operator.client.get('/secure/store-management/payouts', { status: 'held' }),
  'GET /secure/store-management/dishes': (w) => w.operator.client.get('/secure/store-management/dishes'),
  'POST /secure/store-management/dish-deactivation': async (w, t) => {
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client);
    return w.operator.client.post('/secure/store-management/dish-deactivation', {
      productId,
      reason: 'The photos are of another dish.',
    });
  },
  'GET /secure/store-management/decisions': (w) =>
    w.operator.client.get('/secure/store-management/decisions', {
      subjectType: 'chef',
      subjectId: w.chef.id,
    }),
  'GET /secure/store-management/staff': async (_w, t) =>
    (await signInStaff(t, 'ADMIN')).client.get('/secure/store-management/staff'),
  'POST /secure/store-management/user-role': async (_w, t) => {
    const admin = await signInStaff(t, 'ADMIN');
    const user = await signUp(t.app);
    return admin.client.post('/secure/store-management/user-role', {
      userId: user.id,
      role: 'OPERATOR',
      reason: 'Joins the support team.',
    });
  },
  'GET /secure/store-management/account': async (_w, t) => {
    const admin = await signInStaff(t, 'ADMIN');
    const user = await signUp(t.app);
    return admin.client.get('/secure/store-management/account', { email: user.email });
  },
  'POST /secure/store-management/account-disable': async (_w, t) => {
    const admin = await signInStaff(t, 'ADMIN');
    const user = await signUp(t.app);
    return admin.client.post('/secure/store-management/account-disable', {
      userId: user.id,
      reason: 'Abusive messages to chefs.',
    });
  },
  'POST /secure/store-management/account-enable': async (_w, t) => {
    const admin = await signInStaff(t, 'ADMIN');
    const user = await signUp(t.app);
    await admin.client.post('/secure/store-management/account-disable', {
      userId: user.id,
      reason: 'A mistake.',
    });
    return admin.client.post('/secure/store-management/account-enable', { userId: user.id });
  },
  'GET /secure/store-management/withdrawals': async (w, t) => {
    await pendingWithdrawal(w, t);
    return w.operator.client.get('/secure/store-management/withdrawals', { status: 'pending' });
  },
  'POST /secure/store-management/withdrawal-status': async (w, t) => {
    const { sender } = await pendingWithdrawal(w, t);
    const pending = await w.operator.client.get('/secure/store-management/withdrawals', {
      status: 'pending',
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const withdrawal = (pending.json().model.withdrawals as { id: string; userId: string }[]).find(
      (one) => one.userId === sender.id,
    );
    return w.operator.client.post('/secure/store-management/withdrawal-status', {
      withdrawalId: withdrawal?.id ?? '',
      status: 'processed',
      reason: 'Sent from the portal wallet.',
    });
  },
};
