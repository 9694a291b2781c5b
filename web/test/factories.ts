import { computeFees } from '#domain/orders/fees.ts';
import { AuthorizedSchema, type Authorized } from '#domain/accounts/session.response.ts';
import {
  AddressSchema,
  UserInfoSchema,
  type Address,
  type UserInfo,
} from '#domain/accounts/profile.response.ts';
import {
  LegalInfoSchema,
  MerchantInfoSchema,
  type LegalInfo,
  type MerchantInfo,
} from '#domain/chefs/merchant-info.response.ts';
import { AvatarAnswerSchema, type AvatarAnswer } from '#domain/files/file.response.ts';
import { ApplicationSchema, type Application } from '#domain/store-management/console.response.ts';
import { ProductSchema, type Product } from '#domain/catalog/catalog.response.ts';
import {
  OrderReviewSchema,
  PublicReviewSchema,
  type OrderReview,
  type PublicReview,
} from '#domain/catalog/review.response.ts';
import {
  ComplaintViewSchema,
  OperatorComplaintSchema,
  type ComplaintView,
  type OperatorComplaint,
} from '#domain/orders/complaint.response.ts';
import {
  OrderItemViewSchema,
  OrderPaymentSchema,
  OrderQuoteSchema,
  OrderViewSchema,
  ServiceDishSchema,
  type Order,
  type OrderItem,
  type OrderPayment,
  type OrderQuote,
  type ServiceDish,
} from '#domain/orders/order.response.ts';
import { ConsoleDecisionSchema, type ConsoleDecision } from '#domain/store-management/console.response.ts';
import {
  AssistantAnswerSchema,
  AssistantHistoryMessageSchema,
  type AssistantAnswer,
  type AssistantHistoryMessage,
} from '#domain/content/assistant.response.ts';
import {
  NotificationSchema,
  NotificationsAnswerSchema,
  UnreadNoticesSchema,
  type AppNotification,
  type NotificationsAnswer,
  type UnreadNotices,
} from '#domain/notifications/notification.response.ts';
import {
  QuestionnaireConfigSchema,
  type QuestionnaireConfig,
} from '#domain/onboarding/questionnaire.response.ts';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import type { Language } from '#domain/constants.ts';
import { StatusChangeAnswerSchema, type StatusChangeAnswer } from '#domain/orders/order-life.response.ts';
import {
  PaymentIntentSchema,
  SandboxConfirmAnswerSchema,
  type PaymentIntent,
  type SandboxConfirmAnswer,
} from '#domain/payments/payment.response.ts';
import { ServiceSlotsSchema, type ServiceSlots } from '#domain/availability/availability.response.ts';
import {
  AssetBoardSchema,
  ConfirmedTransferSchema,
  PurchaseStateSchema,
  StartedPurchaseSchema,
  TransferRequestSchema,
  type AssetBoard,
  type ConfirmedTransfer,
  type PurchaseState,
  type StartedPurchase,
  type TransferRequest,
} from '#domain/assets/assets.response.ts';

/**
 * The web tests' stubbed answers are built from the server's own response schemas, so a
 * stub the server could not send fails here, in the test, instead of passing against a screen the
 * real answer would break. Each factory starts from a plausible answer, applies the overrides and
 * parses the result with the schema (which throws on a wrong or missing field). Tests only: the app
 * imports these schemas' types, never zod through them.
 */
function build<T>(schema: { parse(value: unknown): T }, base: T, overrides: Partial<T>): T {
  return schema.parse({ ...base, ...overrides });
}

/** DESIGN §5's worked example paid by card: 60 euro of time-priced dishes, 43.36 by card now. */
export const WORKED_EXAMPLE_CARD_FEES = computeFees(
  [{ unitPriceCents: 3000, productVolume: 2, pricedByTime: true }],
  { payInCash: false },
);

export const anOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem =>
  build(
    OrderItemViewSchema,
    {
      id: 1,
      volume: 2,
      status: 'placed',
      confirmedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      complaintUntil: null,
      complaint: null,
      review: null,
      sellerUserId: 'chef-1',
      servings: 8,
      // The default order is all in cash and not paid yet.
      moneyState: 'awaitingPayment',
      cashAtService: 8800,
      product: { id: 11, title: 'Cepelinai', description: 'Potato dumplings', price: 4400 },
    },
    overrides,
  );

export const aPayment = (overrides: Partial<OrderPayment> = {}): OrderPayment =>
  build(
    OrderPaymentSchema,
    { id: 'pay-1', provider: 'sandbox', amount: 1246, status: 'captured', createTimestamp: 1 },
    overrides,
  );

