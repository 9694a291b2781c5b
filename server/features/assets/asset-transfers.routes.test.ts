import { inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { assetTransfers } from '../../db/schema.ts';
import { describeApi } from '../../test/test-app.ts';
import { balance, buy, pinFrom, requestTransfer, signUp } from './assets-test-setup.ts';

describeApi('assets: transfers', (ctx) => {
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
});
