-- Issue 31: chefs who can take a new event request hear of it once (a bell notice each, one mail per
-- batch). announced_at is when that was done; requests filed before this were never announced and
-- are not now.
ALTER TABLE "event_requests" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "event_requests" SET "announced_at" = "created_at";--> statement-breakpoint
CREATE INDEX "event_requests_unannounced_idx" ON "event_requests" USING btree ("id") WHERE "event_requests"."announced_at" IS NULL;