export const aComplaint = (overrides: Partial<ComplaintView> = {}): ComplaintView =>
  build(
    ComplaintViewSchema,
    {
      id: 'complaint-1',
      orderId: 7,
      itemId: 1,
      status: 'open',
      text: 'The dumplings were cold and raw inside.',
      photos: [],
      chefResponse: null,
      chefResponseTimestamp: null,
      outcome: null,
      refundAmount: null,
      resolutionReason: null,
      createdTimestamp: Date.UTC(2026, 4, 11, 9),
      resolvedTimestamp: null,
    },
    overrides,
  );

/** A complaint in the operators' list: 60 euro of dishes, 43.36 paid by card, its payout held. */
export const anOperatorComplaint = (overrides: Partial<OperatorComplaint> = {}): OperatorComplaint =>
  build(
    OperatorComplaintSchema,
    {
      ...aComplaint(),
      order: {
        id: 9,
        sID: '0a1b2c3d-5f0e2c1a-8b7d-4c2e-9a51-1d2e3f4a5b6c',
        serviceDate: Date.UTC(2026, 10, 19, 17),
        payInCash: false,
        amountToPay: 4336,
      },
      item: {
        id: 3,
        productId: 21,
        productName: 'Cepelinai',
        quantity: 2,
        total: 6000,
        deliveredAt: Date.UTC(2026, 10, 19, 19),
        refundableMax: 4336,
      },
      buyer: { userId: 'b1', email: 'buyer@example.com', name: 'Rūta' },
      chef: { userId: 'c1', firstName: 'Ona', lastName: 'Virėja', nickname: 'ona', email: 'ona@example.com' },
      payout: { status: 'held', amount: 3000 },
      decisions: [],
    },
    overrides,
  );

/** An order as GET /secure/order answers it to its buyer (spec marketplace §3), paid in cash. */
export const anOrder = (overrides: Partial<Order> = {}): Order =>
  build(
    OrderViewSchema,
    {
      id: 7,
      sID: 'AB12CD34-5678-90ef',
      viewer: 'buyer',
      createTimestamp: Date.UTC(2026, 4, 3, 9, 0),
      updateTimestamp: Date.UTC(2026, 4, 3, 9, 0),
      deliveryDate: Date.UTC(2026, 4, 10, 16, 0),
      amountToPay: 1246,
      payInCash: true,
      cateringRequired: false,
      selfDelivery: false,
      commentary: null,
      paymentStatus: 'pending',
      handoverCode: null,
      handoverLocked: false,
      handoverRequired: true,
      cashAtService: 8800,
      cashReceivedAt: null,
      payments: null,
      refunds: [],
      asset: { title: 'EUR' },
      fees: {
        subtotal: 8800,
        serviceFee: 1000,
        governmentFee: 210,
        chefIncentive: 8800,
        prepayment: 0,
        paymentGatewayFee: 36,
        totalAmount: 1246,
        payToChef: 8800,
      },
      address: {
        title: 'Home',
        postalCode: 'LT-01103',
        state: 'Vilniaus apskritis',
        city: 'Vilnius',
        phone: '+37061234567',
        formatted_address: 'Gedimino pr. 1',
        countryPhoneCode: '370',
        placeType: -1,
      },
      orderItems: [anOrderItem()],
    },
    overrides,
  );

/** A dish's review as the public reads it (GET /store/reviews), with the chef's reply. */
export const aPublicReview = (overrides: Partial<PublicReview> = {}): PublicReview =>
  build(
    PublicReviewSchema,
    {
      id: 'review-1',
      productId: 11,
      productTitle: 'Cepelinai',
      occasion: null,
      rating: 5,
      comment: 'Warm and generous.',
      reply: null,
      reviewer: 'Rūta',
      createTimestamp: Date.UTC(2026, 4, 12, 10),
      replyTimestamp: null,
    },
    overrides,
  );

/** A review of one ordered item (GET /secure/order-reviews). */
export const anOrderReview = (overrides: Partial<OrderReview> = {}): OrderReview =>
  build(OrderReviewSchema, { ...aPublicReview(), orderItemId: 1 }, overrides);

// ---- store-management (the operator console)

/** One audit entry as every console list carries it (GET /secure/store-management/decisions). */
export const aConsoleDecision = (overrides: Partial<ConsoleDecision> = {}): ConsoleDecision =>
  build(
    ConsoleDecisionSchema,
    {
      id: 'decision-1',
      subjectType: 'chef',
      subjectId: 'chef-1',
      action: 'approved',
      reason: null,
      details: { kind: 'application' },
      decidedBy: { userId: 'operator-1', email: 'op@x.lt' },
      createdTimestamp: 5,
    },
    overrides,
  );

