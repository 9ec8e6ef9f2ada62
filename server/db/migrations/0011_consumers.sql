-- Consumers (issue 24): accounts, their earlier password hashes (AUT452), single-use PKCE sign-in codes and
-- password-reset tokens, both stored by the SHA-256 of their value.
CREATE TABLE "consumer_auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"code_challenge" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consumer_password_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consumer_password_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"consumer_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"phone" text,
	"phone_code" text,
	"gender" text,
	"postal_code" text,
	"country" text NOT NULL,
	"site_id" text NOT NULL,
	"consumer_type" text DEFAULT 'REGULAR' NOT NULL,
	"employee_terms_accepted" boolean DEFAULT false NOT NULL,
	"is_loyalty_member" boolean DEFAULT false NOT NULL,
	"loyalty_opt_in_at" timestamp with time zone,
	"preferences" jsonb DEFAULT '{"interests":"","preferredShoeSize":null}'::jsonb NOT NULL,
	"consents" jsonb,
	"source" jsonb,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_email_check" CHECK ("consumers"."email" = lower("consumers"."email")),
	CONSTRAINT "consumers_type_check" CHECK ("consumers"."consumer_type" in ('REGULAR', 'EMPLOYEE'))
);
--> statement-breakpoint
ALTER TABLE "consumer_auth_codes" ADD CONSTRAINT "consumer_auth_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_password_history" ADD CONSTRAINT "consumer_password_history_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_reset_tokens" ADD CONSTRAINT "consumer_reset_tokens_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_auth_codes_expires_idx" ON "consumer_auth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "consumer_password_history_consumer_idx" ON "consumer_password_history" USING btree ("consumer_id","id");--> statement-breakpoint
CREATE INDEX "consumer_reset_tokens_consumer_idx" ON "consumer_reset_tokens" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_email_key" ON "consumers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_phone_key" ON "consumers" USING btree ("phone") WHERE "consumers"."phone" is not null;