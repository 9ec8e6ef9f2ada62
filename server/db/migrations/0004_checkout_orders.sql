CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"st" text NOT NULL,
	"cart_id" text NOT NULL,
	"holder_id" text NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"items" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_cart_key" UNIQUE("cart_id"),
	CONSTRAINT "orders_idempotency_key" UNIQUE("holder_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country" text NOT NULL,
	"region" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	CONSTRAINT "tax_rates_country_region_pk" PRIMARY KEY("country","region")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"challenge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_payments_challenge_id_unique" UNIQUE("challenge_id")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_code" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_instrument" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."orders"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_number","id");--> statement-breakpoint
CREATE INDEX "orders_holder_idx" ON "orders" USING btree ("holder_id");--> statement-breakpoint
-- Sales tax by state (state rate, no local rates) and province (GST plus PST or HST), parts per million.
INSERT INTO "tax_rates" ("country", "region", "rate_ppm") VALUES
  ('US', 'AL', 40000),
  ('US', 'AK', 0),
  ('US', 'AZ', 56000),
  ('US', 'AR', 65000),
  ('US', 'CA', 72500),
  ('US', 'CO', 29000),
  ('US', 'CT', 63500),
  ('US', 'DE', 0),
  ('US', 'DC', 60000),
  ('US', 'FL', 60000),
  ('US', 'GA', 40000),
  ('US', 'HI', 40000),
  ('US', 'ID', 60000),
  ('US', 'IL', 62500),
  ('US', 'IN', 70000),
  ('US', 'IA', 60000),
  ('US', 'KS', 65000),
  ('US', 'KY', 60000),
  ('US', 'LA', 50000),
  ('US', 'ME', 55000),
  ('US', 'MD', 60000),
  ('US', 'MA', 62500),
  ('US', 'MI', 60000),
  ('US', 'MN', 68750),
  ('US', 'MS', 70000),
  ('US', 'MO', 42250),
  ('US', 'MT', 0),
  ('US', 'NE', 55000),
  ('US', 'NV', 68500),
  ('US', 'NH', 0),
  ('US', 'NJ', 66250),
  ('US', 'NM', 48750),
  ('US', 'NY', 40000),
  ('US', 'NC', 47500),
  ('US', 'ND', 50000),
  ('US', 'OH', 57500),
  ('US', 'OK', 45000),
  ('US', 'OR', 0),
  ('US', 'PA', 60000),
  ('US', 'RI', 70000),
  ('US', 'SC', 60000),
  ('US', 'SD', 42000),
  ('US', 'TN', 70000),
  ('US', 'TX', 62500),
  ('US', 'UT', 61000),
  ('US', 'VT', 60000),
  ('US', 'VA', 53000),
  ('US', 'WA', 65000),
  ('US', 'WV', 60000),
  ('US', 'WI', 50000),
  ('US', 'WY', 40000),
  ('CA', 'AB', 50000),
  ('CA', 'BC', 120000),
  ('CA', 'MB', 120000),
  ('CA', 'NB', 150000),
  ('CA', 'NL', 150000),
  ('CA', 'NS', 140000),
  ('CA', 'NT', 50000),
  ('CA', 'NU', 50000),
  ('CA', 'ON', 130000),
  ('CA', 'PE', 150000),
  ('CA', 'QC', 149750),
  ('CA', 'SK', 110000),
  ('CA', 'YT', 50000);
