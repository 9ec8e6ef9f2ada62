CREATE TABLE "consumer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"approach_type" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"phone_code" text NOT NULL,
	"email" text,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_addresses_approach_type_check" CHECK ("consumer_addresses"."approach_type" in ('S', 'B'))
);
--> statement-breakpoint
ALTER TABLE "consumer_addresses" ADD CONSTRAINT "consumer_addresses_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_addresses_consumer_idx" ON "consumer_addresses" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_addresses_main_key" ON "consumer_addresses" USING btree ("consumer_id","approach_type") WHERE "consumer_addresses"."is_main";