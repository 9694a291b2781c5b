import pg from 'pg';
import { KITCHEN_TYPES } from '../../domain/chefs/kitchen-types.ts';
import { openPostgres } from '../../server/db/client.ts';

/**
 * Seeds a PostgreSQL database with `chefs` approved chefs (half Vilnius, half Kaunas, across the
 * kitchen types) and ten dishes each, in a handful of set-based statements.
 * Usage: node --import tsx scripts/bench/seed-catalog.ts [chefs] (BENCH_DATABASE_URL names the server).
 */

export async function seedCatalog(url: string, chefs: number, dishesPerChef = 10): Promise<void> {
  const database = await openPostgres(url, 2); // applies the migrations
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `TRUNCATE users, merchant_infos, addresses, products, product_details, orders CASCADE`,
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
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chefs = Number(process.argv[2] ?? 10_000);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  const started = Date.now();
  await seedCatalog(url, chefs);
  console.log(
    `seeded ${chefs} chefs and ${chefs * 10} dishes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
