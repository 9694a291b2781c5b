CREATE TABLE "product_details" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"kitchen_type" text,
	"preparation_minutes" integer,
	"preparation_description" text,
	"ingredients" jsonb,
	"calories" integer,
	"servings_number" integer,
	"allergens" text[]
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"product_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_files_product_id_file_id_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"title_key" text GENERATED ALWAYS AS (translate(lower("products"."title"), 'ąčęėįšųūžáàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿñçćłńśźżğşĄČĘĖĮŠŲŪŽÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÑÇĆŁŃŚŹŻĞŞ', 'aceeisuuzaaaaaaaeeeeeiiiiiooooooouuuuuyyncclnszzgsaceeisuuzaaaaaaaeeeeeiiiiiooooooouuuuuyyncclnszzgs')) STORED,
	"price_cents" integer,
	"measure_unit" text DEFAULT 'item' NOT NULL,
	"size" text,
	"video_url" text,
	"currency_id" integer DEFAULT 6 NOT NULL,
	"parcel_requires" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"blocked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "merchant_infos_valid_idx";--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_files_file_idx" ON "product_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "products_user_active_idx" ON "products" USING btree ("user_id","active","id");--> statement-breakpoint
CREATE INDEX "addresses_city_idx" ON "addresses" USING btree ("city");--> statement-breakpoint
CREATE INDEX "merchant_infos_kitchen_idx" ON "merchant_infos" USING gin ("kitchen_types");--> statement-breakpoint
CREATE INDEX "merchant_infos_valid_idx" ON "merchant_infos" USING btree ("valid","decided_at");