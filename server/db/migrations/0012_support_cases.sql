CREATE SEQUENCE "public"."support_case_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "support_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"case_number" text NOT NULL,
	"kind" text NOT NULL,
	"site_id" text NOT NULL,
	"consumer_id" text,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_cases_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
CREATE INDEX "support_cases_consumer_idx" ON "support_cases" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE INDEX "support_cases_email_idx" ON "support_cases" USING btree ("email","created_at");