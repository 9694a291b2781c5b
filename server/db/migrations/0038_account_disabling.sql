-- An administrator disables an account (docs/security.md, V7.4.2): from then on no sign-in finds it
-- and its sessions are gone, until an administrator enables it again. The reason and who decided
-- are kept on the row for the console; the audit trail keeps every decision.
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_by" uuid REFERENCES "users"("id");--> statement-breakpoint
-- A chef's open store closes with the account (no listing, no orders); enabling opens it again.
ALTER TABLE "users" ADD COLUMN "disabled_closed_store" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_disabled_with_reason" CHECK (("disabled_at" IS NULL) = ("disabled_reason" IS NULL));
