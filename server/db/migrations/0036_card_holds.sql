-- Card holds (docs/decisions.md, "Card holds with a real provider"): when a hold was authorised (released
-- after 72 hours unconfirmed), what its capture took, and a claim while one app server settles it.
ALTER TABLE "payments" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "authorized_at" = "updated_at" WHERE "status" IN ('authorized', 'captured');--> statement-breakpoint
UPDATE "payments" SET "captured_cents" = "amount_cents" WHERE "status" = 'captured';--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
UPDATE "sandbox_intents" SET "authorized_at" = "created_at" WHERE "status" = 'requires_capture';--> statement-breakpoint
UPDATE "sandbox_intents" SET "captured_cents" = "amount_cents" WHERE "status" = 'succeeded';
