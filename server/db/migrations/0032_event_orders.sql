-- Issue 31: an accepted event proposal becomes an order like any other. Its one line is the
-- proposal's menu at the proposal's price (docs/spec-deviations.md "Event requests"): an order item
-- is either a dish (product_id) or an accepted proposal (event_proposal_id), never both or neither.
ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "event_proposal_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_event_proposal_id_event_proposals_id_fk" FOREIGN KEY ("event_proposal_id") REFERENCES "public"."event_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_dish_or_proposal" CHECK (("order_items"."product_id" IS NULL) <> ("order_items"."event_proposal_id" IS NULL));--> statement-breakpoint
-- One order per proposal: two acceptances racing past every lock still make one order.
CREATE UNIQUE INDEX "order_items_event_proposal_unique" ON "order_items" USING btree ("event_proposal_id") WHERE "order_items"."event_proposal_id" IS NOT NULL;--> statement-breakpoint
-- A review rates an order item; an event menu's has no dish.
ALTER TABLE "reviews" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
-- The price is frozen once accepted: an accepted proposal's terms never change again.
CREATE FUNCTION "event_proposals_frozen_once_accepted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."state" = 'accepted' AND (
    NEW."state" IS DISTINCT FROM OLD."state"
    OR NEW."revision" IS DISTINCT FROM OLD."revision"
    OR NEW."price" IS DISTINCT FROM OLD."price"
    OR NEW."courses" IS DISTINCT FROM OLD."courses"
    OR NEW."includes" IS DISTINCT FROM OLD."includes"
    OR NEW."duration_minutes" IS DISTINCT FROM OLD."duration_minutes"
  ) THEN
    RAISE EXCEPTION 'proposal % is accepted; its terms are frozen', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_proposals_frozen_once_accepted" BEFORE UPDATE ON "event_proposals" FOR EACH ROW EXECUTE FUNCTION "event_proposals_frozen_once_accepted"();--> statement-breakpoint
-- An event menu's line is the accepted proposal as it stands: its chef, one menu, its price.
CREATE FUNCTION "order_items_are_the_proposal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  proposal record;
BEGIN
  IF NEW."event_proposal_id" IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT "state", "price", "chef_user_id" INTO proposal FROM "event_proposals" WHERE "id" = NEW."event_proposal_id";
  IF proposal."state" IS DISTINCT FROM 'accepted'
    OR NEW."unit_price_cents" <> proposal."price"
    OR NEW."volume" <> 1
    OR NOT NEW."priced_by_time"
    OR NEW."seller_user_id" <> proposal."chef_user_id" THEN
    RAISE EXCEPTION 'order item for proposal % is not that accepted proposal', NEW."event_proposal_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_are_the_proposal" BEFORE INSERT OR UPDATE OF "event_proposal_id", "unit_price_cents", "volume", "priced_by_time", "seller_user_id" ON "order_items" FOR EACH ROW EXECUTE FUNCTION "order_items_are_the_proposal"();
