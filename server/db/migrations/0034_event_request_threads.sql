-- Issue 31 §4: the customer asks any chef who proposed in a thread of its own per request and chef,
-- apart from their questions before ordering and their orders' threads. A thread is about an order,
-- a request, or neither, never both.
ALTER TABLE "message_threads" ADD COLUMN "event_request_id" integer;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_order_or_request" CHECK ("message_threads"."order_id" IS NULL OR "message_threads"."event_request_id" IS NULL);--> statement-breakpoint
DROP INDEX "message_threads_question_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_question_unique" ON "message_threads" USING btree ("customer_user_id","chef_user_id") WHERE "message_threads"."order_id" is null and "message_threads"."event_request_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_request_unique" ON "message_threads" USING btree ("event_request_id","chef_user_id") WHERE "message_threads"."event_request_id" is not null;