// Catalog (domain/catalog/catalog.response.ts): the dish and the chef as the catalogue answers them.

/** A live dish of an approved chef (GET /store/product's `product`): 33 euro, priced by time. */
export const aProduct = (overrides: Partial<Product> = {}): Product =>
  build(
    ProductSchema,
    {
      id: 2,
      userId: 'chef-1',
      title: 'Kugelis',
      description: 'Potato pudding with bacon.',
      price: 3300,
      storedPrice: null,
      fixedPrice: false,
      pricedByTime: true,
      measureUnit: 'item',
      size: null,
      serviceDeliveryDate: null,
      parcelRequires: false,
      videoURL: null,
      currencyId: 1,
      currencyUnit: 'EUR',
      active: true,
      complete: true,
      missing: [],
      blockedReason: null,
      relatedFiles: [{ fileId: 'f', fileName: 'k.jpg', url: '/repository/users/u/k.jpg' }],
      hourRate: 2200,
      preparationMinutes: 90,
      servingsNumber: 6,
      kitchenType: 'lithuanian',
      allergens: ['eggs'],
      rating: { average: null, count: 0 },
      chef: { storeName: 'ona', firstName: 'Ona', lastName: 'Petraitė' },
    },
    overrides,
  );

/** The API envelope of a successful answer, as the server serialises it (domain/api-envelope.ts). */
export const okAnswer = <M>(model: M) => ({ success: true as const, model });

// Notification, assistant and questionnaire answers.

/** One notification of the bell (GET /secure/notifications): unread, about order 7. */
export const aNotification = (overrides: Partial<AppNotification> = {}): AppNotification =>
  build(
    NotificationSchema,
    {
      id: 'n1',
      kind: 'itemDelivered',
      params: { orderNumber: 'AB12CD34', dishes: 'Cepelinai' },
      orderId: 7,
      createdTimestamp: 0,
      readTimestamp: null,
      done: false,
    },
    overrides,
  );

/** GET /secure/notifications: nothing yet unless given; the counts as given or none. */
export const aNotificationList = (overrides: Partial<NotificationsAnswer> = {}): NotificationsAnswer =>
  build(NotificationsAnswerSchema, { notifications: [], unreadCount: 0, unreadMessages: 0 }, overrides);

/** POST /secure/notifications-read: all read. */
export const anUnreadNotices = (overrides: Partial<UnreadNotices> = {}): UnreadNotices =>
  build(UnreadNoticesSchema, { unreadCount: 0, unreadMessages: 0 }, overrides);

/** POST /ask's answer: a FAQ answer in English, worded by the retrieval. */
export const anAssistantAnswer = (overrides: Partial<AssistantAnswer> = {}): AssistantAnswer =>
  build(
    AssistantAnswerSchema,
    {
      answer: 'A fixed fee of €10.00.',
      title: 'What does the portal charge?',
      kind: 'faq',
      source: 'retrieval',
      language: 'en',
      links: [],
      chefs: [],
      suggestions: [],
    },
    overrides,
  );

/** A stored message of GET /secure/assistant-history: the user's question, as it comes back. */
export const anAssistantHistoryMessage = (
  overrides: Partial<AssistantHistoryMessage> = {},
): AssistantHistoryMessage =>
  build(
    AssistantHistoryMessageSchema,
    {
      id: 'm1',
      userId: 'u1',
      title: null,
      message: 'What does the portal charge?',
      author: 'user',
      type: 'text',
      status: 'received',
      language: 'en',
      createTimestamp: 1,
      links: [],
      chefs: [],
    },
    overrides,
  );

/** GET /questionnaires/chef_registration's `questionnaire` in `language`, as the server builds it. */
export const aChefQuestionnaire = (language: Language = 'en'): QuestionnaireConfig =>
  QuestionnaireConfigSchema.parse(chefQuestionnaire(language));

// Auth and profile answers.

/** A chef application's state as the sign-in and merchant-info answers carry it: never applied. */
export const aLegalInfo = (overrides: Partial<LegalInfo> = {}): LegalInfo =>
  build(
    LegalInfoSchema,
    { valid: false, applicationStatus: 'none', submittedAt: null, decisionReason: null },
    overrides,
  );

/** GET /secure/merchant-info of a chef with no background yet, in the given application state. */
export const aChefApplication = (overrides: Partial<LegalInfo> = {}): MerchantInfo =>
  aMerchantInfo({
    ...aLegalInfo(overrides),
    hourRate: null,
    kitchenType: [],
    culinaryTraining: { answer: null, certificateFileIds: [] },
    professionalExperience: { answer: null },
  });

