ALTER TABLE "products" ALTER COLUMN "active" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing dishes: complete when priced (a price or a preparation time), allergens declared and one
-- photo (domain/dishes/completeness.ts at the time of this migration; the server keeps it from now on).
UPDATE "products" AS p SET "complete" = (
	(coalesce(p."price_cents", 0) > 0 OR coalesce(d."preparation_minutes", 0) > 0)
	AND coalesce(cardinality(d."allergens"), 0) > 0
	AND EXISTS (SELECT 1 FROM "product_files" f WHERE f."product_id" = p."id")
) FROM "product_details" AS d WHERE d."product_id" = p."id";
