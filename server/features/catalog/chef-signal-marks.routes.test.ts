import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { chefSignalMarks, merchantInfos } from '../../db/schema.ts';
import { createChef, createDish, placeOrder } from '../../test/factories.ts';
import { describeApi, signUp, type TestApp } from '../../test/test-app.ts';

/** The signals `chefId` is marked for, in name order. */
async function marksOf(t: TestApp, chefId: string): Promise<string[]> {
  const rows = await t.db
    .select({ signal: chefSignalMarks.signal })
    .from(chefSignalMarks)
    .where(eq(chefSignalMarks.chefUserId, chefId));
  return rows.map((row) => row.signal).sort();
}

/** The transaction that last wrote the chef's merchant_infos row (PostgreSQL's xmin). */
async function lastWriteOf(t: TestApp, chefId: string): Promise<string> {
  const [row] = await t.db
    .select({ xmin: sql<string>`${merchantInfos}.xmin::text` })
    .from(merchantInfos)
    .where(eq(merchantInfos.userId, chefId));
  return row!.xmin;
}

describeApi('marking a chef whose signals must be worked out again (migration 0039)', (ctx) => {
  test('an order marks its chef for both signals without writing the chef’s row; the jobs take the marks', async () => {
    const t = ctx();
    const chef = await createChef(t);
    const { productId } = await createDish(chef.client, { title: 'Kibinai', preparationMinutes: 60 });
    // A new chef is marked for both, as the flags' default did; the jobs work them out.
    expect(await marksOf(t, chef.id)).toEqual(['next-available', 'trust']);
    t.clock.advance(11 * 60_000);
    await t.app.jobs.runDue();
    expect(await marksOf(t, chef.id)).toEqual([]);
    const [judged] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(judged!.trustFiguresAt).not.toBeNull();
    expect(judged!.nextAvailableAt).not.toBeNull();

    const before = await lastWriteOf(t, chef.id);
    const buyer = await signUp(t.app);
    await placeOrder(t, buyer.client, [{ productId }]);
    // The booking and the item each mark the chef once; the chef's row (nine indexes) is not written.
    expect(await marksOf(t, chef.id)).toEqual(['next-available', 'trust']);
    expect(await lastWriteOf(t, chef.id)).toBe(before);

    // A second order while marked adds no mark and still leaves the row alone.
    await placeOrder(t, buyer.client, [{ productId }]);
    const rows = await t.db.select().from(chefSignalMarks).where(eq(chefSignalMarks.chefUserId, chef.id));
    expect(rows).toHaveLength(2);
    expect(await lastWriteOf(t, chef.id)).toBe(before);

    // The trust job (every minute) takes its mark and judges the chef again.
    t.clock.advance(61_000);
    expect(await t.app.jobs.runDue()).toContain('trust-badges');
    expect(await marksOf(t, chef.id)).toEqual(['next-available']);
    const [after] = await t.db.select().from(merchantInfos).where(eq(merchantInfos.userId, chef.id));
    expect(after!.trustFiguresAt).toEqual(t.clock.now());
    // The chef list works out a marked date before it lists the chef.
    expect((await buyer.client.post('/store/merchants', { page: '1' })).statusCode).toBe(200);
    expect(await marksOf(t, chef.id)).toEqual([]);
  });
});
