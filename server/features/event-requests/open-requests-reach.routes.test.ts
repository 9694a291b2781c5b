import { expect, test } from 'vitest';
import { eventRequests } from '../../db/schema.ts';
import { createChef, serviceDateIn } from '../../test/factories.ts';
import { aRequest } from '../../test/event-requests.ts';
import { describeApi, signUp } from '../../test/test-app.ts';

describeApi("a chef's open requests at scale", (ctx) => {
  test('requests elsewhere or for other cuisines, however many and however soon, do not crowd out hers', async () => {
    const t = ctx();
    const inKaunas = await createChef(t, { kitchenTypes: ['lithuanian'], city: 'Kaunas' });
    const customer = await signUp(t.app);
    // 250 sooner requests she cannot take: in Vilnius, or in Kaunas for Georgian cooking.
    const soon = new Date(Number(serviceDateIn(t, 2)) * 1000);
    await t.db.insert(eventRequests).values(
      Array.from({ length: 250 }, (_, i) => ({
        customerUserId: customer.id,
        serviceAt: soon,
        city: i % 2 === 0 ? 'Vilnius' : 'Kaunas',
        cuisines: i % 2 === 0 ? [] : ['georgian'],
        guests: 10,
        budgetKind: 'perPerson' as const,
        budget: 4000,
        occasion: 'birthday' as const,
        expiresAt: soon,
        announcedAt: soon,
      })),
    );
    const filed = await customer.client.post('/secure/event-request', {
      ...aRequest(t, 5),
      city: 'Kaunas',
      cuisines: '["lithuanian"]',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const list = (await inKaunas.client.get('/secure/open-event-requests')).json().model.requests;
    expect(list.map((row: { id: number }) => row.id)).toEqual([filed.json().model.request.id]);
  });
});
