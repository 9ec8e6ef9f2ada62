CREATE TABLE "notification_preferences" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_confirm_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"recipient" text NOT NULL,
	"consumer_id" text,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"optin" boolean NOT NULL,
	"double_optin" boolean DEFAULT false NOT NULL,
	"optin_at" timestamp with time zone,
	"optout_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_channel_check" CHECK ("subscriptions"."channel" in ('email', 'sms')),
	CONSTRAINT "subscriptions_type_check" CHECK ("subscriptions"."type" in ('Newsletter', 'LoyaltyNewsletter'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_confirm_tokens" ADD CONSTRAINT "subscription_confirm_tokens_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_confirm_tokens_expires_idx" ON "subscription_confirm_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_recipient_key" ON "subscriptions" USING btree ("site_id","channel","type","recipient");--> statement-breakpoint
CREATE INDEX "subscriptions_consumer_idx" ON "subscriptions" USING btree ("consumer_id");