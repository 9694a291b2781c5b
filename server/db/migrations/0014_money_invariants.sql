ALTER TABLE "sandbox_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "client_secret" text;--> statement-breakpoint
-- Issue 17: before "one open payment per order" holds, the older of two unfinished starts is superseded.
UPDATE "payments" AS p SET "status" = 'canceled' WHERE p."status" = 'requires_payment' AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."order_id" = p."order_id" AND q."id" <> p."id" AND (q."status" IN ('authorized', 'captured') OR (q."status" = 'requires_payment' AND (q."created_at", q."id") > (p."created_at", p."id"))));--> statement-breakpoint
UPDATE "payments" AS p SET "status" = 'canceled' WHERE p."status" IN ('authorized', 'captured') AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."order_id" = p."order_id" AND q."status" IN ('authorized', 'captured') AND (q."created_at", q."id") < (p."created_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('requires_payment', 'authorized', 'captured');--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD CONSTRAINT "sandbox_intents_idempotency_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_to_pay_is_fees" CHECK ("orders"."amount_to_pay_cents" = "orders"."service_fee_cents" + "orders"."government_fee_cents" + "orders"."gateway_fee_cents" + "orders"."prepayment_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."prepayment_cents" >= 0 and "orders"."gateway_fee_cents" >= 0 and "orders"."pay_to_chef_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "payout_deductions" ADD CONSTRAINT "payout_deductions_remaining_in_range" CHECK ("payout_deductions"."remaining_cents" >= 0 and "payout_deductions"."remaining_cents" <= "payout_deductions"."amount_cents");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amounts_in_range" CHECK ("payouts"."amount_cents" >= 0 and "payouts"."deducted_cents" >= 0 and "payouts"."deducted_cents" <= "payouts"."amount_cents");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0);--> statement-breakpoint
-- Issue 17: the money rules the database itself holds (docs/decisions.md, "Money invariants").
-- Refunds of a payment never add up to more than it; only an authorised or captured payment is refunded.
CREATE FUNCTION "refunds_within_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  paid_status text;
  already bigint;
BEGIN
  SELECT "amount_cents", "status" INTO paid, paid_status FROM "payments" WHERE "id" = NEW."payment_id" FOR UPDATE;
  IF paid_status IS NULL OR paid_status NOT IN ('authorized', 'captured') THEN
    RAISE EXCEPTION 'refund of payment % in status %', NEW."payment_id", paid_status USING ERRCODE = 'check_violation';
  END IF;
  SELECT coalesce(sum("amount_cents"), 0) INTO already FROM "refunds" WHERE "payment_id" = NEW."payment_id" AND "id" <> NEW."id";
  IF already + NEW."amount_cents" > paid THEN
    RAISE EXCEPTION 'refunds of payment % would reach % of % cents', NEW."payment_id", already + NEW."amount_cents", paid USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "refunds_within_payment" BEFORE INSERT OR UPDATE OF "amount_cents", "payment_id" ON "refunds" FOR EACH ROW EXECUTE FUNCTION "refunds_within_payment"();--> statement-breakpoint
-- An open payment (being paid, authorised, captured) is for the order's whole amount to pay.
CREATE FUNCTION "payments_for_whole_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  to_pay integer;
BEGIN
  IF NEW."status" IN ('requires_payment', 'authorized', 'captured') THEN
    SELECT "amount_to_pay_cents" INTO to_pay FROM "orders" WHERE "id" = NEW."order_id";
    IF to_pay IS DISTINCT FROM NEW."amount_cents" THEN
      RAISE EXCEPTION 'payment of % cents for order % whose amount to pay is %', NEW."amount_cents", NEW."order_id", to_pay USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_for_whole_order" BEFORE INSERT OR UPDATE ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_for_whole_order"();--> statement-breakpoint
-- Once a payment is open the order's amount is frozen; it is paid only by a payment of that amount.
CREATE FUNCTION "orders_paid_in_full"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."amount_to_pay_cents" <> OLD."amount_to_pay_cents" AND EXISTS (
    SELECT 1 FROM "payments" WHERE "order_id" = NEW."id" AND "status" IN ('requires_payment', 'authorized', 'captured')
  ) THEN
    RAISE EXCEPTION 'order % has an open payment; its amount is frozen', NEW."id" USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."payment_status" IN ('authorized', 'captured') AND NEW."payment_status" IS DISTINCT FROM OLD."payment_status" AND NOT EXISTS (
    SELECT 1 FROM "payments" WHERE "order_id" = NEW."id" AND "status" IN ('authorized', 'captured') AND "amount_cents" = NEW."amount_to_pay_cents"
  ) THEN
    RAISE EXCEPTION 'order % is not paid in full', NEW."id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_paid_in_full" BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_paid_in_full"();--> statement-breakpoint
-- Items are frozen with the amount: none is added to, or repriced in, an order with an open payment.
CREATE FUNCTION "order_items_frozen_once_paying"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "payments" WHERE "order_id" = NEW."order_id" AND "status" IN ('requires_payment', 'authorized', 'captured')
  ) THEN
    RAISE EXCEPTION 'order % has an open payment; its items are frozen', NEW."order_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_frozen_once_paying" BEFORE INSERT OR UPDATE OF "order_id", "unit_price_cents", "volume", "priced_by_time" ON "order_items" FOR EACH ROW EXECUTE FUNCTION "order_items_frozen_once_paying"();
