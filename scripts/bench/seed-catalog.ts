import { sql, type SQL } from 'drizzle-orm';
import { KITCHEN_TYPES } from '../../domain/chefs/kitchen-types.ts';
import { openPostgres, type DbOrTx } from '../../server/db/client.ts';

/**
 * Seeds a PostgreSQL database with `chefs` chefs (95% approved; half Vilnius, half Kaunas, across
 * the kitchen types) and, in proportion to them: ten dishes each (with details and a photo), as
 * many customers as chefs (at least 1,000), as many orders as dishes (one item and an address each;
 * the older ones delivered, a third of those rated), every second chef's week and the slots their
 * orders booked, and two questions before ordering per chef with five messages each. At 100,000
 * chefs that is a million dishes, orders, messages and slot-free order addresses.
 *
 * Every table is filled by one set-based statement (generate_series), never row by row, with the
 * secondary indexes dropped while the rows go in and built again afterwards, so 100,000 chefs take
 * minutes, not hours. Ids are computed in bigint: a million orders times a prime overflows int4.
 * Usage: node --import tsx scripts/bench/seed-catalog.ts [chefs] (BENCH_DATABASE_URL names the server).
 */

const DISHES_PER_CHEF = 10;
const MIN_BUYERS = 1000;

/** A cooking week: lunch and dinner on weekdays, all day at the weekend. */
const lunchAndDinner = [
  { start: '11:00', end: '14:00' },
  { start: '17:00', end: '21:00' },
];
const BENCH_WEEK = {
  '1': lunchAndDinner,
  '2': lunchAndDinner,
  '3': lunchAndDinner,
  '4': lunchAndDinner,
  '5': lunchAndDinner,
  '6': [{ start: '10:00', end: '22:00' }],
  '7': [{ start: '10:00', end: '22:00' }],
};

/**
 * Dish names, Lithuanian title and English description side by side. A chef's ten dishes take ten
 * different names (13 is prime to 20), so a name such as 'kūgelis' is on half the chefs' menus: a
 * search that finds many. 'truffle' is in one dish of one chef in 97: a search that finds few.
 */
const DISHES: readonly [string, string][] = [
  ['Cepelinai', 'Potato dumplings with meat'],
  ['Kūgelis', 'Potato pudding with bacon'],
  ['Šaltibarščiai', 'Cold beet soup'],
  ['Balandėliai', 'Cabbage rolls'],
  ['Vėdarai', 'Potato sausages'],
  ['Kibinai', 'Karaim pastries'],
  ['Šakotis', 'Tree cake'],
  ['Bulviniai blynai', 'Potato pancakes'],
  ['Žemaičių blynai', 'Stuffed potato pancakes'],
  ['Koldūnai', 'Small dumplings in broth'],
  ['Chačapuri', 'Georgian cheese bread'],
  ['Chinkaliai', 'Georgian dumplings'],
  ['Picos', 'Wood-fired pizza'],
  ['Tinginys', 'Chocolate biscuit log'],
  ['Skruzdėlynas', 'Honey pastry mound'],
  ['Kepta duona', 'Fried rye bread with garlic'],
  ['Silkė pataluose', 'Herring under a fur coat'],
  ['Troškinys', 'Slow-cooked stew'],
  ['Kotletai', 'Minced meat patties'],
  ['Varškėčiai', 'Curd cheese pancakes'],
];

/** The searches the bench runs, one per language, and what they find. */
export const BENCH_SEARCHES = { lt: 'kūgelio', en: 'truffle' } as const;

/** Tables the seed fills, emptied first (CASCADE reaches everything that refers to them). */
export const SEEDED_TABLES = [
  'users',
  'merchant_infos',
  'addresses',
  'files',
  'products',
  'product_details',
  'product_files',
  'orders',
  'order_items',
  'order_addresses',
  'slot_bookings',
  'reviews',
  'chef_availability',
  'message_threads',
  'messages',
  'sessions',
  'event_requests',
  'event_proposals',
  'event_proposal_revisions',
  'event_request_passes',
  'chef_signal_marks',
];

export interface SeedCounts {
  chefs: number;
  dishes: number;
  orders: number;
  reviews: number;
  messages: number;
  seconds: number;
}

export interface SeedOptions {
  /** Customers (default: as many as chefs, at least 1,000). */
  buyers?: number;
  /** Each step's rows and time, as it finishes. */
  log?: (line: string) => void;
}

