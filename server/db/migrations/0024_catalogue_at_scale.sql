-- A catalogue ten times larger: every read the marketplace answers often finds its rows through an
-- index, never by reading a whole table (server/db/hot-queries.explain.test.ts holds it).
--
-- Search: substring matches (LIKE '%stem%') on folded text, answered by trigram indexes (pg_trgm,
-- which PGlite loads as an extension too). The folded texts are stored columns, so the query and
-- the index name the same expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_key" text GENERATED ALWAYS AS (translate(lower(coalesce("users"."first_name", '') || ' ' || coalesce("users"."last_name", '') || ' ' || coalesce("users"."nickname", '')), 'ąčęėįšųūžáàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿñçćłńśźżğşĄČĘĖĮŠŲŪŽÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÑÇĆŁŃŚŹŻĞŞ', 'aceeisuuzaaaaaaaeeeeeiiiiiooooooouuuuuyyncclnszzgsaceeisuuzaaaaaaaeeeeeiiiiiooooooouuuuuyyncclnszzgs')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (translate(lower("products"."title" || ' ' || "products"."description"), 'ąčęėįšųūžáàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿñçćłńśźżğşĄČĘĖĮŠŲŪŽÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÑÇĆŁŃŚŹŻĞŞ', 'aceeisuuzaaaaaaaeeeeeiiiiiooooooouuuuuyyncclnszzgsaceeisuuzaaaaaaaeeeeeiiiiiooooooouuuuuyyncclnszzgs')) STORED;--> statement-breakpoint
CREATE INDEX "users_search_key_trgm_idx" ON "users" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops) WHERE "active" AND "complete";--> statement-breakpoint
-- The console's searches: dishes by title, orders by the customer's or the chef's e-mail or store name.
CREATE INDEX "products_title_key_trgm_idx" ON "products" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_nickname_trgm_idx" ON "users" USING gin ("nickname" gin_trgm_ops);--> statement-breakpoint
-- An order number is a prefix of the sID: the unique index answers prefix matches too.
DROP INDEX "orders_s_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_s_id_unique" ON "orders" USING btree ("s_id" text_pattern_ops);--> statement-breakpoint
-- Lists in their own order, read page by page from where the last one ended (keyset pagination).
DROP INDEX "merchant_infos_valid_idx";--> statement-breakpoint
CREATE INDEX "merchant_infos_listing_idx" ON "merchant_infos" USING btree ("decided_at" DESC, "user_id") WHERE "valid";--> statement-breakpoint
-- The console's queue of applications (and its count), and its flagged chefs.
CREATE INDEX "merchant_infos_application_idx" ON "merchant_infos" USING btree ("application_status", "submitted_at", "user_id");--> statement-breakpoint
CREATE INDEX "merchant_infos_flagged_idx" ON "merchant_infos" USING btree ("flagged_at") WHERE "flagged_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "order_items_status_idx" ON "order_items" USING btree ("status", "order_id");--> statement-breakpoint
CREATE INDEX "products_listed_idx" ON "products" USING btree ("updated_at" DESC, "id" DESC) WHERE "blocked_reason" IS NULL;--> statement-breakpoint
CREATE INDEX "products_taken_down_idx" ON "products" USING btree ("updated_at" DESC, "id" DESC) WHERE "blocked_reason" IS NOT NULL;--> statement-breakpoint
-- The chef list's chips count approved chefs per kitchen type within a city and an hourly rate.
-- Counting them per request reads every chef; these counts are kept by the database instead, per
-- kitchen type, city and rate in whole euros (the filter's unit), so a chip's number is a sum over
-- a few rows. kitchen_type_counted remembers what each chef was counted as, so any change (an
-- approval, new kitchen types, a rate, a move) takes back exactly what was added before.
CREATE TABLE "kitchen_type_counts" (
	"kitchen_type" text NOT NULL,
	"city" text,
	"rate_euros" integer,
	"chefs" integer NOT NULL,
	CONSTRAINT "kitchen_type_counts_key" UNIQUE NULLS NOT DISTINCT ("kitchen_type", "city", "rate_euros")
);--> statement-breakpoint
CREATE INDEX "kitchen_type_counts_city_idx" ON "kitchen_type_counts" USING btree ("city", "rate_euros");--> statement-breakpoint
CREATE TABLE "kitchen_type_counted" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kitchen_types" text[] NOT NULL,
	"cities" text[] NOT NULL,
	"rate_euros" integer
);--> statement-breakpoint
CREATE FUNCTION kitchen_type_counts_add(p_types text[], p_cities text[], p_rate integer, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO kitchen_type_counts AS k (kitchen_type, city, rate_euros, chefs)
	SELECT t, c, p_rate, p_sign * count(*) FROM unnest(p_types) AS t, unnest(p_cities) AS c GROUP BY t, c
	ON CONFLICT (kitchen_type, city, rate_euros) DO UPDATE SET chefs = k.chefs + EXCLUDED.chefs;
	DELETE FROM kitchen_type_counts WHERE chefs = 0;
END $$;--> statement-breakpoint
-- One chef counted again from their rows as they are now: an approved chef counts once per kitchen
-- type and address city (no address: a null city), as the chef list's own join does.
CREATE FUNCTION kitchen_type_recount(p_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	counted kitchen_type_counted%ROWTYPE;
	chef_valid boolean;
	chef_types text[];
	chef_rate_cents integer;
	chef_cities text[];
	rate integer;
BEGIN
	-- One change of a chef at a time: their profile row is the lock.
	SELECT valid, kitchen_types, hour_rate_cents INTO chef_valid, chef_types, chef_rate_cents
	FROM merchant_infos WHERE user_id = p_user FOR UPDATE;
	SELECT * INTO counted FROM kitchen_type_counted WHERE user_id = p_user;
	IF counted.user_id IS NOT NULL THEN
		PERFORM kitchen_type_counts_add(counted.kitchen_types, counted.cities, counted.rate_euros, -1);
		DELETE FROM kitchen_type_counted WHERE user_id = p_user;
	END IF;
	IF chef_valid THEN
		SELECT coalesce(array_agg(city), ARRAY[NULL]::text[]) INTO chef_cities FROM addresses WHERE user_id = p_user;
		rate := ceil(chef_rate_cents / 100.0)::integer;
		INSERT INTO kitchen_type_counted (user_id, kitchen_types, cities, rate_euros)
		VALUES (p_user, chef_types, chef_cities, rate);
		PERFORM kitchen_type_counts_add(chef_types, chef_cities, rate, 1);
	END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION kitchen_type_counts_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM kitchen_type_recount(OLD.user_id);
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
		PERFORM kitchen_type_recount(NEW.user_id);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchant_infos_kitchen_type_counts" AFTER INSERT OR DELETE ON "merchant_infos"
	FOR EACH ROW EXECUTE FUNCTION kitchen_type_counts_follow();--> statement-breakpoint
CREATE TRIGGER "merchant_infos_kitchen_type_counts_change" AFTER UPDATE ON "merchant_infos"
	FOR EACH ROW WHEN (OLD.valid IS DISTINCT FROM NEW.valid OR OLD.kitchen_types IS DISTINCT FROM NEW.kitchen_types
		OR OLD.hour_rate_cents IS DISTINCT FROM NEW.hour_rate_cents OR OLD.user_id IS DISTINCT FROM NEW.user_id)
	EXECUTE FUNCTION kitchen_type_counts_follow();--> statement-breakpoint
CREATE TRIGGER "addresses_kitchen_type_counts" AFTER INSERT OR DELETE ON "addresses"
	FOR EACH ROW EXECUTE FUNCTION kitchen_type_counts_follow();--> statement-breakpoint
CREATE TRIGGER "addresses_kitchen_type_counts_change" AFTER UPDATE ON "addresses"
	FOR EACH ROW WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.user_id IS DISTINCT FROM NEW.user_id)
	EXECUTE FUNCTION kitchen_type_counts_follow();--> statement-breakpoint
-- Every count again from the rows (this migration, and bulk loads that ran with the triggers off).
CREATE FUNCTION rebuild_kitchen_type_counts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM kitchen_type_counts;
	DELETE FROM kitchen_type_counted;
	INSERT INTO kitchen_type_counted (user_id, kitchen_types, cities, rate_euros)
	SELECT m.user_id, m.kitchen_types,
		coalesce((SELECT array_agg(a.city) FROM addresses a WHERE a.user_id = m.user_id), ARRAY[NULL]::text[]),
		ceil(m.hour_rate_cents / 100.0)::integer
	FROM merchant_infos m WHERE m.valid;
	INSERT INTO kitchen_type_counts (kitchen_type, city, rate_euros, chefs)
	SELECT t, c, k.rate_euros, count(*) FROM kitchen_type_counted k, unnest(k.kitchen_types) AS t, unnest(k.cities) AS c
	GROUP BY t, c, k.rate_euros;
END $$;--> statement-breakpoint
SELECT rebuild_kitchen_type_counts();
