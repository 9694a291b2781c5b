import { sql, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '#domain/catalog/search-key.ts';
import {
  bigint,
  boolean,
  check,
  date,
  numeric,
  primaryKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ROLES } from '#domain/accounts/roles.ts';
import type { Ingredient } from '#domain/dishes/dish.schema.ts';
import type { TrustFigures } from '#domain/chefs/trust-badges.ts';
import type { Availability } from '#domain/availability/availability-settings.ts';
import type { MaskKind } from '#domain/messages/contact-masking.ts';
import type { ReportAction, ReportReason, ReportStatus } from '#domain/messages/message-rules.ts';
import type {
  BudgetKind,
  EventRequestState,
  Occasion,
  ProposalState,
} from '#domain/event-requests/event-request-rules.ts';
import type { ProposalCourse } from '#domain/event-requests/event-request.schema.ts';

export const roleEnum = pgEnum('role', ROLES);

/** Lower case without diacritics (FOLD_FROM/FOLD_TO in domain), as the search keys are kept. */
const fold = (value: SQL): SQL =>
  sql`translate(lower(${value}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('CUSTOMER'),
    /** True once the address is proven: by a PIN, or by an operator. */
    verified: boolean('verified').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    phoneNumber: text('phone_number'),
    phoneCountry: text('phone_country'),
    language: text('language').notNull().default('en'),
    /** Bumped when a new avatar is set, so its URL changes and caches refresh. */
    avatarVersion: integer('avatar_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    authorizedToEarnAt: timestamp('authorized_to_earn_at', { withTimezone: true }),
    /**
     * When the owner deleted the account (domain/privacy/retention.ts): the row stays as the name-less
     * party of kept orders and money records, and can never sign in again (migration 0037).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When an administrator disabled the account (migration 0038): no sign-in finds it and its
     * sessions were ended with the decision, until an administrator enables it again. Set with
     * the reason, cleared with it; who decided is kept beside it (the audit keeps every decision).
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    disabledBy: uuid('disabled_by').references((): AnyPgColumn => users.id),
    /** The chef's store was open when the account was disabled, so enabling opens it again. */
    disabledClosedStore: boolean('disabled_closed_store').notNull().default(false),
    createdAt: createdAt(),
    /** The chef list's search key: names and store name, folded as products.titleKey (migration 0024). */
    searchKey: text('search_key').generatedAlwaysAs((): SQL =>
      fold(
        sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.nickname}, '')`,
      ),
    ),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_nickname_unique').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_phone_unique').on(t.phoneNumber),
    // Trigram indexes (pg_trgm) answer LIKE '%text%': the chef search, the console's order search.
    index('users_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_nickname_trgm_idx').using('gin', sql`${t.nickname} gin_trgm_ops`),
    check('users_disabled_with_reason', sql`(${t.disabledAt} IS NULL) = (${t.disabledReason} IS NULL)`),
  ],
);

