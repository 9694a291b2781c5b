import { createChef, createDish, ORDER_ADDRESS, serviceDateIn, signInStaff } from '../test/factories.ts';
import { makeJpeg, makeMp4 } from '../test/fixtures.ts';
import { signUp, TestClient, type TestApp } from '../test/test-app.ts';
import { delivered, ok, order, paid, pinFrom, upload, view, type StoredFile } from './ownership-calls.ts';

/**
 * The ownership suite's world: victims with things of every kind, and intruders
 * with things of their own, built once per test file on its own app.
 */

export type Args = Record<string, string | number>;

/** Someone who calls the API, with the things of their own that some calls pair with a victim's id. */
export interface Caller {
  name: string;
  client: TestClient;
  email?: string;
  own: {
    fileId?: string;
    productId?: number;
    /** An order the caller is in (as its buyer, or as the seller of its items). */
    orderId?: number;
    deliveredOrderId?: number;
    deliveredItemId?: number;
    /** The secret of a card payment the caller started. */
    intentSecret?: string;
    /** A conversation the caller is a side of. */
    threadId?: string;
  };
}

export type Intruder = 'customer' | 'chef' | 'visitor';
export type Allowed = 'chef' | 'buyer' | 'applicant' | 'guest' | 'anyone';

export const HIDDEN_DISH = 'Slaptas receptas';
export const PRIVATE_FILE_NAME = 'slaptas-failas.jpg';
export const CERTIFICATE_NAME = 'slaptas-pazymejimas.jpg';
export const BUYER_LAST_NAME = 'Slaptasis';
export const COMPLAINT_TEXT = 'Slaptas skundas: patiekalas buvo šaltas.';
export const REVIEW_COMMENT = 'Skanu, ačiū';
export const GUEST_EMAIL = 'guest.victim@example.com';
export const VICTIM_ADDRESS = {
  ...ORDER_ADDRESS,
  title: 'Vaidoto namai',
  formatted_address: 'Slaptoji g. 7-13',
  phone: '+37069990013',
};
export const INTRUDER_ADDRESS = { ...ORDER_ADDRESS, title: 'Perimta', formatted_address: 'Perimtoji g. 1' };
export const GOOD_CARD = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
export const TEXT = 'Perimtas tekstas, parašytas ne savininko.';
export const MESSAGE_TEXT = 'Slapta žinutė: durų kodas 4512.';
export const EVENT_NOTE = 'Slapta staigmena: mamos jubiliejus.';
export const PROPOSAL_MESSAGE = 'Slaptas meniu tik jums.';

export interface World {
  t: TestApp;
  staff: TestClient;
  chef: Caller & { id: string; nickname: string };
  buyer: Caller & { id: string };
  applicant: Caller & { id: string; nickname: string };
  guest: Caller;
  intruders: Record<Intruder, Caller>;
  serviceDate: string;
  ids: {
    publicDish: number;
    secondDish: number;
    hiddenDish: number;
    dishImage: string;
    hiddenDishImage: string;
    privateFile: StoredFile;
    spareFile: StoredFile;
    videoFile: StoredFile;
    certificate: StoredFile;
    complaintPhoto: StoredFile;
    buyerFile: string;
    pendingOrder: number;
    pendingAmount: number;
    addOrder: number;
    intent: { id: string; secret: string };
    paidOrder: number;
    paidOrder2: number;
    paidOrder2Item: number;
    deliveredOrder: number;
    deliveredOrder2: number;
    deliveredOrder2Item: number;
    guestOrder: number;
    review: string;
    complaint: string;
    notifications: string[];
    purchase: string;
    transfer: string;
    transferPin: string;
    thread: string;
    message: number;
    /** The buyer's event request for Georgian food, with the chef's proposal. */
    eventRequest: number;
    proposal: number;
    /** Two more of the buyer's requests: one the chef proposes for, one the buyer cancels. */
    eventRequestToPropose: number;
    eventRequestToCancel: number;
    /** And one with the chef's proposal that only the buyer may accept. */
    eventRequestToAccept: number;
    proposalToAccept: number;
  };
  /** Text of the victims' that no intruder's answer may contain. */
  secrets: string[];
  pinFor: (email: string) => string;
}

