import pg from 'pg';
import { KITCHEN_TYPES } from '../../domain/chefs/kitchen-types.ts';
import { openPostgres } from '../../server/db/client.ts';

/**
 * Seeds a PostgreSQL database with `chefs` approved chefs (half Vilnius, half Kaunas, across the
 * kitchen types), ten dishes each, and as many orders as dishes (one item and an address each,
 * from 1,000 customers), in a handful of set-based statements.
 * Usage: node --import tsx scripts/bench/seed-catalog.ts [chefs] (BENCH_DATABASE_URL names the server).
 */

const BUYERS = 1000;

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

export async function seedCatalog(url: string, chefs: number, dishesPerChef = 10): Promise<void> {
  const database = await openPostgres(url, 2); // applies the migrations
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `TRUNCATE users, merchant_infos, addresses, products, product_details, orders RESTART IDENTITY CASCADE`,
    );
    await client.query(
      `INSERT INTO users (id, email, role, verified, first_name, last_name, nickname, language)
       SELECT md5('chef' || g)::uuid, 'chef' || g || '@bench.lt', 'CUSTOMER', true,
              'Vardas' || g, 'Pavardė' || g, 'chef-' || g, 'lt'
       FROM generate_series(1, $1) AS g`,
      [chefs],
    );
    await client.query(
      `INSERT INTO addresses (user_id, city, country, country_phone_code)
       SELECT md5('chef' || g)::uuid, CASE WHEN g % 2 = 0 THEN 'Vilnius' ELSE 'Kaunas' END, 'LT', '370'
       FROM generate_series(1, $1) AS g`,
      [chefs],
    );
    await client.query(
      `INSERT INTO merchant_infos (user_id, hour_rate_cents, kitchen_types, about, valid, application_status, submitted_at, decided_at)
       SELECT md5('chef' || g)::uuid, 1000 + (g * 37) % 9000,
              ARRAY[($2::text[])[1 + g % 14], ($2::text[])[1 + (g * 7) % 14]],
              'Home cooking from chef ' || g, g % 20 <> 0, CASE WHEN g % 20 <> 0 THEN 'approved' ELSE 'submitted' END::application_status,
              now() - interval '3 days', now() - (g || ' minutes')::interval
       FROM generate_series(1, $1) AS g`,
      [chefs, KITCHEN_TYPES],
    );
    await client.query(
      `INSERT INTO products (user_id, title, description, price_cents, active)
       SELECT md5('chef' || c)::uuid, 'Patiekalas ' || c || '-' || d || CASE WHEN d = 1 THEN ' kūgelis' ELSE '' END,
              'A dish cooked at home, number ' || d, 500 + (c * d) % 3000, d % 10 <> 0
       FROM generate_series(1, $1) AS c, generate_series(1, $2) AS d`,
      [chefs, dishesPerChef],
    );
    await client.query(
      `INSERT INTO product_details (product_id, kitchen_type, preparation_minutes, preparation_description, calories, servings_number, allergens)
       SELECT id, 'georgian', 30 + id % 120, 'Cooked fresh', 400 + id % 500, 1 + id % 6, ARRAY['gluten']
       FROM products`,
    );
    // A listed dish has a photo (domain/dishes/completeness.ts): one file record per
    // dish, so every dish is complete and public as on the real marketplace.
    await client.query(
      `INSERT INTO files (user_id, stored_name, original_name, content_type, size_bytes)
       SELECT user_id, 'dish-' || id || '.jpg', 'dish.jpg', 'image/jpeg', 48000 FROM products`,
    );
    await client.query(
      `INSERT INTO product_files (product_id, file_id)
       SELECT p.id, f.id FROM products p JOIN files f ON f.stored_name = 'dish-' || p.id || '.jpg'`,
    );
    await client.query(`UPDATE products SET complete = true`);
    // Every even chef has set their week (the odd ones, whose dish the order benchmark
    // books, stay unconfigured as most chefs are), so the chef page and the slot offer read it.
    await client.query(
      `INSERT INTO chef_availability (user_id, weekly_hours, services_per_day, lead_time_hours)
       SELECT md5('chef' || g)::uuid, $2::jsonb, 4, 3
       FROM generate_series(2, $1, 2) AS g`,
      [chefs, JSON.stringify(BENCH_WEEK)],
    );
    await seedOrders(client, chefs * dishesPerChef);
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

async function seedOrders(client: pg.Client, count: number) {
  await client.query(
    `INSERT INTO users (id, email, role, verified, first_name, language)
     SELECT md5('buyer' || g)::uuid, 'buyer' || g || '@bench.lt', 'CUSTOMER', true, 'Pirkėjas' || g, 'lt'
     FROM generate_series(1, $1) AS g`,
    [BUYERS],
  );
  // The fees of DESIGN §5's cash example (one dish at 30 EUR): the figures only need to be plausible.
  await client.query(
    `INSERT INTO orders (s_id, buyer_user_id, pay_in_cash, service_date, subtotal_cents, service_fee_cents,
                         government_fee_cents, chef_incentive_cents, prepayment_cents, gateway_fee_cents,
                         amount_to_pay_cents, pay_to_chef_cents, created_at, updated_at)
     SELECT upper(substr(md5('order' || g), 1, 8)) || '-' || md5('sid' || g), md5('buyer' || (1 + g % $2))::uuid, true,
            now() + interval '7 days', 3000, 1000, 210, 0, 0, 36, 1246, 3000,
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     FROM generate_series(1, $1) AS g`,
    [count, BUYERS],
  );
  await client.query(
    `INSERT INTO order_items (order_id, product_id, seller_user_id, title, description, unit_price_cents, priced_by_time, volume)
     SELECT o.id, p.id, p.user_id, p.title, p.description, p.price_cents, false, 1
     FROM orders o JOIN products p ON p.id = 1 + (o.id * 7919) % $1`,
    [count],
  );
  await client.query(
    `INSERT INTO order_addresses (order_id, title, postal_code, state, city, phone, formatted_address, country_phone_code)
     SELECT id, 'Namai', 'LT-01100', 'Vilniaus', 'Vilnius', '+37061234567', 'Gedimino pr. 1', '370' FROM orders`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chefs = Number(process.argv[2] ?? 10_000);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  const started = Date.now();
  await seedCatalog(url, chefs);
  console.log(
    `seeded ${chefs} chefs, ${chefs * 10} dishes and ${chefs * 10} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
