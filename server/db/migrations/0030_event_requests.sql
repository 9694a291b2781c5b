-- Event requests: a customer describes an occasion and chefs who can take it propose a menu and a
-- price (domain/event-requests/). A proposal's every revision is kept so the customer sees what
-- changed; at most one proposal of a request is ever accepted (a partial unique index).
CREATE TABLE "event_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_user_id" uuid NOT NULL,
	"service_at" timestamp with time zone NOT NULL,
	"city" text NOT NULL,
	"address" text,
	"guests" integer NOT NULL,
	"budget_kind" text NOT NULL,
	"budget" integer NOT NULL,
	"cuisines" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"dietary_needs" text,
	"occasion" text NOT NULL,
	"note" text,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_requests_guests" CHECK ("event_requests"."guests" BETWEEN 1 AND 100),
	CONSTRAINT "event_requests_budget" CHECK ("event_requests"."budget" > 0),
	CONSTRAINT "event_requests_budget_kind" CHECK ("event_requests"."budget_kind" IN ('perPerson', 'total')),
	CONSTRAINT "event_requests_state" CHECK ("event_requests"."state" IN ('open', 'accepted', 'cancelled', 'expired', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "event_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"chef_user_id" uuid NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"courses" jsonb NOT NULL,
	"includes" text[] NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_proposals_price" CHECK ("event_proposals"."price" > 0),
	CONSTRAINT "event_proposals_state" CHECK ("event_proposals"."state" IN ('sent', 'withdrawn', 'accepted', 'not-chosen'))
);
--> statement-breakpoint
CREATE TABLE "event_proposal_revisions" (
	"proposal_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"courses" jsonb NOT NULL,
	"includes" text[] NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_proposal_revisions_pk" PRIMARY KEY("proposal_id","revision")
);
--> statement-breakpoint
CREATE TABLE "event_request_passes" (
	"request_id" integer NOT NULL,
	"chef_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_request_passes_pk" PRIMARY KEY("request_id","chef_user_id")
);
--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposals" ADD CONSTRAINT "event_proposals_request_id_event_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposals" ADD CONSTRAINT "event_proposals_chef_user_id_users_id_fk" FOREIGN KEY ("chef_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposal_revisions" ADD CONSTRAINT "event_proposal_revisions_proposal_id_event_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."event_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_request_passes" ADD CONSTRAINT "event_request_passes_request_id_event_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_request_passes" ADD CONSTRAINT "event_request_passes_chef_user_id_users_id_fk" FOREIGN KEY ("chef_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_requests_customer_idx" ON "event_requests" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "event_requests_open_idx" ON "event_requests" USING btree ("expires_at") WHERE "event_requests"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "event_proposals_request_chef_unique" ON "event_proposals" USING btree ("request_id","chef_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_proposals_one_accepted" ON "event_proposals" USING btree ("request_id") WHERE "event_proposals"."state" = 'accepted';--> statement-breakpoint
CREATE INDEX "event_proposals_chef_idx" ON "event_proposals" USING btree ("chef_user_id","updated_at");