/** The signed-in user as the sign-ins and GET /secure/me answer (`model.authorized`): a customer. */
export const anAuthorized = (overrides: Partial<Authorized> = {}): Authorized =>
  build(
    AuthorizedSchema,
    {
      id: 'u1',
      identityKey: 'ona@example.lt',
      role: 'CUSTOMER',
      identityType: 'email',
      verified: true,
      legalInfo: aLegalInfo(),
      userInfo: {
        email: 'ona@example.lt',
        firstName: 'Ona',
        lastName: 'Kazlauskienė',
        nickname: null,
        thumbnailUrl: null,
      },
    },
    overrides,
  );

/** GET /secure/user-info's `userInfo`: no profile link and no avatar yet. */
export const aUserInfo = (overrides: Partial<UserInfo> = {}): UserInfo =>
  build(
    UserInfoSchema,
    {
      id: 'u1',
      email: 'ona@example.lt',
      firstName: 'Ona',
      lastName: 'Petraitė',
      nickname: null,
      phoneNumber: '37061234567',
      phoneCountry: 'lt',
      country: 'LT',
      currencyUnit: 'EUR',
    },
    overrides,
  );

/** The user's own address (GET /secure/address's first, POST /secure/address's answer). */
export const anAddress = (overrides: Partial<Address> = {}): Address =>
  build(
    AddressSchema,
    { id: 'address-1', city: 'Vilnius', country: 'LT', countryPhoneCode: '370' },
    overrides,
  );

/** GET /secure/merchant-info's `merchantInfo`: a French kitchen at 20 EUR/h, its application sent. */
export const aMerchantInfo = (overrides: Partial<MerchantInfo> = {}): MerchantInfo =>
  build(
    MerchantInfoSchema,
    {
      ...aLegalInfo({ applicationStatus: 'submitted', submittedAt: '2026-05-30T09:00:00.000Z' }),
      hourRate: 2000,
      kitchenType: ['french'],
      about: null,
      personalTaxNumber: null,
      govRegistryURL: null,
      allowedInternetAddress: null,
      socialNetworkURL: null,
      website: null,
      foodBusinessNumber: null,
      metadata: null,
      additionalNotes: null,
      culinaryTraining: { answer: 15, certificateFileIds: [] },
      professionalExperience: { answer: 21 },
      videoCVFileId: null,
      certificates: [],
      videoCv: null,
    },
    overrides,
  );

/** GET /secure/set-avatar's answer: the new avatar's two sizes, versioned. */
export const anAvatar = (overrides: Partial<AvatarAnswer> = {}): AvatarAnswer =>
  build(
    AvatarAnswerSchema,
    { avatar: '/repository/users/u1/avatar.jpg?v=1', thumbnail: '/repository/users/u1/thumbnail.jpg?v=1' },
    overrides,
  );

// Checkout, payment, asset and withdrawal answers.

/** A dish of the cart as POST /store/order-fees tells the service rules of it: 2 hours, a chef anywhere. */
export const aServiceDish = (overrides: Partial<ServiceDish> = {}): ServiceDish =>
  build(
    ServiceDishSchema,
    { productId: 1, title: 'Cepelinai', preparationMinutes: 120, chefCity: null },
    overrides,
  );

/** POST /store/order-fees: DESIGN §5's worked example paid by card, for one dish. */
export const anOrderQuote = (overrides: Partial<OrderQuote> = {}): OrderQuote =>
  build(OrderQuoteSchema, { fees: WORKED_EXAMPLE_CARD_FEES, dishes: [aServiceDish()] }, overrides);

/** GET /store/service-slots' `slots`: one Vilnius day with two times. */
export const someServiceSlots = (overrides: Partial<ServiceSlots> = {}): ServiceSlots =>
  build(
    ServiceSlotsSchema,
    { timeZone: 'Europe/Vilnius', days: [{ date: '2026-06-05', times: ['18:00', '18:30'] }] },
    overrides,
  );

/** POST /secure/stripe-intent: a sandbox payment started for an order. */
export const aPaymentIntent = (overrides: Partial<PaymentIntent> = {}): PaymentIntent =>
  build(PaymentIntentSchema, { id: 'pi_1', secret: 'pi_1_secret', provider: 'sandbox' }, overrides);

/** POST /payments/sandbox/confirm: an order's card held until a chef confirms. */
export const aSandboxConfirmation = (overrides: Partial<SandboxConfirmAnswer> = {}): SandboxConfirmAnswer =>
  build(SandboxConfirmAnswerSchema, { id: 'pi_1', status: 'requires_capture' }, overrides);

