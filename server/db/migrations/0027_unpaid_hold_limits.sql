-- Nobody can hoard a chef's time: each unpaid order is counted against who placed it (the guest
-- browser's id from its signed cookie, the account, the network address), and a hold is renewed by
-- a payment start once at most (domain/orders/hold-limits.ts).
ALTER TABLE "orders" ADD COLUMN "placed_by_browser" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD COLUMN "renewals" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A new order counts its taker's unpaid orders of the last day: only unpaid ones are indexed.
CREATE INDEX "orders_unpaid_browser_idx" ON "orders" USING btree ("placed_by_browser", "created_at") WHERE "payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_unpaid_address_idx" ON "orders" USING btree ("placed_from", "created_at") WHERE "payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_unpaid_buyer_idx" ON "orders" USING btree ("buyer_user_id", "created_at") WHERE "payment_status" = 'pending';
