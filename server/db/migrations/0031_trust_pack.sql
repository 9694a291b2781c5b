-- The trust signals on every chef card (domain/chefs/trust-badges.ts), kept on the chef's row as
-- they change so the chef list reads them, sorts and filters by them through indexes, never by
-- counting reviews or working out availability per read.
--
-- Ratings: count, sum and the average to one decimal, kept by a trigger on reviews.
ALTER TABLE "merchant_infos" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "rating_average" numeric(2, 1);--> statement-breakpoint
-- The next Vilnius date with an open time (null: none within the horizon). The rules are the
-- domain's (domain/availability/slots.ts), so the server writes it; triggers only mark the chef
-- stale when their settings or bookings change, and the server works out the stale ones again.
ALTER TABLE "merchant_infos" ADD COLUMN "next_available_date" date;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "next_available_stale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "next_available_at" timestamp with time zone;--> statement-breakpoint
-- The computed badges (domain/chefs/trust-badges.ts RELIABLE_RULE, QUICK_TO_ANSWER_RULE): since
-- when the chef holds each (null: not now), written by the nightly job and on each event that
-- changes them, with the figures they were judged on for the chef page and the console.
ALTER TABLE "merchant_infos" ADD COLUMN "reliable_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "quick_to_answer_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "trust_figures" jsonb;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "trust_figures_at" timestamp with time zone;--> statement-breakpoint
-- The chef list's other orders, read by keyset: best rated first, soonest available first.
CREATE INDEX "merchant_infos_rating_idx" ON "merchant_infos" USING btree ("rating_average" DESC NULLS LAST, "user_id") WHERE "valid";--> statement-breakpoint
CREATE INDEX "merchant_infos_next_available_idx" ON "merchant_infos" USING btree ("next_available_date" ASC NULLS LAST, "user_id") WHERE "valid";--> statement-breakpoint
CREATE INDEX "merchant_infos_next_available_stale_idx" ON "merchant_infos" USING btree ("user_id") WHERE "next_available_stale";--> statement-breakpoint
CREATE FUNCTION chef_rating_recount(p_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE merchant_infos m SET rating_count = r.n, rating_sum = r.s,
		rating_average = CASE WHEN r.n > 0 THEN round(r.s::numeric / r.n, 1) END
	FROM (SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS s FROM reviews WHERE seller_user_id = p_user) r
	WHERE m.user_id = p_user;
END $$;--> statement-breakpoint
CREATE FUNCTION chef_rating_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM chef_rating_recount(OLD.seller_user_id);
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.seller_user_id IS DISTINCT FROM OLD.seller_user_id) THEN
		PERFORM chef_rating_recount(NEW.seller_user_id);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_chef_rating" AFTER INSERT OR DELETE OR UPDATE OF "rating", "seller_user_id" ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION chef_rating_follow();--> statement-breakpoint
-- Every chef's ratings again from the reviews (this migration, and bulk loads without triggers).
CREATE FUNCTION rebuild_chef_ratings() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE merchant_infos m SET rating_count = coalesce(r.n, 0), rating_sum = coalesce(r.s, 0),
		rating_average = CASE WHEN r.n > 0 THEN round(r.s::numeric / r.n, 1) END
	FROM merchant_infos m2 LEFT JOIN (
		SELECT seller_user_id, count(*)::int AS n, sum(rating)::int AS s FROM reviews GROUP BY seller_user_id
	) r ON r.seller_user_id = m2.user_id
	WHERE m.user_id = m2.user_id;
END $$;--> statement-breakpoint
SELECT rebuild_chef_ratings();--> statement-breakpoint
-- A change of a chef's settings or bookings makes their next date stale (once: no write when it is).
CREATE FUNCTION next_available_mark(p_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE merchant_infos SET next_available_stale = true WHERE user_id = p_user AND NOT next_available_stale;
END $$;--> statement-breakpoint
CREATE FUNCTION next_available_follow_settings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM next_available_mark(OLD.user_id); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM next_available_mark(NEW.user_id); END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chef_availability_next_available" AFTER INSERT OR UPDATE OR DELETE ON "chef_availability"
	FOR EACH ROW EXECUTE FUNCTION next_available_follow_settings();--> statement-breakpoint
CREATE FUNCTION next_available_follow_slots() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM next_available_mark(OLD.chef_user_id); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM next_available_mark(NEW.chef_user_id); END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "slot_bookings_next_available" AFTER INSERT OR UPDATE OR DELETE ON "slot_bookings"
	FOR EACH ROW EXECUTE FUNCTION next_available_follow_slots();
--> statement-breakpoint
-- Who cancelled: 'Reliable' counts the chef's own cancellations only.
ALTER TABLE "order_items" ADD COLUMN "cancelled_by_chef" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A chef's computed badges are judged again after any order or message event of theirs: the
-- events mark the chef, the trust job judges the marked ones (and every chef nightly).
ALTER TABLE "merchant_infos" ADD COLUMN "trust_stale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "merchant_infos_trust_stale_idx" ON "merchant_infos" USING btree ("user_id") WHERE "trust_stale";--> statement-breakpoint
CREATE FUNCTION trust_mark(p_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE merchant_infos SET trust_stale = true WHERE user_id = p_user AND NOT trust_stale;
END $$;--> statement-breakpoint
CREATE FUNCTION trust_follow_items() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM trust_mark(NEW.seller_user_id);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_trust" AFTER INSERT OR UPDATE OF "status" ON "order_items"
	FOR EACH ROW EXECUTE FUNCTION trust_follow_items();--> statement-breakpoint
CREATE FUNCTION trust_follow_messages() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM trust_mark((SELECT chef_user_id FROM message_threads WHERE id = NEW.thread_id));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_trust" AFTER INSERT ON "messages"
	FOR EACH ROW EXECUTE FUNCTION trust_follow_messages();--> statement-breakpoint
-- The operator's check of the chef's VMVT food-business number (who, when, which number they found
-- in the register): the public "VMVT registered" badge shows only while the chef's number is that one.
ALTER TABLE "merchant_infos" ADD COLUMN "food_business_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "food_business_checked_by" uuid;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "food_business_checked_number" text;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD CONSTRAINT "merchant_infos_food_business_checked_by_users_id_fk" FOREIGN KEY ("food_business_checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
