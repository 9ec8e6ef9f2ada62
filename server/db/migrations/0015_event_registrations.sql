CREATE TABLE "event_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"event_id" text NOT NULL,
	"site_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"phone" text,
	"attending_days" date[] NOT NULL,
	"plus_one" text,
	"client_timestamp" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_consumer_event_idx" ON "event_registrations" USING btree ("consumer_id","event_id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");