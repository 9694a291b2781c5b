import { expect, test } from 'vitest';
import { describeApi, uniqueEmail } from '../../test/test-app.ts';
import { clientFromNewIp, pinFrom } from './auth-test-setup.ts';

describeApi('PIN mails are limited per requester as well as per address', (ctx) => {
  test('one network address cannot mail PINs to many addresses', async () => {
    const t = ctx();
    const sender = clientFromNewIp(t);
    const answers = [];
    for (let i = 0; i < 40; i++) {
      answers.push(await sender.post('/one-time-pin', { identityKey: uniqueEmail('bulk') }));
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json().messages[0]).toMatchObject({
      code: 'pages.auth.tooManyPinRequestsFromHere',
      params: { minutes: 15 },
    });
    // Someone else is not held up, and the sender may go on once the window has room.
    expect((await clientFromNewIp(t).post('/one-time-pin', { identityKey: uniqueEmail() })).statusCode).toBe(
      200,
    );
    t.clock.advanceMinutes(16);
    expect((await sender.post('/one-time-pin', { identityKey: uniqueEmail() })).statusCode).toBe(200);
  });

  test('a stranger\u2019s PIN requests do not keep the owner from signing in', async () => {
    const t = ctx();
    const email = uniqueEmail('owner');
    const stranger = clientFromNewIp(t);
    const owner = clientFromNewIp(t);
    // A whole day of the stranger's requests for the owner's address: 10, then refused.
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 3; i++) await stranger.post('/one-time-pin', { identityKey: email });
      t.clock.advanceMinutes(16);
    }
    const strangerRefused = await stranger.post('/one-time-pin', { identityKey: email });
    expect(strangerRefused.statusCode).toBe(429);
    expect(strangerRefused.json().messages[0].code).toBe('pages.auth.tooManyPinRequests');
    // The owner, from their own network, still gets a PIN and signs in with it.
    expect((await owner.post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
    const signedIn = await owner.post('/pin-login', { identityKey: email, pin: pinFrom(t, email) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  test('strangers from many networks hold an address up for 15 minutes at most', async () => {
    const t = ctx();
    const email = uniqueEmail('crowded');
    for (let i = 0; i < 6; i++) {
      expect((await clientFromNewIp(t).post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
      t.clock.advanceMinutes(1);
    }
    const owner = clientFromNewIp(t);
    const held = await owner.post('/one-time-pin', { identityKey: email });
    expect(held.statusCode).toBe(429);
    // Room comes back when the first of the six leaves the 15-minute window.
    expect(held.headers['retry-after']).toBe(String(15 * 60 - 6 * 60));
    t.clock.advanceMinutes(10);
    expect((await owner.post('/one-time-pin', { identityKey: email })).statusCode).toBe(200);
  });

  test('requests racing for one address pass the limit no more often than it allows', async () => {
    const t = ctx();
    const email = uniqueEmail('race');
    const client = clientFromNewIp(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/one-time-pin', { identityKey: email })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 429, 429, 429, 429, 429,
    ]);
    expect(t.mailer.sent.filter((mail) => mail.to === email)).toHaveLength(3);
  });
});