/** One row per user for now (spec: "model.address (first item used)"). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: text('city'),
    country: text('country'),
    countryPhoneCode: text('country_phone_code'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), index('addresses_city_idx').on(t.city)],
);

/** Sessions are opaque random ids kept only as SHA-256 hashes (DESIGN §3). */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time PINs, hashed, single use, short-lived (DESIGN §3). `purpose` keeps sign-in and order-linking apart. */
export const pins = pgTable(
  'pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    pinHash: text('pin_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pins_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Counted events behind the rate limits that must survive restarts (failed sign-ins, PIN e-mails). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

/** Every mail the app sends. With SMTP configured the body is not kept (it may hold a PIN). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    transport: text('transport').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    /** Delivery tries so far; a failed one waits `next_attempt_at` (null: at once). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While `sending`: the claim's end, after which another app server may take the mail. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt),
    // The hand-over claims waiting mails among every mail ever kept (the dev outbox keeps them all).
    index('mail_outbox_waiting_idx')
      .on(t.transport)
      .where(sql`${t.transport} in ('queued', 'sending')`),
  ],
);

export const applicationStatusEnum = pgEnum('application_status', [
  'draft',
  'submitted',
  'approved',
  'rejected',
]);

/**
 * The chef's store profile (spec accounts §3 "Merchant info"). `valid` is set only by an operator's
 * decision (DESIGN §4); nothing the chef sends reaches it.
 */
export const merchantInfos = pgTable(
  'merchant_infos',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hourRateCents: integer('hour_rate_cents'),
    kitchenTypes: text('kitchen_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    about: text('about'),
    personalTaxNumber: text('personal_tax_number'),
    govRegistryUrl: text('gov_registry_url'),
    allowedInternetAddress: text('allowed_internet_address'),
    socialNetworkUrl: text('social_network_url'),
    website: text('website'),
    /** The food-business registration number with VMVT (Lithuania's State Food and Veterinary Service). */
    foodBusinessNumber: text('food_business_number'),
    /** Questionnaire answers to questions 4 and 5, and to the others (spec accounts §7). */
    metadata: jsonb('metadata').$type<unknown>(),
    additionalNotes: jsonb('additional_notes').$type<unknown>(),
    culinaryTraining: integer('culinary_training'),
    professionalExperience: integer('professional_experience'),
    videoCvFileId: uuid('video_cv_file_id'),
    valid: boolean('valid').notNull().default(false),
    applicationStatus: applicationStatusEnum('application_status').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** Set when the rating rule disabled the chef; an operator decides what happens next. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    /**
     * An operator's record that they looked at the chef's certificates: when, who, and which files,
     * so a certificate added later is not covered (domain/chefs/trust-badges.ts). All null when
     * nobody has, or the check was taken back (the audit keeps both).
     */
    certificatesCheckedAt: timestamp('certificates_checked_at', { withTimezone: true }),
    certificatesCheckedBy: uuid('certificates_checked_by').references(() => users.id),
    certificatesCheckedFileIds: uuid('certificates_checked_file_ids').array(),
    /** The operator's check of the VMVT number: the number found in the register (migration 0031). */
    foodBusinessCheckedAt: timestamp('food_business_checked_at', { withTimezone: true }),
    foodBusinessCheckedBy: uuid('food_business_checked_by').references(() => users.id),
    foodBusinessCheckedNumber: text('food_business_checked_number'),
    /**
     * The chef's ratings as the chef list shows, sorts and filters them, kept by a trigger on
     * reviews (migration 0031): never counted per read.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1 }),
    /**
     * The next Vilnius date with an open time (null: none within the horizon), written by the server
     * (catalog/chef-signals.service.ts); triggers on availability and bookings mark it to be worked
     * out again (chefSignalMarks).
     */
    nextAvailableDate: date('next_available_date', { mode: 'string' }),
    nextAvailableAt: timestamp('next_available_at', { withTimezone: true }),
    /**
     * Since when the chef holds 'Reliable' and 'Quick to answer' (null: not now), and the figures
     * they were judged on (domain/chefs/trust-badges.ts), written by the trust job and on each
     * event that changes them; never typed in.
     */
    reliableSince: timestamp('reliable_since', { withTimezone: true }),
    quickToAnswerSince: timestamp('quick_to_answer_since', { withTimezone: true }),
    trustFigures: jsonb('trust_figures').$type<TrustFigures>(),
    trustFiguresAt: timestamp('trust_figures_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The chef list's order, newest approval first, read by keyset (migration 0024).
    index('merchant_infos_listing_idx')
      .on(t.decidedAt.desc(), t.userId)
      .where(sql`${t.valid}`),
    index('merchant_infos_kitchen_idx').using('gin', t.kitchenTypes),
    // The chef list's other orders: best rated, soonest available (migration 0031).
    index('merchant_infos_rating_idx')
      .on(t.ratingAverage.desc().nullsLast(), t.userId)
      .where(sql`${t.valid}`),
    index('merchant_infos_next_available_idx')
      .on(t.nextAvailableDate.asc().nullsLast(), t.userId)
      .where(sql`${t.valid}`),
    index('merchant_infos_application_idx').on(t.applicationStatus, t.submittedAt, t.userId),
    index('merchant_infos_flagged_idx')
      .on(t.flaggedAt)
      .where(sql`${t.flaggedAt} is not null`),
  ],
);

/**
 * Chefs whose computed signals the server must work out again: their next available date
 * ('next-available': triggers on availability and bookings) and their trust badges ('trust':
 * triggers on order items and messages), and every new chef's both (migration 0039). The jobs
 * delete the marks they take (catalog/chef-signals.repo.ts). Kept apart from merchant_infos so
 * that marking a chef on each order writes one small row, not the chef's indexed row.
 */
export const chefSignalMarks = pgTable(
  'chef_signal_marks',
  {
    signal: text('signal').$type<ChefSignal>().notNull(),
    chefUserId: uuid('chef_user_id').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'chef_signal_marks_pkey', columns: [t.signal, t.chefUserId] }),
    check('chef_signal_marks_signal', sql`${t.signal} IN ('next-available', 'trust')`),
  ],
);

