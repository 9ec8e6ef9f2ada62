CREATE TABLE "consumer_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_cards_method_check" CHECK ("consumer_cards"."payment_method_id" in ('CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD')),
	CONSTRAINT "consumer_cards_last4_check" CHECK ("consumer_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "consumer_cards" ADD CONSTRAINT "consumer_cards_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_cards_consumer_idx" ON "consumer_cards" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_cards_main_key" ON "consumer_cards" USING btree ("consumer_id") WHERE "consumer_cards"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_cards_same_card_key" ON "consumer_cards" USING btree ("consumer_id","payment_method_id","brand","last4","expiry_month","expiry_year");