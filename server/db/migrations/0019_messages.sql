-- Issue 20 §2: conversations between a customer and a chef. A thread is either a question before
-- ordering (one per customer and chef, order_id null) or an order's (one per order and chef: an
-- order may hold several chefs' dishes). Messages keep what was written; masking is on reading.
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"chef_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"order_id" integer REFERENCES "orders"("id") ON DELETE cascade,
	"product_id" integer REFERENCES "products"("id") ON DELETE set null,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_question_unique" ON "message_threads" ("customer_user_id","chef_user_id") WHERE "order_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_order_unique" ON "message_threads" ("order_id","chef_user_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "message_threads_customer_idx" ON "message_threads" ("customer_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_chef_idx" ON "message_threads" ("chef_user_id","last_message_at");--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"thread_id" uuid NOT NULL REFERENCES "message_threads"("id") ON DELETE cascade,
	"sender_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"body" text DEFAULT '' NOT NULL,
	"photo_file_id" uuid REFERENCES "files"("id") ON DELETE set null,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length" CHECK (char_length("body") <= 2000)
);
--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" ("thread_id","id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" ("sender_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_photo_unique" ON "messages" ("photo_file_id");--> statement-breakpoint
-- Per participant: how far they have read (the bell's unread count) and when they were last mailed
-- (at most one mail per thread in 15 minutes, decided in the database, so it holds across app servers).
CREATE TABLE "message_thread_reads" (
	"thread_id" uuid NOT NULL REFERENCES "message_threads"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "message_thread_reads_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" integer NOT NULL REFERENCES "messages"("id") ON DELETE cascade,
	"reporter_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" uuid REFERENCES "users"("id"),
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_unique" ON "message_reports" ("message_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "message_reports_status_idx" ON "message_reports" ("status","created_at");
