CREATE TABLE "store_employees" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"display_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"province" text,
	"postal_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_store_store_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_store_employee_id" text;--> statement-breakpoint
ALTER TABLE "store_employees" ADD CONSTRAINT "store_employees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_employees_store_idx" ON "store_employees" USING btree ("store_id","display_name");--> statement-breakpoint
CREATE INDEX "stores_brand_country_idx" ON "stores" USING btree ("brand","country_code","name") WHERE "stores"."active";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_in_store_store_id_stores_id_fk" FOREIGN KEY ("in_store_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_in_store_employee_id_store_employees_id_fk" FOREIGN KEY ("in_store_employee_id") REFERENCES "public"."store_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_in_store_check" CHECK (("orders"."in_store_store_id" is null) = ("orders"."in_store_employee_id" is null));