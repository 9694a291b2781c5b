import { inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { assetEntries, assetTransfers } from '../../db/schema.ts';
import { signInStaff } from '../../test/factories.ts';
import { describeApi } from '../../test/test-app.ts';
import { settleTransfer } from './assets.ledger.ts';
import { balance, buy, DOGE, signUp, transfer } from './assets-test-setup.ts';

describeApi('assets: withdrawals and the ledger under concurrency', (ctx) => {
  test('withdrawals: debited at once, decided by staff only, once; a rejection credits back', async () => {
    const t = ctx();
    const user = await signUp(t.app);
    await buy(t, user.client, 100);
    const doge = await transfer(t, user, { volume: 40, recipientAddressType: 0, recipientAddress: DOGE });
    expect(doge.statusCode, doge.body).toBe(200);
    expect(doge.json().model).toMatchObject({ volume: 60, transfer: { kind: 'withdrawal' } });
    t.clock.advanceMinutes(1);
    const telegram = await transfer(t, user, {
      volume: 25,
      recipientAddressType: 'telegram_nick',
      recipientAddress: '@ona_chef',
    });
    expect(telegram.statusCode, telegram.body).toBe(200);
    expect(await balance(user.client)).toBe(35);

    // Not for customers.
    expect((await user.client.get('/secure/store-management/withdrawals')).statusCode).toBe(403);
    const staff = await signInStaff(t);
    const pending = (
      await staff.client.get('/secure/store-management/withdrawals', { status: 'pending' })
    ).json().model.withdrawals as { id: string; userId: string; destination: string }[];
    const mine = pending.filter((w) => w.userId === user.id);
    expect(mine).toEqual([
      expect.objectContaining({
        email: user.email,
        addressType: 0,
        destination: DOGE,
        volume: 40,
        status: 'pending',
        decidedTimestamp: null,
        decisions: [],
      }),
      expect.objectContaining({ addressType: 1, destination: 'ona_chef', volume: 25 }),
    ]);
    const [dogeRow, telegramRow] = mine;
    expect(
      (
        await user.client.post('/secure/store-management/withdrawal-status', {
          withdrawalId: dogeRow!.id,
          status: 'processed',
        })
      ).statusCode,
    ).toBe(403);

    const processed = await staff.client.post('/secure/store-management/withdrawal-status', {
      withdrawalId: dogeRow!.id,
      status: 'processed',
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().model.withdrawal).toMatchObject({
      status: 'processed',
      decisions: [expect.objectContaining({ action: 'processed', decidedBy: staff.id })],
    });
    const again = await staff.client.post('/secure/store-management/withdrawal-status', {
      withdrawalId: dogeRow!.id,
      status: 'rejected',
      reason: 'too late',
    });
    expect(again.statusCode).toBe(409);
    expect(await balance(user.client)).toBe(35);
    expect(t.mailer.lastTo(user.email)?.meta).toMatchObject({ template: 'asset-withdrawal-processed' });

    const noReason = await staff.client.post('/secure/store-management/withdrawal-status', {
      withdrawalId: telegramRow!.id,
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await staff.client.post('/secure/store-management/withdrawal-status', {
      withdrawalId: telegramRow!.id,
      status: 'rejected',
      reason: 'Unknown Telegram account',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await balance(user.client)).toBe(60);
    expect(t.mailer.lastTo(user.email)?.text).toContain('Unknown Telegram account');
    const rejectedList = (
      await staff.client.get('/secure/store-management/withdrawals', { status: 'rejected' })
    ).json().model.withdrawals;
    expect(rejectedList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: telegramRow!.id, reason: 'Unknown Telegram account' }),
      ]),
    );
    expect(
      (
        await staff.client.post('/secure/store-management/withdrawal-status', {
          withdrawalId: '7f9c8f4e-4b1a-4c8e-9a53-0c6b0d3e2a11',
          status: 'processed',
        })
      ).statusCode,
    ).toBe(404);
  });

  test('100 concurrent transfers between two accounts keep the total and never go below zero', async () => {
    const t = ctx();
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await buy(t, a.client, 100);
    await buy(t, b.client, 50);
    // Requests written as asset-request writes them (PINs are per request; the PIN mail limit would
    // stop 100 real ones), then applied all at once, each in its own transaction.
    const requests = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const fromA = i % 2 === 0;
        return t.db
          .insert(assetTransfers)
          .values({
            senderUserId: fromA ? a.id : b.id,
            recipientUserId: fromA ? b.id : a.id,
            addressType: 3,
            recipientAddress: fromA ? b.email : a.email,
            volume: 7 + (i % 13) * 3,
          })
          .returning();
      }),
    );
    const outcomes = await Promise.allSettled(
      requests.map(([row]) => settleTransfer(t.db, t.clock.now(), row!.id)),
    );
    const applied = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const failure of refused) {
      expect((failure as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    }
    expect(applied).toBeGreaterThan(0);
    const [aBalance, bBalance] = [await balance(a.client), await balance(b.client)];
    expect(aBalance + bBalance).toBe(150);
    expect(aBalance).toBeGreaterThanOrEqual(0);
    expect(bBalance).toBeGreaterThanOrEqual(0);
    const ledger = await t.db
      .select({ kind: assetEntries.kind, rows: sql<string>`count(*)` })
      .from(assetEntries)
      .where(inArray(assetEntries.userId, [a.id, b.id]))
      .groupBy(assetEntries.kind);
    const rowsOf = (kind: string) => Number(ledger.find((row) => row.kind === kind)?.rows ?? 0);
    expect([rowsOf('transfer-out'), rowsOf('transfer-in')]).toEqual([applied, applied]);
    // A settled request cannot be settled again.
    const settledOne = outcomes.findIndex((o) => o.status === 'fulfilled');
    await expect(settleTransfer(t.db, t.clock.now(), requests[settledOne]![0]!.id)).rejects.toMatchObject({
      status: 409,
      code: 'assets.transferAlreadyConfirmed',
    });
  });
});
