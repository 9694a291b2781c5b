-- A deleted account keeps its row as the name-less party of the orders and money records the law
-- keeps (domain/privacy/retention.ts); the time of deletion marks it so no sign-in ever finds it again.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