export type ChefSignal = 'next-available' | 'trust';

/** Uploaded files. The stored name is ours (a uuid); the user's name is kept only for display. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** certificate, video-cv (spec accounts §3 "File record"); null until labelled. */
    label: text('label'),
    createdAt: createdAt(),
  },
  (t) => [index('files_user_label_idx').on(t.userId, t.label)],
);

/** Every operator decision on a chef, never deleted (who, when, what, why). */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    valid: boolean('valid').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_decisions_subject_idx').on(t.subjectUserId, t.createdAt)],
);

/**
 * Every staff decision on anything (a chef, a dish, a complaint, a withdrawal, a role), never
 * deleted: who decided, when, what and why. The console shows them on the item they concern.
 */
export const auditDecisions = pgTable(
  'audit_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the decision concerns: 'chef', 'dish', 'complaint', 'withdrawal', 'role', ... */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The decision itself, e.g. 'approved', 'rejected', 'deactivated', 'refunded-partially'. */
    action: text('action').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('audit_decisions_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
);

/** Dishes (spec marketplace §3 "Product"); ids are numbers, as the order screens fetch them by number. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Search key: lower case without diacritics, kept by the database (FOLD_FROM/FOLD_TO in domain). */
    titleKey: text('title_key').generatedAlwaysAs((): SQL => fold(sql`${products.title}`)),
    /** The chef list's search key of a dish: title and description, folded (migration 0024). */
    searchKey: text('search_key').generatedAlwaysAs((): SQL =>
      fold(sql`${products.title} || ' ' || ${products.description}`),
    ),
    priceCents: integer('price_cents'),
    /** The chef's choice of a fixed price over one by time (domain/dishes/dish-price.ts). */
    fixedPrice: boolean('fixed_price').notNull().default(false),
    measureUnit: text('measure_unit').notNull().default('item'),
    size: text('size'),
    videoUrl: text('video_url'),
    currencyId: integer('currency_id').notNull().default(6),
    parcelRequires: boolean('parcel_requires').notNull().default(false),
    /** The chef's "Enabled"; a new dish starts as a draft. */
    active: boolean('active').notNull().default(false),
    /**
     * Kept by the server with every write that can change it: the dish has a price, its allergens
     * and a photo (domain/dishes/completeness.ts). Only a complete dish is shown and ordered.
     */
    complete: boolean('complete').notNull().default(false),
    /** Set by an operator who takes a dish down; the chef cannot reactivate it. */
    blockedReason: text('blocked_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_user_active_idx').on(t.userId, t.active, t.id),
    index('products_search_key_trgm_idx')
      .using('gin', sql`${t.searchKey} gin_trgm_ops`)
      .where(sql`${t.active} and ${t.complete}`),
    index('products_title_key_trgm_idx').using('gin', sql`${t.titleKey} gin_trgm_ops`),
    // The console's dish lists, newest change first, read by keyset.
    index('products_listed_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.blockedReason} is null`),
    index('products_taken_down_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.blockedReason} is not null`),
  ],
);

export const productDetails = pgTable('product_details', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  kitchenType: text('kitchen_type'),
  preparationMinutes: integer('preparation_minutes'),
  preparationDescription: text('preparation_description'),
  /** The ordered list with units (migration 0017 turned the old name-to-number maps into lists). */
  ingredients: jsonb('ingredients').$type<Ingredient[]>(),
  calories: integer('calories'),
  servingsNumber: integer('servings_number'),
  allergens: text('allergens').array(),
});

/** A dish's images, in the order they were added. */
export const productFiles = pgTable(
  'product_files',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] }), index('product_files_file_idx').on(t.fileId)],
);

export const paymentStatusEnum = pgEnum('payment_status', [
  'pending',
  'authorized',
  'captured',
  'released',
  'refunded',
]);
export const itemStatusEnum = pgEnum('order_item_status', ['placed', 'confirmed', 'delivered', 'cancelled']);