// The world: the victims' things, and the intruders with things of their own.

export async function buildWorld(t: TestApp): Promise<World> {
  const staff = (await signInStaff(t)).client;
  const jpeg = await makeJpeg();

  // The chef: dishes (one hidden), uploads, orders from the buyer, assets and a pending transfer.
  const chef = await createChef(t, { hourRateCents: 2000 });
  const publicDish = await createDish(chef.client, { title: 'Cepelinai', images: 1 });
  const secondDish = await createDish(chef.client, { title: 'Kugelis' });
  const hiddenDish = await createDish(chef.client, { title: HIDDEN_DISH, active: false, images: 1 });
  const privateFile = await upload(chef.client, PRIVATE_FILE_NAME, jpeg);
  const spareFile = await upload(chef.client, 'atsarginis.jpg', jpeg);
  const relatedFile = await upload(chef.client, 'kitas.jpg', jpeg);
  const videoFile = await upload(chef.client, 'pristatymas.mp4', makeMp4());

  // A chef who applied but is not approved: a store and a certificate nobody else may see.
  const applicant = await createChef(t, { approve: false });
  const certificate = await upload(applicant.client, CERTIFICATE_NAME, jpeg);
  await ok(
    applicant.client.post('/secure/add-file-metadata', { fileId: certificate.id, metaData: 'certificate' }),
  );

  // The buyer: orders in every state, a review, a complaint with a photo.
  const buyer = await signUp(t.app);
  await ok(buyer.client.post('/secure/user-info', { firstName: 'Vaidotas', lastName: BUYER_LAST_NAME }));
  const dish = publicDish.productId;
  const pending = await view(buyer.client, await order(t, buyer.client, [dish], VICTIM_ADDRESS));
  const addOrder = await order(t, buyer.client, [dish], VICTIM_ADDRESS);
  const toPay = await view(buyer.client, await order(t, buyer.client, [dish], VICTIM_ADDRESS));
  const intent = (
    await ok(buyer.client.post('/secure/stripe-intent', { orderId: toPay.id, amount: toPay.amountToPay }))
  ).model as { id: string; secret: string };
  const paidOrder = await paid(t, buyer.client, [dish], VICTIM_ADDRESS);
  const paidOrder2 = await paid(t, buyer.client, [dish], VICTIM_ADDRESS);
  const deliveredOrder = await delivered(t, buyer.client, chef.client, [dish], VICTIM_ADDRESS);
  const deliveredOrder2 = await delivered(t, buyer.client, chef.client, [dish], VICTIM_ADDRESS);
  await ok(
    buyer.client.post('/secure/rate-order', {
      orderId: deliveredOrder.id,
      rating: 5,
      comment: REVIEW_COMMENT,
    }),
  );
  const reviews = await ok(buyer.client.get('/secure/order-reviews', { orderId: String(deliveredOrder.id) }));
  const complaintPhoto = await upload(buyer.client, 'skundo-nuotrauka.jpg', jpeg);
  const complaint = await ok(
    buyer.client.post('/secure/complaint', {
      orderId: deliveredOrder.id,
      itemId: deliveredOrder.itemId,
      text: COMPLAINT_TEXT,
      photoIds: JSON.stringify([complaintPhoto.id]),
    }),
  );
  const buyerFile = await upload(buyer.client, 'asmeninis.jpg', jpeg);
  // The buyer's conversation with the chef about a paid order, with the chef's message in it.
  const thread = (
    (await ok(buyer.client.post('/secure/message-thread', { orderId: paidOrder.id }))).model as {
      thread: { id: string };
    }
  ).thread.id;
  const chefMessage = (
    (await ok(chef.client.post('/secure/message', { threadId: thread, text: MESSAGE_TEXT }))).model as {
      message: { id: number };
    }
  ).message.id;

  // A guest's order, known to its browser only by the signed cookie; the guest asked for a PIN.
  const guest = new TestClient(t.app);
  const guestOrder = await order(t, guest, [dish], VICTIM_ADDRESS, true);
  await ok(guest.post('/store/order-relation-request', { orderId: guestOrder, email: GUEST_EMAIL }));

  const purchase = (await ok(chef.client.post('/secure/asset-purchase', { volume: 100 }))).model as {
    purchaseId: string;
    id: string;
    secret: string;
  };
  await ok(
    new TestClient(t.app).post('/payments/sandbox/confirm', {
      id: purchase.id,
      secret: purchase.secret,
      ...GOOD_CARD,
    }),
  );
  const transfer = await ok(
    chef.client.post('/secure/asset-request', {
      volume: 10,
      recipientAddressType: 'email',
      recipientAddress: buyer.email,
    }),
  );
  const transferPin = pinFrom(t, chef.email);
  const notifications = (
    (await ok(chef.client.get('/secure/notifications'))).model as {
      notifications: { id: string; readTimestamp: number | null }[];
    }
  ).notifications
    .filter((notification) => notification.readTimestamp === null)
    .map((notification) => notification.id);

  // The intruders: a customer with orders and an upload of their own, a chef with a dish and an
  // upload, and an anonymous browser that placed a guest order.
  const customer = await signUp(t.app);
  // French: the buyer's Georgian event requests are not for this chef to see.
  const rival = await createChef(t, { hourRateCents: 2000, kitchenTypes: ['french'] });
  const rivalDish = (await createDish(rival.client, { title: 'Šaltibarščiai' })).productId;
  const customerFile = await upload(customer.client, 'mano.jpg', jpeg);
  const rivalFile = await upload(rival.client, 'mano.jpg', jpeg);
  const customerDelivered = await delivered(t, customer.client, rival.client, [rivalDish], INTRUDER_ADDRESS);
  const customerPaid = await paid(t, customer.client, [rivalDish], INTRUDER_ADDRESS);
  const customerPending = await view(
    customer.client,
    await order(t, customer.client, [rivalDish], INTRUDER_ADDRESS),
  );
  const customerIntent = (
    await ok(
      customer.client.post('/secure/stripe-intent', {
        orderId: customerPending.id,
        amount: customerPending.amountToPay,
      }),
    )
  ).model as { secret: string };
  // The buyer's event requests (Georgian: the chef's cuisine), and the chef's proposal for one.
  const eventRequest = async () =>
    (
      (
        await ok(
          buyer.client.post('/secure/event-request', {
            serviceDate: serviceDateIn(t, 9),
            city: 'Vilnius',
            address: VICTIM_ADDRESS.formatted_address,
            guests: 10,
            budgetKind: 'total',
            budget: 50_000,
            cuisines: '["georgian"]',
            allergens: '[]',
            occasion: 'family',
            note: EVENT_NOTE,
          }),
        )
      ).model as { request: { id: number } }
    ).request.id;
  const [requested, eventRequestToPropose, eventRequestToCancel, eventRequestToAccept] = [
    await eventRequest(),
    await eventRequest(),
    await eventRequest(),
    await eventRequest(),
  ];
  const propose = async (requestId: number) =>
    (
      (
        await ok(
          chef.client.post('/secure/event-proposal', {
            requestId,
            courses: JSON.stringify([{ title: 'Chačapuri', allergens: ['gluten', 'milk'] }]),
            includes: '["shopping","cooking"]',
            price: 45_000,
            durationMinutes: 200,
            message: PROPOSAL_MESSAGE,
          }),
        )
      ).model as { proposal: { id: number } }
    ).proposal.id;
  const proposal = await propose(requested);
  const proposalToAccept = await propose(eventRequestToAccept);
  const visitor = new TestClient(t.app);
  await order(t, visitor, [rivalDish], INTRUDER_ADDRESS, true);
  // The customer's own question to the victim chef (a conversation of their own).
  const customerThread = (
    (await ok(customer.client.post('/secure/message-thread', { chefNickname: chef.nickname }))).model as {
      thread: { id: string };
    }
  ).thread.id;

  return {
    t,
    staff,
    chef: {
      name: 'the chef (owner)',
      client: chef.client,
      id: chef.id,
      email: chef.email,
      nickname: chef.nickname,
      own: { fileId: relatedFile.id, productId: secondDish.productId, orderId: paidOrder2.id },
    },
    buyer: {
      name: 'the buyer (owner)',
      client: buyer.client,
      id: buyer.id,
      email: buyer.email,
      own: { intentSecret: intent.secret },
    },
    applicant: {
      name: 'the applicant (owner)',
      client: applicant.client,
      id: applicant.id,
      email: applicant.email,
      nickname: applicant.nickname,
      own: {},
    },
    guest: { name: 'the guest (owner)', client: guest, own: {} },
    intruders: {
      customer: {
        name: 'customer',
        client: customer.client,
        email: customer.email,
        own: {
          fileId: customerFile.id,
          orderId: customerPaid.id,
          deliveredOrderId: customerDelivered.id,
          deliveredItemId: customerDelivered.itemId,
          intentSecret: customerIntent.secret,
          threadId: customerThread,
        },
      },
      chef: {
        name: 'chef',
        client: rival.client,
        email: rival.email,
        // The order the customer placed with them: the chef is its seller.
        own: { fileId: rivalFile.id, productId: rivalDish, orderId: customerPaid.id },
      },
      visitor: { name: 'visitor', client: visitor, own: {} },
    },
    serviceDate: serviceDateIn(t),
    ids: {
      publicDish: dish,
      secondDish: secondDish.productId,
      hiddenDish: hiddenDish.productId,
      dishImage: publicDish.fileIds[0]!,
      hiddenDishImage: hiddenDish.fileIds[0]!,
      privateFile,
      spareFile,
      videoFile,
      certificate,
      complaintPhoto,
      buyerFile: buyerFile.id,
      pendingOrder: pending.id,
      pendingAmount: pending.amountToPay,
      addOrder,
      intent,
      paidOrder: paidOrder.id,
      paidOrder2: paidOrder2.id,
      paidOrder2Item: paidOrder2.itemId,
      deliveredOrder: deliveredOrder.id,
      deliveredOrder2: deliveredOrder2.id,
      deliveredOrder2Item: deliveredOrder2.itemId,
      guestOrder,
      review: (reviews.model as { reviews: { id: string }[] }).reviews[0]!.id,
      complaint: (complaint.model as { complaint: { id: string } }).complaint.id,
      notifications,
      purchase: purchase.purchaseId,
      transfer: (transfer.model as { requestId: string }).requestId,
      transferPin,
      thread,
      message: chefMessage,
      eventRequest: requested,
      proposal,
      eventRequestToPropose,
      eventRequestToCancel,
      eventRequestToAccept,
      proposalToAccept,
    },
    secrets: [
      chef.email,
      buyer.email,
      applicant.email,
      GUEST_EMAIL,
      BUYER_LAST_NAME,
      VICTIM_ADDRESS.formatted_address,
      VICTIM_ADDRESS.phone,
      HIDDEN_DISH,
      PRIVATE_FILE_NAME,
      CERTIFICATE_NAME,
      COMPLAINT_TEXT,
      pending.sID,
      intent.secret,
      purchase.secret,
      MESSAGE_TEXT,
      EVENT_NOTE,
      PROPOSAL_MESSAGE,
    ],
    pinFor: (email) => pinFrom(t, email),
  };
}
