import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { complaints, notifications } from '../../db/schema.ts';
import { deliveredOrder, paidOrder, signInStaff } from '../../test/factories.ts';
import { makeJpeg, makeMp4 } from '../../test/fixtures.ts';
import { describeApi, signUp, TestClient, uploadFile } from '../../test/test-app.ts';
import { HOUR, TEXT, complain, payoutOf, passHours, orderView } from './complaints-test-setup.ts';

const photo = async (client: TestClient, name = 'plate.jpg') =>
  (await uploadFile(client, name, await makeJpeg(400, 300), 'image/jpeg')).json().model.fileDescriptor
    .id as string;

describeApi('POST /secure/complaint', (ctx) => {
  test('the buyer complains with a photo: the payout is held, the chef told and able to see the photo', async () => {
    const t = ctx();
    const { chef, buyer, orderId, itemId } = await deliveredOrder(t);
    expect((await payoutOf(t, itemId))!.status).toBe('scheduled');
    const photoId = await photo(buyer.client);
    const response = await complain(buyer.client, {
      orderId,
      itemId,
      text: `  ${TEXT}  `,
      photoIds: JSON.stringify([photoId]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const complaint = response.json().model.complaint;
    expect(complaint).toMatchObject({
      status: 'open',
      text: TEXT,
      chefResponse: null,
      outcome: null,
      refundAmount: null,
      resolvedTimestamp: null,
      createdTimestamp: t.clock.now().getTime(),
    });
    expect(complaint.photos).toEqual([{ id: photoId, url: expect.stringMatching(/^\/repository\/users\//) }]);
    expect(response.json().messages[0].code).toBe('complaints.opened');
    expect((await payoutOf(t, itemId))!.status).toBe('held');

    const buyerView = await orderView(buyer.client, orderId);
    expect(buyerView.viewer).toBe('buyer');
    expect(buyerView.orderItems[0].complaint).toMatchObject({ id: complaint.id, status: 'open' });
    expect(buyerView.orderItems[0].complaintUntil).toBe(buyerView.orderItems[0].deliveredAt + 48 * HOUR);
    const chefView = await orderView(chef.client, orderId);
    expect(chefView.viewer).toBe('seller');
    expect(chefView.orderItems[0].complaint.photos[0].url).toBe(complaint.photos[0].url);

    // The photo: its owner, the item's chef and staff; nobody else.
    const url = complaint.photos[0].url as string;
    expect((await buyer.client.get(url)).statusCode).toBe(200);
    expect((await chef.client.get(url)).statusCode).toBe(200);
    expect((await (await signInStaff(t)).client.get(url)).statusCode).toBe(200);
    expect((await (await signUp(t.app)).client.get(url)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(404);

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, chef.id));
    expect(told.map((row) => row.kind)).toContain('complaintOpened');
    expect(t.mailer.lastTo(chef.email)?.subject).toMatch(/^Complaint about order [0-9A-F]{8}$/);

    // The chef states their side once; the buyer cannot answer as the chef.
    const side = { complaintId: complaint.id, text: 'They were hot when I handed them over.' };
    expect((await buyer.client.post('/secure/complaint-response', side)).statusCode).toBe(404);
    const answered = await chef.client.post('/secure/complaint-response', side);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().model.complaint.chefResponse).toBe(side.text);
    const again = await chef.client.post('/secure/complaint-response', side);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].code).toBe('complaints.alreadyResponded');
  });

  test('refusals: not delivered, not the buyer, bad photos, twice, after 48 hours', async () => {
    const t = ctx();
    const pending = await paidOrder(t);
    const notDelivered = await complain(pending.buyer.client, {
      orderId: pending.orderId,
      itemId: pending.itemId,
    });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().messages[0].message).toBe(
      'You can complain about a dish once it has been delivered.',
    );

    const { chef, buyer, orderId, itemId } = await deliveredOrder(t);
    const stranger = await signUp(t.app);
    expect((await complain(stranger.client, { orderId, itemId })).statusCode).toBe(404);
    expect((await complain(chef.client, { orderId, itemId })).statusCode).toBe(404);
    expect((await complain(buyer.client, { orderId, itemId: pending.itemId })).statusCode).toBe(404);
    expect((await complain(new TestClient(t.app), { orderId, itemId })).statusCode).toBe(401);

    const short = await complain(buyer.client, { orderId, itemId, text: '  too short ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.text).toBeDefined();
    const notIds = await complain(buyer.client, { orderId, itemId, photoIds: '["nope"]' });
    expect(notIds.statusCode).toBe(400);
    expect(notIds.json().fieldErrors.photoIds).toBeDefined();
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => photo(buyer.client)));
    const tooMany = await complain(buyer.client, { orderId, itemId, photoIds: JSON.stringify(six) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.photoIds).toBeDefined();
    const othersFile = await photo(stranger.client);
    const notYours = await complain(buyer.client, {
      orderId,
      itemId,
      photoIds: JSON.stringify([othersFile]),
    });
    expect(notYours.statusCode).toBe(400);
    expect(notYours.json().messages[0].code).toBe('complaints.photoNotYours');
    const video = (await uploadFile(buyer.client, 'clip.mp4', makeMp4(), 'video/mp4')).json().model
      .fileDescriptor.id as string;
    const notImage = await complain(buyer.client, { orderId, itemId, photoIds: JSON.stringify([video]) });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().messages[0].code).toBe('complaints.photoNotImage');
    // None of the refusals left a complaint or held the payout.
    expect(await t.db.select().from(complaints).where(eq(complaints.orderItemId, itemId))).toEqual([]);
    expect((await payoutOf(t, itemId))!.status).toBe('scheduled');

    expect((await complain(buyer.client, { orderId, itemId })).statusCode).toBe(200);
    const twice = await complain(buyer.client, { orderId, itemId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messages[0].code).toBe('complaints.alreadyComplained');

    const late = await deliveredOrder(t);
    await passHours(t, 48, [late.buyer.client]);
    t.clock.advance(1000);
    const over = await complain(late.buyer.client, { orderId: late.orderId, itemId: late.itemId });
    expect(over.statusCode).toBe(409);
    expect(over.json().messages[0]).toMatchObject({
      code: 'complaints.windowOver',
      message: 'Complaints can be opened within 48 hours of delivery, and that time is over.',
    });
  });
});
