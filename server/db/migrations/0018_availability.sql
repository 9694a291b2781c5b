-- Issue 20: a chef's availability (one row per chef; none = open every day, any time, no limit) and
-- the services held or booked per chef and Vilnius day. A card order holds its slot until paid or
-- until expires_at; a cash order, and a paid card order, is booked; a declined, cancelled or
-- expired one is released. Checkout locks the chef's availability row (SELECT ... FOR UPDATE) and
-- counts the live rows of the day, so two customers cannot take one chef's last service of a day.
CREATE TABLE "chef_availability" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services_per_day" integer,
	"lead_time_hours" integer DEFAULT 2 NOT NULL,
	"service_area" jsonb DEFAULT '{"cities":[],"radiusKm":null}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_availability_services_per_day" CHECK ("chef_availability"."services_per_day" IS NULL OR "chef_availability"."services_per_day" BETWEEN 1 AND 20),
	CONSTRAINT "chef_availability_lead_time" CHECK ("chef_availability"."lead_time_hours" BETWEEN 0 AND 168)
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_user_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"service_day" text NOT NULL,
	"service_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_bookings_state" CHECK ("slot_bookings"."state" IN ('held', 'booked', 'released')),
	CONSTRAINT "slot_bookings_hold_expires" CHECK ("slot_bookings"."state" <> 'held' OR "slot_bookings"."expires_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "chef_availability" ADD CONSTRAINT "chef_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_chef_user_id_users_id_fk" FOREIGN KEY ("chef_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_order_chef_unique" ON "slot_bookings" USING btree ("order_id","chef_user_id");--> statement-breakpoint
CREATE INDEX "slot_bookings_chef_day_idx" ON "slot_bookings" USING btree ("chef_user_id","service_day") WHERE "slot_bookings"."state" <> 'released';