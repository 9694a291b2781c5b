import { inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { assetEntries, assetTransfers } from '../../db/schema.ts';
import { signInStaff } from '../../test/factories.ts';
import { describeApi, signUp as signUpFrom, TestClient, type TestApp } from '../../test/test-app.ts';
import { settleTransfer } from './assets.ledger.ts';

// Each account on its own network address: the file asks for more transfer PINs than one address
// may have mailed in 15 minutes (PIN_EMAILS_PER_REQUESTER), and these tests are about the ledger.
let addresses = 0;
const signUp = (app: TestApp['app'], email?: string) =>
  signUpFrom(app, email, `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`);

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123' });
const DOGE = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';

type Client = TestClient;

async function balance(client: Client): Promise<number> {
  const response = await client.get('/secure/assets');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model.volume as number;
}

/** Buys `volume` assets with the sandbox's good card: the real way an account gets assets. */
async function buy(t: TestApp, client: Client, volume: number) {
  const started = await client.post('/secure/asset-purchase', { volume });
  expect(started.statusCode, started.body).toBe(200);
  const { id, secret } = started.json().model;
  const confirmed = await new TestClient(t.app).post('/payments/sandbox/confirm', {
    id,
    secret,
    ...card('4242 4242 4242 4242'),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return started.json().model;
}

function pinFrom(t: TestApp, email: string): string {
  const mail = t.mailer.lastTo(email);
  const pin = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no PIN mailed to ${email}`);
  return pin;
}

async function requestTransfer(client: Client, form: Record<string, string | number>) {
  return client.post('/secure/asset-request', form);
}

/** Requests and confirms a transfer; answers the confirmation. */
async function transfer(
  t: TestApp,
  sender: { client: Client; email: string },
  form: Record<string, string | number>,
) {
  const requested = await requestTransfer(sender.client, form);
  expect(requested.statusCode, requested.body).toBe(200);
  const requestId = requested.json().model.requestId as string;
  return sender.client.post('/secure/confirm-transfer', { requestId, pin: pinFrom(t, sender.email) });
}

describeApi('assets: ledger, transfers, withdrawals and purchases', (ctx) => {
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

  test('every bad transfer request is refused and moves nothing', async () => {
    const t = ctx();
    const sender = await signUp(t.app);
    const recipient = await signUp(t.app);
    await buy(t, sender.client, 50);
    const base = { recipientAddressType: 3, recipientAddress: recipient.email };
    const cases: [Record<string, string | number>, number, string, string][] = [
      [{ ...base, volume: 51 }, 409, 'volume', 'assets.insufficientBalance'],
      [{ ...base, volume: -5 }, 400, 'volume', 'assets.mustBePositive'],
      [{ ...base, volume: 'ten' }, 400, 'volume', 'assets.notANumber'],
      [{ ...base, volume: 1.5 }, 400, 'volume', 'assets.wholeNumber'],
      [
        { ...base, volume: 5, recipientAddress: sender.email },
        400,
        'recipientAddress',
        'assets.selfTransfer',
      ],
      [
        { volume: 5, recipientAddressType: 2, recipientAddress: 'no-such-store-name' },
        404,
        'recipientAddress',
        'assets.recipientNotFound',
      ],
      [
        { ...base, volume: 5, recipientAddress: 'not-an-email' },
        400,
        'recipientAddress',
        'assets.notValidEmail',
      ],
      [
        { ...base, volume: 5, recipientAddressType: 9 },
        400,
        'recipientAddressType',
        'assets.unknownAddressType',
      ],
    ];
    for (const [form, status, field, code] of cases) {
      const response = await requestTransfer(sender.client, form);
      expect(response.statusCode, JSON.stringify(form)).toBe(status);
      const messages = response.json().messages as { field?: string; code: string; message: string }[];
      expect(messages.find((m) => m.field === field)?.code, JSON.stringify(form)).toBe(code);
    }
    const notEmail = await requestTransfer(sender.client, { ...base, volume: 5, recipientAddress: 'x@' });
    expect(
      notEmail.json().messages.find((m: { field?: string }) => m.field === 'recipientAddress').message,
    ).toBe('Not valid email');
    expect(t.mailer.lastTo(sender.email)).toBeUndefined();
    expect(await balance(sender.client)).toBe(50);
    expect(await balance(recipient.client)).toBe(0);
  });

  test('a transfer to an e-mail without an account answers as one with: held, and credited at sign-up', async () => {
    const t = ctx();
    const sender = await signUp(t.app);
    const known = await signUp(t.app);
    await buy(t, sender.client, 100);
    const newcomer = `gift.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const answers = [];
    for (const address of [known.email, newcomer]) {
      const requested = await requestTransfer(sender.client, {
        volume: 20,
        recipientAddressType: 3,
        recipientAddress: address,
      });
      const requestId = requested.json().model.requestId as string;
      const confirmed = await sender.client.post('/secure/confirm-transfer', {
        requestId,
        pin: pinFrom(t, sender.email),
      });
      answers.push({ requested, confirmed, requestId, address });
    }
    // The same statuses, messages and fields: whether the address has an account is not told.
    const [toKnown, toNewcomer] = answers.map(({ requested, confirmed, requestId, address }) => ({
      requested: {
        status: requested.statusCode,
        body: requested.body.replaceAll(requestId, 'ID').replace(address, 'TO'),
      },
      confirmed: {
        status: confirmed.statusCode,
        body: confirmed.body.replaceAll(requestId, 'ID').replace(address, 'TO'),
      },
    }));
    expect(toKnown!.requested.status).toBe(200);
    expect(toNewcomer!.requested.status).toBe(200);
    expect(toNewcomer!.confirmed.status).toBe(200);
    const shape = (body: string) => JSON.parse(body) as { model: { volume: number } };
    expect({ ...shape(toNewcomer!.requested.body) }).toEqual(shape(toKnown!.requested.body));
    expect(shape(toNewcomer!.confirmed.body).model).toEqual({
      ...shape(toKnown!.confirmed.body).model,
      volume: 60,
    });
    // Money never vanishes: the sender paid both; the newcomer's 20 wait for them.
    expect(await balance(sender.client)).toBe(60);
    expect(await balance(known.client)).toBe(20);
    const heldId = answers[1]!.requestId;
    const transferRow = async () =>
      (
        await t.db
          .select()
          .from(assetTransfers)
          .where(inArray(assetTransfers.id, [heldId]))
      )[0]!;
    expect(await transferRow()).toMatchObject({ status: 'held', recipientUserId: null, volume: 20 });
    // Signing up with the address (in any case) claims the gift, once.
    const claimant = await signUp(t.app, newcomer.toUpperCase());
    expect(await balance(claimant.client)).toBe(20);
    expect(await balance(claimant.client)).toBe(20);
    const board = (await claimant.client.get('/secure/assets')).json().model;
    expect(board.entries).toEqual([expect.objectContaining({ kind: 'transfer-in', delta: 20 })]);
    expect(await transferRow()).toMatchObject({ status: 'completed', recipientUserId: claimant.id });
    expect(
      (await balance(sender.client)) + (await balance(known.client)) + (await balance(claimant.client)),
    ).toBe(100);
  });

  test('a transfer by e-mail: PIN mailed, wrong PIN refused, applied once, a replay changes nothing', async () => {
    const t = ctx();
    const sender = await signUp(t.app);
    const recipient = await signUp(t.app);
    await buy(t, sender.client, 100);
    const requested = await requestTransfer(sender.client, {
      volume: 30,
      recipientAddressType: 'email',
      recipientAddress: recipient.email.toUpperCase(),
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const model = requested.json().model;
    expect(model).toMatchObject({ volume: 30, recipientAddressType: 3, recipientAddress: recipient.email });
    expect(requested.json().messages[0].code).toBe('assets.pinSent');
    const mail = t.mailer.lastTo(sender.email)!;
    expect(mail.subject).not.toMatch(/\d{6}/);
    const pin = pinFrom(t, sender.email);

    const wrong = await sender.client.post('/secure/confirm-transfer', {
      requestId: model.requestId,
      pin: pin === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toHaveProperty('pin');
    expect(await balance(sender.client)).toBe(100);
    // Another user cannot confirm it, even with the PIN.
    const stranger = await signUp(t.app);
    expect(
      (await stranger.client.post('/secure/confirm-transfer', { requestId: model.requestId, pin }))
        .statusCode,
    ).toBe(404);

    const confirmed = await sender.client.post('/secure/confirm-transfer', {
      requestId: model.requestId,
      pin,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().model).toMatchObject({
      volume: 70,
      transfer: { kind: 'internal', status: 'completed' },
    });
    expect(await balance(sender.client)).toBe(70);
    expect(await balance(recipient.client)).toBe(30);
    expect(t.mailer.lastTo(recipient.email)?.meta).toMatchObject({ template: 'asset-transfer-received' });

    const replay = await sender.client.post('/secure/confirm-transfer', { requestId: model.requestId, pin });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().messages[0].code).toBe('assets.transferAlreadyConfirmed');
    expect(await balance(sender.client)).toBe(70);
    expect(await balance(recipient.client)).toBe(30);
    const entries = (await recipient.client.get('/secure/assets')).json().model.entries;
    expect(entries).toEqual([expect.objectContaining({ kind: 'transfer-in', delta: 30 })]);
  });

  test('a transfer by store name, confirmed with the PIN alone (the spec sends only pin)', async () => {
    const t = ctx();
    const sender = await signUp(t.app);
    const chef = await signUp(t.app);
    const nickname = `virtuve-${Math.random().toString(36).slice(2, 8)}`;
    expect((await chef.client.post('/secure/user-info', { firstName: 'Ona', nickname })).statusCode).toBe(
      200,
    );
    await buy(t, sender.client, 20);
    const requested = await requestTransfer(sender.client, {
      volume: 20,
      recipientAddressType: 2,
      recipientAddress: nickname.toUpperCase(),
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const confirmed = await sender.client.post('/secure/confirm-transfer', { pin: pinFrom(t, sender.email) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await balance(sender.client)).toBe(0);
    expect(await balance(chef.client)).toBe(20);
  });

  test('an expired PIN is refused; the balance is checked again at confirmation', async () => {
    const t = ctx();
    const sender = await signUp(t.app);
    const recipient = await signUp(t.app);
    await buy(t, sender.client, 40);
    const late = (
      await requestTransfer(sender.client, {
        volume: 10,
        recipientAddressType: 3,
        recipientAddress: recipient.email,
      })
    ).json().model;
    const latePin = pinFrom(t, sender.email);
    t.clock.advanceMinutes(11);
    const expired = await sender.client.post('/secure/confirm-transfer', {
      requestId: late.requestId,
      pin: latePin,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().messages.find((m: { field?: string }) => m.field === 'pin').code).toBe(
      'pages.auth.pinExpired',
    );

    // Two requests for 30 each against 40: both pass the request's check, only one can be applied.
    const first = (
      await requestTransfer(sender.client, {
        volume: 30,
        recipientAddressType: 3,
        recipientAddress: recipient.email,
      })
    ).json().model;
    const firstPin = pinFrom(t, sender.email);
    const second = (
      await requestTransfer(sender.client, {
        volume: 30,
        recipientAddressType: 3,
        recipientAddress: recipient.email,
      })
    ).json().model;
    const secondPin = pinFrom(t, sender.email);
    expect(
      (await sender.client.post('/secure/confirm-transfer', { requestId: first.requestId, pin: firstPin }))
        .statusCode,
    ).toBe(200);
    const over = await sender.client.post('/secure/confirm-transfer', {
      requestId: second.requestId,
      pin: secondPin,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().messages.find((m: { field?: string }) => m.field === 'volume').code).toBe(
      'assets.insufficientBalance',
    );
    expect(await balance(sender.client)).toBe(10);
    expect(await balance(recipient.client)).toBe(30);
  });

  test('PIN mails are limited; a request refused for it leaves nothing waiting', async () => {
    const t = ctx();
    const sender = await signUp(t.app);
    const recipient = await signUp(t.app);
    await buy(t, sender.client, 30);
    const form = { volume: 10, recipientAddressType: 3, recipientAddress: recipient.email };
    for (let i = 0; i < 3; i++) expect((await requestTransfer(sender.client, form)).statusCode).toBe(200);
    const limited = await requestTransfer(sender.client, form);
    expect(limited.statusCode).toBe(429);
    const waiting = await t.db
      .select({ id: assetTransfers.id })
      .from(assetTransfers)
      .where(inArray(assetTransfers.senderUserId, [sender.id]));
    expect(waiting).toHaveLength(3);
    // The PIN alone confirms the latest request that has one.
    const confirmed = await sender.client.post('/secure/confirm-transfer', { pin: pinFrom(t, sender.email) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await balance(recipient.client)).toBe(10);
  });

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
