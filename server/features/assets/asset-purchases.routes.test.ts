import { expect, test } from 'vitest';
import { describeApi, TestClient } from '../../test/test-app.ts';
import { balance, card, signUp } from './assets-test-setup.ts';

describeApi('assets: the balance and purchases', (ctx) => {
  test('the balance needs a session and starts at 0', async () => {
    const t = ctx();
    expect((await new TestClient(t.app).get('/secure/assets')).statusCode).toBe(401);
    const user = await signUp(t.app);
    expect((await user.client.get('/secure/assets')).json().model).toEqual({ volume: 0, entries: [] });
  });

  test('a purchase costs volume x 0.2 EUR and is credited once, only when the card succeeds', async () => {
    const t = ctx();
    const user = await signUp(t.app);
    const started = await user.client.post('/secure/asset-purchase', { volume: 100 });
    expect(started.statusCode, started.body).toBe(200);
    const model = started.json().model;
    expect(model).toMatchObject({ amount: 2000, id: expect.stringMatching(/^pi_sandbox_/) });
    expect(model.secret).toContain(model.id);
    expect(model.purchaseId).toMatch(/^[0-9a-f-]{36}$/);

    // A declined card credits nothing; the same payment then succeeds with a good card.
    const declined = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      id: model.id,
      secret: model.secret,
      ...card('4000 0000 0000 0002'),
    });
    expect(declined.statusCode).toBe(402);
    expect(await balance(user.client)).toBe(0);
    let status = await user.client.get('/secure/asset-purchase', { purchaseId: model.purchaseId });
    expect(status.json().model).toMatchObject({ status: 'requires_payment', balance: 0 });

    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        new TestClient(t.app).post('/payments/sandbox/confirm', {
          id: model.id,
          secret: model.secret,
          ...card('4242424242424242'),
        }),
      ),
    );
    expect(confirms.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(confirms[0]!.json().model).toEqual({ id: model.id, status: 'succeeded' });
    expect(await balance(user.client)).toBe(100);
    status = await user.client.get('/secure/asset-purchase', { purchaseId: model.purchaseId });
    expect(status.json().model).toMatchObject({
      status: 'succeeded',
      volume: 100,
      amount: 2000,
      balance: 100,
    });
    const board = (await user.client.get('/secure/assets')).json().model;
    expect(board.entries).toEqual([expect.objectContaining({ kind: 'purchase', delta: 100 })]);

    // Another user cannot read this purchase; bad volumes are refused.
    const other = await signUp(t.app);
    expect(
      (await other.client.get('/secure/asset-purchase', { purchaseId: model.purchaseId })).statusCode,
    ).toBe(404);
    for (const volume of ['-5', 'abc', '2.5', '4', '50001']) {
      expect((await user.client.post('/secure/asset-purchase', { volume })).statusCode).toBe(400);
    }
    expect((await new TestClient(t.app).post('/secure/asset-purchase', { volume: 100 })).statusCode).toBe(
      401,
    );
  });

  test('an insufficient-funds card credits nothing', async () => {
    const t = ctx();
    const user = await signUp(t.app);
    const { id, secret } = (await user.client.post('/secure/asset-purchase', { volume: 50 })).json().model;
    const poor = await new TestClient(t.app).post('/payments/sandbox/confirm', {
      id,
      secret,
      ...card('4000000000009995'),
    });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().messages[0].code).toBe('payments.insufficientFunds');
    expect(await balance(user.client)).toBe(0);
  });
});
