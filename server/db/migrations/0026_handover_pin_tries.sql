-- Wrong hand-over PINs entered for an order: at HANDOVER_MAX_WRONG_TRIES (domain/orders/handover-pin.ts)
-- the order's hand-over locks until its customer issues a new PIN, which sets the count back to 0.
-- Counted in the order's row, under its lock, so every app server sees one count.
ALTER TABLE "orders" ADD COLUMN "handover_wrong_tries" integer DEFAULT 0 NOT NULL;
