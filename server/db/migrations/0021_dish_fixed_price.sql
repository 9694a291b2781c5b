ALTER TABLE "products" ADD COLUMN "fixed_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing dishes keep their price (by time where they have a preparation time and their chef an
-- hourly rate, else the stored price). Completeness now names the details as a part of its own
-- (domain/dishes/completeness.ts): a dish without a saved preparation time is not complete.
UPDATE "products" AS p SET "complete" = false WHERE p."complete" AND NOT EXISTS (
	SELECT 1 FROM "product_details" AS d WHERE d."product_id" = p."id" AND coalesce(d."preparation_minutes", 0) > 0
);
