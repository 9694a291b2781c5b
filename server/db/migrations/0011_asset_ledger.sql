CREATE TABLE "asset_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"purchase_id" uuid,
	"transfer_id" uuid,
	"withdrawal_id" uuid,
	"counterparty_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"volume" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text DEFAULT 'requires_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "asset_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"address_type" integer NOT NULL,
	"recipient_address" text NOT NULL,
	"recipient_user_id" uuid,
	"volume" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "asset_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"address_type" integer NOT NULL,
	"destination" text NOT NULL,
	"volume" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "capture_method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_entries" ADD CONSTRAINT "asset_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_entries" ADD CONSTRAINT "asset_entries_counterparty_user_id_users_id_fk" FOREIGN KEY ("counterparty_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_purchases" ADD CONSTRAINT "asset_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_transfers" ADD CONSTRAINT "asset_transfers_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_transfers" ADD CONSTRAINT "asset_transfers_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_withdrawals" ADD CONSTRAINT "asset_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_withdrawals" ADD CONSTRAINT "asset_withdrawals_transfer_id_asset_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."asset_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_withdrawals" ADD CONSTRAINT "asset_withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_entries_user_idx" ON "asset_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_entries_purchase_unique" ON "asset_entries" USING btree ("purchase_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_entries_transfer_unique" ON "asset_entries" USING btree ("transfer_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_entries_withdrawal_unique" ON "asset_entries" USING btree ("withdrawal_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_purchases_provider_ref_unique" ON "asset_purchases" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "asset_purchases_user_idx" ON "asset_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_transfers_sender_idx" ON "asset_transfers" USING btree ("sender_user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_withdrawals_transfer_unique" ON "asset_withdrawals" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "asset_withdrawals_status_idx" ON "asset_withdrawals" USING btree ("status","created_at");