-- The operator's record that they looked at a chef's certificates (who, when, which files): the
-- public "Certificates checked" badge shows only with it (domain/chefs/trust-badges.ts). Nobody has
-- checked the existing chefs' certificates, so every chef starts without it.
ALTER TABLE "merchant_infos" ADD COLUMN "certificates_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "certificates_checked_by" uuid;--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD COLUMN "certificates_checked_file_ids" uuid[];--> statement-breakpoint
ALTER TABLE "merchant_infos" ADD CONSTRAINT "merchant_infos_certificates_checked_by_users_id_fk" FOREIGN KEY ("certificates_checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