/** POST /secure/order-status: a chef's decline of an unpaid item (nothing to refund). */
export const aStatusChange = (overrides: Partial<StatusChangeAnswer> = {}): StatusChangeAnswer =>
  build(StatusChangeAnswerSchema, { orderId: 7, status: 'cancelled', refund: null }, overrides);

/** GET /secure/assets: 120 credits, no activity yet. */
export const anAssetBoard = (overrides: Partial<AssetBoard> = {}): AssetBoard =>
  build(AssetBoardSchema, { volume: 120, entries: [] }, overrides);

/** POST /secure/asset-request: 20 credits to a customer's e-mail, waiting for the PIN. */
export const aTransferRequest = (overrides: Partial<TransferRequest> = {}): TransferRequest =>
  build(
    TransferRequestSchema,
    {
      requestId: '7f9c8f4e-4b1a-4c8e-9a53-0c6b0d3e2a11',
      volume: 20,
      recipientAddressType: 3,
      recipientAddress: 'ona@example.com',
      status: 'requested',
    },
    overrides,
  );

/** POST /secure/confirm-transfer: that transfer completed inside the portal, 100 credits left. */
export const aConfirmedTransfer = (overrides: Partial<ConfirmedTransfer> = {}): ConfirmedTransfer =>
  build(
    ConfirmedTransferSchema,
    { transfer: { ...aTransferRequest(), status: 'completed', kind: 'internal' }, volume: 100 },
    overrides,
  );

/** POST /secure/asset-purchase: 100 credits, 20 euro, by the sandbox's card form. */
export const aStartedPurchase = (overrides: Partial<StartedPurchase> = {}): StartedPurchase =>
  build(
    StartedPurchaseSchema,
    {
      purchaseId: '3b2d6f0a-9c1e-4f5a-8d7b-2e4c6a8f0b1d',
      amount: 2000,
      secret: 'pi_sandbox_1_secret',
      id: 'pi_sandbox_1',
      provider: 'sandbox',
    },
    overrides,
  );

/** GET /secure/asset-purchase: that purchase credited. */
export const aPurchaseState = (overrides: Partial<PurchaseState> = {}): PurchaseState =>
  build(
    PurchaseStateSchema,
    {
      purchaseId: '3b2d6f0a-9c1e-4f5a-8d7b-2e4c6a8f0b1d',
      volume: 100,
      amount: 2000,
      status: 'succeeded',
      balance: 220,
    },
    overrides,
  );

/** A card order waiting for its payment: DESIGN §5's worked example, 43.36 by card. */
export const aCardOrderToPay = (overrides: Partial<Order> = {}): Order =>
  anOrder({
    id: 42,
    sID: 'AB12CD34-rest',
    payInCash: false,
    amountToPay: 4336,
    fees: WORKED_EXAMPLE_CARD_FEES,
    ...overrides,
  });

/** An application waiting in the console, from a chef who gave a food-business number. */
export const anApplication = (overrides: Partial<Application> = {}): Application =>
  build(
    ApplicationSchema,
    {
      userId: 'u-aiste',
      email: 'aiste@example.lt',
      firstName: 'Aistė',
      lastName: 'Kairytė',
      nickname: 'aistes-stalas',
      city: 'Kaunas',
      phoneNumber: '37061234567',
      language: 'lt',
      applicationStatus: 'submitted',
      valid: false,
      submittedTimestamp: Date.UTC(2026, 10, 13, 10),
      waitingMs: 2 * 86_400_000,
      updatedTimestamp: Date.UTC(2026, 10, 13, 10),
      decisionReason: null,
      store: {
        hourRate: 2200,
        kitchenType: ['lithuanian'],
        about: 'Sunday dinners for the family.',
        website: null,
        socialNetworkURL: null,
      },
      foodBusinessNumber: 'LT 13-01-01 EB',
      registryUrl: 'https://vmvt.lt/maisto-sauga/maisto-tvarkymo-subjektai',
      answers: [],
      certificates: [],
      certificatesCheck: { state: 'none', checkedTimestamp: null, checkedBy: null },
      foodBusinessCheck: { state: 'unchecked', checkedTimestamp: null, checkedBy: null },
      badgeStanding: [
        { kind: 'vmvtRegistered', earned: false, reason: 'unchecked', figures: {} },
        {
          kind: 'reliable',
          earned: false,
          reason: 'fewOrders',
          figures: { orders: 3, days: 90, minOrders: 10 },
        },
      ],
      badgesJudgedTimestamp: null,
      videoCv: null,
      decisions: [],
    },
    overrides,
  );
