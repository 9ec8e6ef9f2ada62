CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"email" text NOT NULL,
	"action" text NOT NULL,
	"site_id" text,
	"doc_type" text,
	"key" text,
	"version" integer,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_tombstones" (
	"site_id" text NOT NULL,
	"doc_type" text NOT NULL,
	"key" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" uuid,
	CONSTRAINT "content_tombstones_pkey" PRIMARY KEY("site_id","doc_type","key")
);
--> statement-breakpoint
CREATE TABLE "editor_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_users_email_key" UNIQUE("email"),
	CONSTRAINT "editor_users_role_check" CHECK ("editor_users"."role" in ('editor', 'publisher')),
	CONSTRAINT "editor_users_email_check" CHECK ("editor_users"."email" = lower("editor_users"."email"))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_user_id_editor_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."editor_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tombstones" ADD CONSTRAINT "content_tombstones_deleted_by_editor_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."editor_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_sessions" ADD CONSTRAINT "editor_sessions_user_id_editor_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."editor_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_document_idx" ON "admin_audit_log" USING btree ("site_id","doc_type","key","at");--> statement-breakpoint
CREATE INDEX "editor_sessions_user_idx" ON "editor_sessions" USING btree ("user_id");