/** `seedRows` on the database at `url` (migrated first), in one transaction, then VACUUM and ANALYZE. */
export async function seedCatalog(
  url: string,
  chefs: number,
  options: SeedOptions = {},
): Promise<SeedCounts> {
  const started = Date.now();
  const database = await openPostgres(url, 2); // applies the migrations
  try {
    await database.db.transaction((tx) => seedRows(tx, chefs, options));
    const at = Date.now();
    // As a database that has lived with its rows: every row's visibility settled, the planner's
    // counts taken, all of it written out. Straight after a load, the first read of each page
    // writes it again (hint bits) and autovacuum goes through the new tables while calls are
    // measured.
    await database.db.execute(sql`VACUUM (ANALYZE)`);
    await database.db.execute(sql`CHECKPOINT`);
    options.log?.(`  vacuum, analyze and checkpoint: ${((Date.now() - at) / 1000).toFixed(1)} s`);
    const count = async (table: string) =>
      Number(
        (
          (await database.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`))) as unknown as Rows<{
            n: string;
          }>
        ).rows[0]!.n,
      );
    return {
      chefs,
      dishes: chefs * DISHES_PER_CHEF,
      orders: chefs * DISHES_PER_CHEF,
      reviews: await count('reviews'),
      messages: await count('messages'),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}

type Rows<T> = { rows: T[]; rowCount?: number | null; affectedRows?: number };

/**
 * Empties the seed's tables and fills them for `chefs` chefs, inside the caller's transaction (the
 * bench's, or a test's on its own database). ANALYZE is the caller's, after the commit.
 */
export async function seedRows(tx: DbOrTx, chefs: number, { buyers, log }: SeedOptions = {}) {
  const dishes = chefs * DISHES_PER_CHEF;
  const customers = buyers ?? Math.max(MIN_BUYERS, chefs);
  const types = KITCHEN_TYPES.length;
  const run = async (query: SQL) => (await tx.execute(query)) as unknown as Rows<Record<string, unknown>>;
  const step = async (what: string, query: SQL) => {
    const at = Date.now();
    const result = await run(query);
    log?.(
      `  ${what}: ${result.rowCount ?? result.affectedRows ?? 0} rows, ${((Date.now() - at) / 1000).toFixed(1)} s`,
    );
  };
  await run(sql`SET LOCAL synchronous_commit = off`);
  await run(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  await run(sql`SET LOCAL work_mem = '64MB'`);
  // Foreign keys are checked row by row by triggers; the seed's rows refer to each other by
  // construction, so a role that may (a superuser, as the bench's usually is) skips the checks.
  await tx
    .transaction((replica) => replica.execute(sql`SET LOCAL session_replication_role = replica`))
    .catch(() => {});
  await run(sql.raw(`TRUNCATE ${SEEDED_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
  // Secondary indexes cost more kept up row by row than built once: dropped here, made again at
  // the end from their own definitions (primary keys and unique constraints stay).
  const { rows: indexes } = (await run(
    sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
        WHERE i.schemaname = 'public' AND i.tablename = ANY(${sql.param(SEEDED_TABLES)}::text[])
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  )) as unknown as Rows<{ name: string; definition: string }>;
  for (const index of indexes) await run(sql`DROP INDEX ${sql.identifier(index.name)}`);
  // Triggers that keep summaries (the kitchen-type counts) are rebuilt once at the end instead.
  await run(sql`ALTER TABLE merchant_infos DISABLE TRIGGER USER`);
  await run(sql`ALTER TABLE addresses DISABLE TRIGGER USER`);
  // ...and the chefs' ratings and signals (migrations 0031, 0039): ratings rebuilt once, every
  // chef marked once at the end, as every new chef is, for the server to work out.
  for (const table of ['reviews', 'slot_bookings', 'chef_availability', 'order_items', 'messages'])
    await run(sql`ALTER TABLE ${sql.identifier(table)} DISABLE TRIGGER USER`);

  await step(
    'chefs',
    sql`INSERT INTO users (id, email, role, verified, first_name, last_name, nickname, language)
        SELECT md5('chef' || g)::uuid, 'chef' || g || '@bench.lt', 'CUSTOMER', true,
               'Vardas' || g, 'Pavardė' || g, 'chef-' || g, 'lt'
        FROM generate_series(1, ${chefs}::int) AS g`,
  );
  await step(
    'customers',
    sql`INSERT INTO users (id, email, role, verified, first_name, language)
        SELECT md5('buyer' || g)::uuid, 'buyer' || g || '@bench.lt', 'CUSTOMER', true, 'Pirkėjas' || g, 'lt'
        FROM generate_series(1, ${customers}::int) AS g`,
  );
  await step(
    'chef addresses',
    sql`INSERT INTO addresses (user_id, city, country, country_phone_code)
        SELECT md5('chef' || g)::uuid, CASE WHEN g % 2 = 0 THEN 'Vilnius' ELSE 'Kaunas' END, 'LT', '370'
        FROM generate_series(1, ${chefs}::int) AS g`,
  );
  const kitchenTypes = sql`${sql.param(KITCHEN_TYPES)}::text[]`;
  await step(
    'chef profiles',
    sql`INSERT INTO merchant_infos (user_id, hour_rate_cents, kitchen_types, about, valid, application_status, submitted_at, decided_at)
        SELECT md5('chef' || g)::uuid, 1000 + (g * 37) % 9000,
               ARRAY[(${kitchenTypes})[1 + g % ${types}::int], (${kitchenTypes})[1 + (g * 7 + 1) % ${types}::int]],
               'Home cooking from chef ' || g, g % 20 <> 0, CASE WHEN g % 20 <> 0 THEN 'approved' ELSE 'submitted' END::application_status,
               now() - interval '3 days', CASE WHEN g % 20 <> 0 THEN now() - g * interval '1 minute' END
        FROM generate_series(1, ${chefs}::int) AS g`,
  );
  // Dish n (1-based) is chef 1 + (n-1)/10's dish 1 + (n-1)%10, so ids follow from the numbers.
  const titles = sql`${sql.param(DISHES.map(([lt]) => lt))}::text[]`;
  const descriptions = sql`${sql.param(DISHES.map(([, en]) => en))}::text[]`;
  await step(
    'dishes',
    sql`INSERT INTO products (id, user_id, title, description, price_cents, active, complete, created_at, updated_at)
        OVERRIDING SYSTEM VALUE
        SELECT n, md5('chef' || c)::uuid,
               (${titles})[1 + (c * 7 + d * 13) % 20] || ' ' || c || '-' || d,
               (${descriptions})[1 + (c * 7 + d * 13) % 20] || CASE WHEN c % 97 = 0 AND d = 3 THEN ', with truffle' ELSE '' END
                 || ', cooked at home, number ' || d,
               500 + (c * d) % 3000, d % 10 <> 0, true,
               now() - (n % 100000) * interval '1 minute', now() - (n % 100000) * interval '1 minute'
        FROM generate_series(1, ${dishes}::bigint) AS n,
             LATERAL (SELECT 1 + (n - 1) / ${DISHES_PER_CHEF}::int AS c, 1 + (n - 1) % ${DISHES_PER_CHEF}::int AS d) AS k`,
  );
  await run(sql`SELECT setval(pg_get_serial_sequence('products', 'id'), ${dishes}::bigint)`);
  await step(
    'dish details',
    sql`INSERT INTO product_details (product_id, kitchen_type, preparation_minutes, preparation_description, calories, servings_number, allergens)
        SELECT n, (${kitchenTypes})[1 + n % ${types}::int], 30 + n % 120, 'Cooked fresh', 400 + n % 500, 1 + n % 6, ARRAY['gluten']
        FROM generate_series(1, ${dishes}::bigint) AS n`,
  );
  // A listed dish has a photo (domain/dishes/completeness.ts): one file record per dish.
  await step(
    'dish photos',
    sql`INSERT INTO files (id, user_id, stored_name, original_name, content_type, size_bytes)
        SELECT md5('photo' || n)::uuid, md5('chef' || (1 + (n - 1) / ${DISHES_PER_CHEF}::int))::uuid, 'dish-' || n || '.jpg', 'dish.jpg', 'image/jpeg', 48000
        FROM generate_series(1, ${dishes}::bigint) AS n`,
  );
  await step(
    'dish photo links',
    sql`INSERT INTO product_files (product_id, file_id) SELECT n, md5('photo' || n)::uuid FROM generate_series(1, ${dishes}::bigint) AS n`,
  );
  // Every even chef has set their week (the odd ones, whose dish the order benchmark books, stay
  // unconfigured as most chefs are), so the chef page and the slot offer read it.
  await step(
    'chef weeks',
    sql`INSERT INTO chef_availability (user_id, weekly_hours, services_per_day, lead_time_hours)
        SELECT md5('chef' || g)::uuid, ${JSON.stringify(BENCH_WEEK)}::jsonb, 4, 3 FROM generate_series(2, ${chefs}::int, 2) AS g`,
  );
  await seedOrders(step, dishes, customers);
  await seedConversations(step, chefs, customers);
  await seedEventRequests(step, chefs, customers);

  for (const index of indexes) {
    const at = Date.now();
    await run(sql.raw(index.definition));
    log?.(`  index ${index.name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
  }
  await run(sql`ALTER TABLE merchant_infos ENABLE TRIGGER USER`);
  await run(sql`ALTER TABLE addresses ENABLE TRIGGER USER`);
  for (const table of ['reviews', 'slot_bookings', 'chef_availability', 'order_items', 'messages'])
    await run(sql`ALTER TABLE ${sql.identifier(table)} ENABLE TRIGGER USER`);
  await step('kitchen-type counts', sql`SELECT rebuild_kitchen_type_counts()`);
  await step('chef ratings', sql`SELECT rebuild_chef_ratings()`);
  await step(
    'chef signal marks',
    sql`INSERT INTO chef_signal_marks (signal, chef_user_id)
        SELECT s.signal, m.user_id FROM merchant_infos m CROSS JOIN (VALUES ('next-available'), ('trust')) AS s(signal)`,
  );
}

type Step = (what: string, query: SQL) => Promise<unknown>;

/**
 * As many orders as dishes, one item each (the fees of DESIGN §5's cash example: the figures only
 * need to be plausible), created over the past two years: those whose service is past are
 * delivered and their fees paid, a third of those rated; the rest wait for their service. The
 * orders of chefs with a week set booked their slot.
 */
async function seedOrders(step: Step, count: number, buyers: number) {
  await step(
    'orders',
    sql`INSERT INTO orders (id, s_id, buyer_user_id, pay_in_cash, service_date, subtotal_cents, service_fee_cents,
                            government_fee_cents, chef_incentive_cents, prepayment_cents, gateway_fee_cents,
                            amount_to_pay_cents, pay_to_chef_cents, payment_status, created_at, updated_at)
        OVERRIDING SYSTEM VALUE
        SELECT g, upper(substr(md5('order' || g), 1, 8)) || '-' || md5('sid' || g), md5('buyer' || (1 + g % ${buyers}::int))::uuid, true,
               at + interval '3 days', 3000, 1000, 210, 0, 0, 36, 1246, 3000,
               CASE WHEN at + interval '3 days' < now() THEN 'captured' ELSE 'pending' END::payment_status, at, at
        FROM generate_series(1, ${count}::bigint) AS g,
             LATERAL (SELECT now() - g * interval '63 seconds' AS at) AS t`,
  );
  await step('order ids', sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), ${count}::bigint)`);
  // bigint: 1,000,000 x 7919 is past int4.
  await step(
    'order items',
    sql`INSERT INTO order_items (order_id, product_id, seller_user_id, title, description, unit_price_cents, priced_by_time, volume,
                                 status, delivered_at)
        SELECT o.id, p.id, p.user_id, p.title, p.description, p.price_cents, false, 1,
               CASE WHEN o.service_date < now() THEN 'delivered' ELSE 'placed' END::order_item_status,
               CASE WHEN o.service_date < now() THEN o.service_date END
        FROM orders o JOIN products p ON p.id = 1 + (o.id::bigint * 7919) % ${count}::bigint`,
  );
  await step(
    'order addresses',
    sql`INSERT INTO order_addresses (order_id, title, postal_code, state, city, phone, formatted_address, country_phone_code)
        SELECT id, 'Namai', 'LT-01100', 'Vilniaus', 'Vilnius', '+37061234567', 'Gedimino pr. 1', '370' FROM orders`,
  );
  await step(
    'booked slots',
    sql`INSERT INTO slot_bookings (chef_user_id, order_id, service_day, service_at, state)
        SELECT i.seller_user_id, o.id, to_char(o.service_date AT TIME ZONE 'Europe/Vilnius', 'YYYY-MM-DD'), o.service_date, 'booked'
        FROM orders o JOIN order_items i ON i.order_id = o.id JOIN chef_availability c ON c.user_id = i.seller_user_id`,
  );
  await step(
    'reviews',
    sql`INSERT INTO reviews (order_item_id, product_id, seller_user_id, buyer_user_id, rating, comment, created_at)
        SELECT i.id, i.product_id, i.seller_user_id, o.buyer_user_id, 3 + i.id % 3, 'Skanu, ačiū!', i.delivered_at + interval '1 day'
        FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.status = 'delivered' AND i.id % 3 = 0`,
  );
}

/** Two questions before ordering per chef, from two different customers, five messages each. */
async function seedConversations(step: Step, chefs: number, buyers: number) {
  await step(
    'conversations',
    sql`INSERT INTO message_threads (id, customer_user_id, chef_user_id, last_message_at, created_at)
        SELECT md5('thread' || c || '-' || j)::uuid, md5('buyer' || (1 + (c * 2 + j) % ${buyers}::int))::uuid, md5('chef' || c)::uuid,
               now() - c * interval '1 minute', now() - c * interval '1 minute' - interval '1 hour'
        FROM generate_series(1, ${chefs}::int) AS c, generate_series(0, 1) AS j`,
  );
  await step(
    'messages',
    sql`INSERT INTO messages (thread_id, sender_user_id, body, created_at)
        SELECT t.id, CASE WHEN k % 2 = 1 THEN t.customer_user_id ELSE t.chef_user_id END,
               'Ar galite be riešutų? Klausimas ' || k, t.created_at + k * interval '1 minute'
        FROM message_threads t, generate_series(1, 5) AS k`,
  );
}

/** Requests filed per chef, and proposals per request. */
const REQUESTS_PER_CHEF = 0.2;
const PROPOSALS_PER_REQUEST = 3;

/**
 * Event requests: one for every five chefs, in Vilnius or Kaunas at 18:00 on one of the
 * next four weeks, a third open to any cuisine and the rest asking for one; nine in ten open, the
 * others accepted, cancelled or expired. Each has three proposals from chefs of its city, each
 * with its first revision.
 */
async function seedEventRequests(step: Step, chefs: number, buyers: number) {
  const requests = Math.max(1, Math.round(chefs * REQUESTS_PER_CHEF));
  const kitchenTypes = sql`${sql.param(KITCHEN_TYPES)}::text[]`;
  const half = Math.floor(chefs / 2);
  await step(
    'event requests',
    sql`INSERT INTO event_requests (id, customer_user_id, service_at, city, address, guests, budget_kind, budget, cuisines,
                                    allergens, occasion, note, language, state, expires_at, announced_at, created_at, updated_at)
        OVERRIDING SYSTEM VALUE
        SELECT r, md5('buyer' || (1 + r % ${buyers}::int))::uuid, at, CASE WHEN r % 2 = 0 THEN 'Vilnius' ELSE 'Kaunas' END,
               'Gedimino pr. 1', 4 + r % 20, 'perPerson', 4000,
               CASE WHEN r % 3 = 0 THEN '{}'::text[] ELSE ARRAY[(${kitchenTypes})[1 + r % ${KITCHEN_TYPES.length}::int]] END,
               ARRAY['nuts'], 'birthday', 'Močiutei sueina 80.', 'lt',
               CASE r % 10 WHEN 1 THEN 'accepted' WHEN 3 THEN 'cancelled' WHEN 5 THEN 'expired' ELSE 'open' END,
               at, now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'
        FROM generate_series(1, ${requests}::int) AS r,
             LATERAL (SELECT (date_trunc('day', now() AT TIME ZONE 'Europe/Vilnius') + (2 + r % 28) * interval '1 day'
                              + interval '18 hours') AT TIME ZONE 'Europe/Vilnius' AS at) AS t`,
  );
  await step(
    'event request ids',
    sql`SELECT setval(pg_get_serial_sequence('event_requests', 'id'), ${requests}::int)`,
  );
  // Chef 2k cooks in Vilnius and 2k - 1 in Kaunas: a request's proposers are of its city.
  await step(
    'event proposals',
    sql`INSERT INTO event_proposals (request_id, chef_user_id, state, revision, courses, includes, price, duration_minutes)
        SELECT r.id, md5('chef' || (2 * ((r.id * 37 + j * 11) % ${half}::int) + CASE WHEN r.id % 2 = 0 THEN 2 ELSE 1 END))::uuid,
               CASE WHEN r.state = 'accepted' THEN CASE WHEN j = 0 THEN 'accepted' ELSE 'not-chosen' END ELSE 'sent' END,
               1, '[{"title":"Šaltibarščiai","allergens":["milk","eggs"]},{"title":"Cepelinai","allergens":["milk"]}]'::jsonb,
               ARRAY['shopping', 'cooking', 'serving'], 30000 + (r.id * 13 + j * 7) % 30000, 240
        FROM event_requests r, generate_series(0, ${PROPOSALS_PER_REQUEST - 1}::int) AS j`,
  );
  await step(
    'event proposal revisions',
    sql`INSERT INTO event_proposal_revisions (proposal_id, revision, courses, includes, price, duration_minutes, created_at)
        SELECT id, revision, courses, includes, price, duration_minutes, created_at FROM event_proposals`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chefs = Number(process.argv[2] ?? 10_000);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  const counts = await seedCatalog(url, chefs, { log: (line) => console.log(line) });
  console.log(
    `seeded ${counts.chefs} chefs, ${counts.dishes} dishes, ${counts.orders} orders, ${counts.reviews} reviews and ` +
      `${counts.messages} messages in ${counts.seconds.toFixed(1)} s`,
  );
}
