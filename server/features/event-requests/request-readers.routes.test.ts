import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { eventProposals } from '../../db/schema.ts';
import { createChef, signInStaff } from '../../test/factories.ts';
import { requestWithProposals } from '../../test/event-requests.ts';
import { describeApi, signUp, type TestClient } from '../../test/test-app.ts';

describeApi('what each reader sees of an event request (domain/accounts/policies.ts)', (ctx) => {
  test('its customer sees every proposal on offer, staff the withdrawn one too, a chef her own, anyone else nothing', async () => {
    const t = ctx();
    const ona = await createChef(t);
    const rasa = await createChef(t);
    const { customer, requestId, proposalIds } = await requestWithProposals(t, [ona, rasa], [45_000, 47_000]);
    // Rasa takes hers back.
    await t.db
      .update(eventProposals)
      .set({ state: 'withdrawn' })
      .where(eq(eventProposals.id, proposalIds[1]!));
    const operator = await signInStaff(t);
    const stranger = await signUp(t.app);

    const read = (client: TestClient) =>
      client.get('/secure/event-request', { requestId: String(requestId) });
    const proposalsSeenBy = async (client: TestClient) => {
      const response = await read(client);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().model.proposals as { id: number }[]).map((proposal) => proposal.id);
    };

    expect(await proposalsSeenBy(customer.client)).toEqual([proposalIds[0]]);
    expect((await proposalsSeenBy(operator.client)).sort()).toEqual([...proposalIds].sort());
    expect(await proposalsSeenBy(ona.client)).toEqual([proposalIds[0]]);
    // The whole view carries the address; a chef not yet chosen does not learn it.
    expect((await read(customer.client)).json().model.request.address).toBeTruthy();
    expect((await read(operator.client)).json().model.request.address).toBeTruthy();
    expect((await read(ona.client)).json().model.request.address).toBeNull();

    const refused = await read(stranger.client);
    expect([refused.statusCode, refused.json().messages[0].code]).toEqual([404, 'eventRequests.notFound']);
  });
});
