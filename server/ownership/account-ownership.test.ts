import { expect, test } from 'vitest';
import { CONSOLE_PREFIX } from '../features/store-management/store-management.routes.ts';
import { GOOD_PASSWORD, signUp } from '../test/test-app.ts';
import { ACCOUNT_ID_ROUTES } from './account-id-routes.ts';
import { describeIdRoutes, send, victimsView } from './id-route-check.ts';
import { ID_ROUTES } from './id-routes.ts';
import type { Args } from './ownership-world.ts';

/** GET /secure/ routes for chefs only: a customer gets 403 (availability settings). */
const CHEF_ONLY_GETS = new Set(['/secure/availability']);

describeIdRoutes('every account route keeps to the caller’s own things', ACCOUNT_ID_ROUTES, (w, ctx) => {
  test('GET routes that read the caller’s own things ignore a victim’s ids in the query', async () => {
    const world = w();
    const { ids } = world;
    const victimIds: Args = {
      id: ids.pendingOrder,
      userId: world.chef.id,
      orderId: ids.pendingOrder,
      itemId: ids.paidOrder2Item,
      productId: ids.hiddenDish,
      fileId: ids.privateFile.id,
      complaintId: ids.complaint,
      reviewId: ids.review,
      requestId: ids.transfer,
      purchaseId: ids.purchase,
      nickname: world.applicant.nickname,
    };
    const declared = new Set(ID_ROUTES.map(({ route }) => route));
    const ownScoped = ctx().app.routeTable.filter(
      ({ method, url }) =>
        method === 'GET' &&
        url.startsWith('/secure/') &&
        !url.endsWith('*') && // the not-found answer for paths no call has
        !url.startsWith(CONSOLE_PREFIX) &&
        !declared.has(`${method} ${url}`),
    );
    expect(ownScoped.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const { url } of ownScoped) {
      for (const intruder of [world.intruders.customer, world.intruders.chef]) {
        const response = await send(intruder.client, `GET ${url}`, victimIds);
        const leaked = world.secrets.filter((secret) => response.body.includes(secret));
        // A chef's own settings: a customer is refused outright, a chef reads their own.
        const refusedAsCustomer = CHEF_ONLY_GETS.has(url) && intruder === world.intruders.customer;
        const expected = refusedAsCustomer ? 403 : 200;
        if (response.statusCode !== expected || leaked.length) {
          problems.push(
            `${intruder.name} GET ${url} -> ${response.statusCode} leaked [${leaked.join(', ')}]`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('the data export and the account deletion act on the caller alone, whatever ids they name', async () => {
    const world = w();
    const { t, ids } = world;
    const before = await victimsView(world);
    const victimIds: Args = { userId: world.chef.id, id: world.buyer.id, orderId: ids.paidOrder };
    // The export is the caller's own (the GET test above reads it too): nothing of the victims'.
    for (const intruder of [world.intruders.customer, world.intruders.chef]) {
      const exported = await send(intruder.client, 'GET /secure/account/export', victimIds);
      expect(exported.statusCode).toBe(200);
      expect(world.secrets.filter((secret) => exported.body.includes(secret))).toEqual([]);
    }
    // A deletion naming a victim deletes the caller (a fresh account, so the world's callers stay).
    const stranger = await signUp(t.app);
    const deleted = await stranger.client.post('/secure/account/delete', {
      ...victimIds,
      email: world.buyer.email,
      password: GOOD_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await stranger.client.get('/secure/me')).statusCode).toBe(401);
    expect(await victimsView(world)).toEqual(before);
  });
});