/**
 * An order (spec marketplace §3 "Order (basket)"). Prices and fees are the server's own figures,
 * computed when the order was placed (DESIGN §5) and kept, whatever happens to the dishes later.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sId: text('s_id').notNull(),
    /** Null while a guest's order is not linked to an account. */
    buyerUserId: uuid('buyer_user_id').references(() => users.id),
    payInCash: boolean('pay_in_cash').notNull(),
    cateringRequired: boolean('catering_required').notNull().default(false),
    selfDelivery: boolean('self_delivery').notNull().default(false),
    commentary: text('commentary'),
    serviceDate: timestamp('service_date', { withTimezone: true }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    governmentFeeCents: integer('government_fee_cents').notNull(),
    chefIncentiveCents: integer('chef_incentive_cents').notNull(),
    prepaymentCents: integer('prepayment_cents').notNull(),
    gatewayFeeCents: integer('gateway_fee_cents').notNull(),
    /** totalAmount: charged by card (DESIGN §5). */
    amountToPayCents: integer('amount_to_pay_cents').notNull(),
    payToChefCents: integer('pay_to_chef_cents').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    /** When cash changes hands (a cash order, a card order's remainder): the code the customer shows the chef at hand-over, which records the cash as received. */
    handoverCode: text('handover_code'),
    /** Wrong hand-over PINs entered since the code was issued; the hand-over locks at HANDOVER_MAX_WRONG_TRIES. */
    handoverWrongTries: integer('handover_wrong_tries').notNull().default(0),
    cashReceivedAt: timestamp('cash_received_at', { withTimezone: true }),
    /** A client's retry key (Idempotency-Key), scoped to who placed the order. */
    idempotencyKey: text('idempotency_key'),
    /** The guest browser's id (its signed cookie) that placed the order; null when signed in. */
    placedByBrowser: text('placed_by_browser'),
    /** The network address the order was placed from (its unpaid holds are counted per address). */
    placedFrom: text('placed_from'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // text_pattern_ops: an order number is a prefix of the sID (LIKE 'ABC%').
    uniqueIndex('orders_s_id_unique').on(t.sId.op('text_pattern_ops')),
    uniqueIndex('orders_idempotency_unique').on(t.idempotencyKey),
    index('orders_buyer_idx').on(t.buyerUserId, t.updatedAt),
    // The console's order list, newest first, read by keyset; and within one payment state.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    // Unpaid orders counted per taker when a new one is placed (domain/orders/hold-limits.ts).
    index('orders_unpaid_browser_idx')
      .on(t.placedByBrowser, t.createdAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    index('orders_unpaid_address_idx')
      .on(t.placedFrom, t.createdAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    index('orders_unpaid_buyer_idx')
      .on(t.buyerUserId, t.createdAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    // DESIGN §5: what is charged by card is the fees and the prepayment, nothing else.
    check(
      'orders_amount_to_pay_is_fees',
      sql`${t.amountToPayCents} = ${t.serviceFeeCents} + ${t.governmentFeeCents} + ${t.gatewayFeeCents} + ${t.prepaymentCents}`,
    ),
    check(
      'orders_amounts_not_negative',
      sql`${t.subtotalCents} >= 0 and ${t.prepaymentCents} >= 0 and ${t.gatewayFeeCents} >= 0 and ${t.payToChefCents} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The dish ordered; null on an event menu's line (`eventProposalId`). */
    productId: integer('product_id').references(() => products.id),
    /**
     * The accepted event proposal this line is: its menu at its price, one per order and
     * one order per proposal; null on a dish's line. Exactly one of productId and eventProposalId.
     */
    eventProposalId: integer('event_proposal_id').references((): AnyPgColumn => eventProposals.id),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    pricedByTime: boolean('priced_by_time').notNull(),
    volume: integer('volume').notNull(),
    baseServings: integer('base_servings'),
    status: itemStatusEnum('status').notNull().default('placed'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The chef cancelled (or declined) it: 'Reliable' counts these (migration 0031). */
    cancelledByChef: boolean('cancelled_by_chef').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_seller_idx').on(t.sellerUserId, t.orderId),
    index('order_items_status_idx').on(t.status, t.orderId),
    uniqueIndex('order_items_event_proposal_unique')
      .on(t.eventProposalId)
      .where(sql`${t.eventProposalId} IS NOT NULL`),
    check('order_items_dish_or_proposal', sql`(${t.productId} IS NULL) <> (${t.eventProposalId} IS NULL)`),
  ],
);

export const orderAddresses = pgTable('order_addresses', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  postalCode: text('postal_code').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  formattedAddress: text('formatted_address').notNull(),
  countryPhoneCode: text('country_phone_code').notNull(),
  placeType: integer('place_type').notNull().default(-1),
});

/** Card payments through a provider (sandbox or Stripe), one row per provider payment. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    lastError: text('last_error'),
    /** When the card was authorised: the hold is released 72 hours later if no chef confirmed. */
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    /** What the provider took when the hold was captured: the amount less what was released before. */
    capturedCents: integer('captured_cents'),
    /** The claim of the app server capturing or releasing the hold; past it, another may. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    // One open payment per order (being paid, authorised or captured); a superseded one is 'canceled'.
    uniqueIndex('payments_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('requires_payment', 'authorized', 'captured')`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The built-in sandbox's own record of a payment intent: what Stripe would keep on its side. */
export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  /** 'manual' (orders: captured when a chef confirms) or 'automatic' (asset purchases: at once). */
  captureMethod: text('capture_method').notNull().default('manual'),
  /** The caller's idempotency key: a second start with it answers the same intent, as Stripe does. */
  idempotencyKey: text('idempotency_key').unique('sandbox_intents_idempotency_unique'),
  /** The client secret, so the same intent can be handed out again (Stripe keeps it too). */
  clientSecret: text('client_secret'),
  /** When the card was authorised (the sandbox's clock): as Stripe, a hold lapses 7 days later. */
  authorizedAt: timestamp('authorized_at', { withTimezone: true }),
  capturedCents: integer('captured_cents'),
  cancellationReason: text('cancellation_reason'),
  createdAt: createdAt(),
});

/** Provider events already applied, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  createdAt: createdAt(),
});

/**
 * Refunds, written as "requested" in the same transaction as the cancellation and sent to the
 * provider afterwards with the row id as idempotency key, so a crash in between is finished at the
 * next start without refunding twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('requested'),
    providerRef: text('provider_ref'),
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Sending tries so far; a failed one is retried at `next_attempt_at` (null: at once). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The claim of the app server sending it; past it, another may (server/jobs/claims.ts). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('refunds_status_idx').on(t.status),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The sandbox's memory of refund keys, so a retried refund is not paid out twice (as Stripe does). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  intentId: text('intent_id').notNull(),
  refundId: text('refund_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/** A customer's rating of one delivered item, and the chef's one reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The dish rated; null for an event menu (its order item names the proposal). */
    productId: integer('product_id').references(() => products.id),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_item_unique').on(t.orderItemId),
    index('reviews_seller_idx').on(t.sellerUserId, t.createdAt),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
);

/**
 * The chef's share of a delivered item that the portal collected (the prepayment), payable one day
 * after drop-off (spec accounts §9). Rows are the schedule: the job only moves due ones to paid.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Withheld from this payment to settle complaint refunds of items already paid out (payout_deductions). */
    deductedCents: integer('deducted_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_item_unique').on(t.orderItemId),
    index('payouts_due_idx').on(t.status, t.dueAt),
    index('payouts_seller_idx').on(t.sellerUserId, t.dueAt),
    check(
      'payouts_amounts_in_range',
      sql`${t.amountCents} >= 0 and ${t.deductedCents} >= 0 and ${t.deductedCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * A signed-in user's conversation with the assistant (spec marketplace §3 "Chat message": id,
 * userId, title, message). Guests' conversations stay in their browser session only.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'user' for the question, 'assistant' for the answer. */
    author: text('author').notNull(),
    title: text('title'),
    message: text('message').notNull(),
    /** The answer's structured extras (links, chefs), as the API returned them. */
    extras: jsonb('extras').$type<Record<string, unknown>>(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A buyer's complaint about one delivered item, opened within 48 hours of
 * delivery; it holds the item's payout until an operator resolves it.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    /** open, resolved */
    status: text('status').notNull().default('open'),
    chefResponse: text('chef_response'),
    chefRespondedAt: timestamp('chef_responded_at', { withTimezone: true }),
    /** full, partial, none: the operator's decision. */
    outcome: text('outcome'),
    refundCents: integer('refund_cents'),
    resolutionReason: text('resolution_reason'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaints_item_unique').on(t.orderItemId),
    index('complaints_status_idx').on(t.status, t.createdAt),
    index('complaints_order_idx').on(t.orderId),
  ],
);

export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.complaintId, t.fileId] }),
    uniqueIndex('complaint_photos_file_unique').on(t.fileId),
  ],
);

/**
 * What a chef owes back after a complaint refund of an item already paid out: withheld from their
 * next payouts by the payout job until nothing remains.
 */
export const payoutDeductions = pgTable(
  'payout_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    remainingCents: integer('remaining_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_deductions_complaint_unique').on(t.complaintId),
    index('payout_deductions_seller_idx').on(t.sellerUserId, t.remainingCents),
    check(
      'payout_deductions_remaining_in_range',
      sql`${t.remainingCents} >= 0 and ${t.remainingCents} <= ${t.amountCents}`,
    ),
  ],
);

/** In-app notifications (the bell); the e-mail for each is queued beside it in the same transaction. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The asset ledger: every change of a user's asset balance is one row, and the balance is
 * the sum of the user's rows; nothing stores a balance. Each row names what caused it, and the unique
 * indexes make "credited once" a property of the database, not only of the code.
 */
export const assetEntries = pgTable(
  'asset_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** purchase, transfer-in, transfer-out, withdrawal, withdrawal-reversal */
    kind: text('kind').notNull(),
    purchaseId: uuid('purchase_id'),
    transferId: uuid('transfer_id'),
    withdrawalId: uuid('withdrawal_id'),
    /** The other account of an internal transfer. */
    counterpartyUserId: uuid('counterparty_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('asset_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('asset_entries_purchase_unique').on(t.purchaseId, t.kind),
    uniqueIndex('asset_entries_transfer_unique').on(t.transferId, t.kind),
    uniqueIndex('asset_entries_withdrawal_unique').on(t.withdrawalId, t.kind),
  ],
);

/** A transfer asked for and waiting for its e-mailed PIN; applied once, when confirmed. */
export const assetTransfers = pgTable(
  'asset_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** spec marketplace §3: 0 dogecoin, 1 telegram_nick, 2 store_name, 3 email. */
    addressType: integer('address_type').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    volume: integer('volume').notNull(),
    /** requested, then completed */
    status: text('status').notNull().default('requested'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('asset_transfers_sender_idx').on(t.senderUserId, t.status, t.createdAt)],
);

/** Assets leaving the portal (Dogecoin, Telegram): already debited, waiting for an operator. */
export const assetWithdrawals = pgTable(
  'asset_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => assetTransfers.id),
    addressType: integer('address_type').notNull(),
    destination: text('destination').notNull(),
    volume: integer('volume').notNull(),
    /** pending, processed or rejected (a rejection credits the volume back) */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('asset_withdrawals_transfer_unique').on(t.transferId),
    index('asset_withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);

/** A card purchase of assets; credited to the ledger once, when its payment succeeds. */
export const assetPurchases = pgTable(
  'asset_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    volume: integer('volume').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** requires_payment, then succeeded */
    status: text('status').notNull().default('requires_payment'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('asset_purchases_provider_ref_unique').on(t.provider, t.providerRef),
    index('asset_purchases_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The periodic jobs (server/jobs/job-runner.ts): when each is due, and which app server runs it now
 * and until when; a claim that outlives its holder expires, and another app server takes the job.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  runs: integer('runs').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * A chef's availability: weekly hours, days off, services per day, lead time, service
 * area. No row: the chef has set nothing and is open every day, at any time, without a limit.
 */
export const chefAvailability = pgTable(
  'chef_availability',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    weeklyHours: jsonb('weekly_hours').$type<Availability['weeklyHours']>().notNull(),
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    servicesPerDay: integer('services_per_day'),
    leadTimeHours: integer('lead_time_hours').notNull().default(2),
    serviceArea: jsonb('service_area')
      .$type<Availability['serviceArea']>()
      .notNull()
      .default({ cities: [], radiusKm: null }),
    /** Whether the chef cooks on Lithuania's public holidays (otherwise those days are off). */
    workHolidays: boolean('work_holidays').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'chef_availability_services_per_day',
      sql`${t.servicesPerDay} IS NULL OR ${t.servicesPerDay} BETWEEN 1 AND 20`,
    ),
    check('chef_availability_lead_time', sql`${t.leadTimeHours} BETWEEN 0 AND 168`),
  ],
);

/**
 * One chef's service of one order: held while a card order waits for payment (until
 * expiresAt), booked once paid or for cash, released when declined, cancelled or expired. A chef's
 * capacity counts the live rows (booked, or held and not expired) of a Vilnius day.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefUserId: uuid('chef_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The Vilnius date of the service, 'YYYY-MM-DD'. */
    serviceDay: text('service_day').notNull(),
    serviceAt: timestamp('service_at', { withTimezone: true }).notNull(),
    state: text('state').$type<'held' | 'booked' | 'released'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** How often a payment start renewed the hold (domain/orders/hold-limits.ts MAX_HOLD_RENEWALS). */
    renewals: smallint('renewals').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slot_bookings_order_chef_unique').on(t.orderId, t.chefUserId),
    index('slot_bookings_chef_day_idx')
      .on(t.chefUserId, t.serviceDay)
      .where(sql`${t.state} <> 'released'`),
    check('slot_bookings_state', sql`${t.state} IN ('held', 'booked', 'released')`),
    check('slot_bookings_hold_expires', sql`${t.state} <> 'held' OR ${t.expiresAt} IS NOT NULL`),
  ],
);

/**
 * A conversation between a customer and a chef: a question before ordering (orderId
 * null, one per customer and chef) or an order's (one per order and chef).
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chefUserId: uuid('chef_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The dish a question before ordering was asked from, if any. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** A thread about an event request, between its customer and a chef who proposed. */
    eventRequestId: integer('event_request_id').references((): AnyPgColumn => eventRequests.id, {
      onDelete: 'cascade',
    }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_question_unique')
      .on(t.customerUserId, t.chefUserId)
      .where(sql`${t.orderId} is null and ${t.eventRequestId} is null`),
    uniqueIndex('message_threads_order_unique')
      .on(t.orderId, t.chefUserId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('message_threads_request_unique')
      .on(t.eventRequestId, t.chefUserId)
      .where(sql`${t.eventRequestId} is not null`),
    check('message_threads_order_or_request', sql`${t.orderId} IS NULL OR ${t.eventRequestId} IS NULL`),
    index('message_threads_customer_idx').on(t.customerUserId, t.lastMessageAt),
    index('message_threads_chef_idx').on(t.chefUserId, t.lastMessageAt),
  ],
);

/**
 * One message as written, and as the other side reads it while contacts are hidden (masked once,
 * when written); ids grow, so they are the paging cursor.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull().default(''),
    /**
     * The body with its contact details masked, the kinds hidden, and the version of the rules that
     * masked it; null (messages written before) or an older version: masked again when read.
     */
    maskedBody: text('masked_body'),
    maskedKinds: text('masked_kinds').array().$type<MaskKind[]>(),
    maskVersion: smallint('mask_version'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Hidden by an operator after a report: neither side sees the text any more. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    index('messages_sender_idx').on(t.senderUserId, t.createdAt),
    uniqueIndex('messages_photo_unique').on(t.photoFileId),
    check('messages_body_length', sql`char_length(${t.body}) <= 2000`),
  ],
);

/** A participant's read marker and last mail time in a thread (the bell; the 15-minute mail batching). */
export const messageThreadReads = pgTable(
  'message_thread_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'message_thread_reads_pk', columns: [t.threadId, t.userId] })],
);

/** A participant's report of a message; the operator dismisses it or hides the message. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    /** open, resolved */
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    /** dismiss, hide: the operator's decision (also in audit_decisions). */
    resolution: text('resolution').$type<ReportAction>(),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_reports_unique').on(t.messageId, t.reporterUserId),
    index('message_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The test clock's offset from the real time, one row shared by every app server on the database
 * (features/test-clock/shared-clock.ts). Only a server started with a test clock (CLOCK_START,
 * TEST_CLOCK) writes or reads it: empty in a real deployment.
 */
export const testClock = pgTable(
  'test_clock',
  {
    id: integer('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('test_clock_one_row', sql`${t.id} = 1`)],
);

/**
 * Approved chefs per kitchen type, city (null: no address) and hourly rate in whole euros, rounded
 * up (the chef list's rate filter is in euros): the chef list's chips sum a few of these rows
 * instead of counting every chef. Kept by triggers on merchant_infos and addresses (migration
 * 0024), which remember in kitchenTypeCounted what each chef was counted as.
 */
export const kitchenTypeCounts = pgTable(
  'kitchen_type_counts',
  {
    kitchenType: text('kitchen_type').notNull(),
    city: text('city'),
    rateEuros: integer('rate_euros'),
    chefs: integer('chefs').notNull(),
  },
  (t) => [
    unique('kitchen_type_counts_key').on(t.kitchenType, t.city, t.rateEuros).nullsNotDistinct(),
    index('kitchen_type_counts_city_idx').on(t.city, t.rateEuros),
  ],
);

export const kitchenTypeCounted = pgTable('kitchen_type_counted', {
  userId: uuid('user_id').primaryKey(),
  kitchenTypes: text('kitchen_types').array().notNull(),
  cities: text('cities').array().notNull(),
  rateEuros: integer('rate_euros'),
});

/**
 * An event request (migration 0030): a customer's occasion for chefs to propose a menu and a price
 * for (domain/event-requests/). Open until a proposal is accepted, the customer cancels, it
 * expires (`expiresAt`: its service time or earlier) or an operator closes it.
 */
export const eventRequests = pgTable(
  'event_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceAt: timestamp('service_at', { withTimezone: true }).notNull(),
    city: text('city').notNull(),
    address: text('address'),
    guests: integer('guests').notNull(),
    budgetKind: text('budget_kind').$type<BudgetKind>().notNull(),
    /** Cents, per person or in total as budgetKind says. */
    budget: integer('budget').notNull(),
    cuisines: text('cuisines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietaryNeeds: text('dietary_needs'),
    occasion: text('occasion').$type<Occasion>().notNull(),
    note: text('note'),
    /** The customer's language when filing: the chefs' replies and notices about it are mailed in it. */
    language: text('language').notNull().default('en'),
    state: text('state').$type<EventRequestState>().notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedReason: text('closed_reason'),
    /** When the chefs who could take it were told; null until the announcing job has. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_requests_customer_idx').on(t.customerUserId, t.createdAt),
    index('event_requests_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'open'`),
    // A chef's open list, a page at a time in its order (migration 0035).
    index('event_requests_open_service_idx')
      .on(t.serviceAt, t.id)
      .where(sql`${t.state} = 'open'`),
    index('event_requests_unannounced_idx')
      .on(t.id)
      .where(sql`${t.announcedAt} IS NULL`),
    check('event_requests_guests', sql`${t.guests} BETWEEN 1 AND 100`),
    check('event_requests_budget', sql`${t.budget} > 0`),
    check('event_requests_budget_kind', sql`${t.budgetKind} IN ('perPerson', 'total')`),
    check('event_requests_state', sql`${t.state} IN ('open', 'accepted', 'cancelled', 'expired', 'closed')`),
  ],
);

/** A chef's answer to a request: its current revision (every revision is in eventProposalRevisions). */
export const eventProposals = pgTable(
  'event_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => eventRequests.id, { onDelete: 'cascade' }),
    chefUserId: uuid('chef_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<ProposalState>().notNull().default('sent'),
    revision: integer('revision').notNull().default(1),
    courses: jsonb('courses').$type<ProposalCourse[]>().notNull(),
    includes: text('includes').array().notNull(),
    /** Cents: the whole menu for all the guests. */
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_proposals_request_chef_unique').on(t.requestId, t.chefUserId),
    uniqueIndex('event_proposals_one_accepted')
      .on(t.requestId)
      .where(sql`${t.state} = 'accepted'`),
    index('event_proposals_chef_idx').on(t.chefUserId, t.updatedAt),
    check('event_proposals_price', sql`${t.price} > 0`),
    check('event_proposals_state', sql`${t.state} IN ('sent', 'withdrawn', 'accepted', 'not-chosen')`),
  ],
);

export const eventProposalRevisions = pgTable(
  'event_proposal_revisions',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => eventProposals.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    courses: jsonb('courses').$type<ProposalCourse[]>().notNull(),
    includes: text('includes').array().notNull(),
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'event_proposal_revisions_pk', columns: [t.proposalId, t.revision] })],
);

/** A chef who passed on a request: it leaves her list of open requests. */
export const eventRequestPasses = pgTable(
  'event_request_passes',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => eventRequests.id, { onDelete: 'cascade' }),
    chefUserId: uuid('chef_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'event_request_passes_pk', columns: [t.requestId, t.chefUserId] })],
);
