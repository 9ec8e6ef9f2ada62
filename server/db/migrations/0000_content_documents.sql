CREATE TABLE "content_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"doc_type" text NOT NULL,
	"key" text NOT NULL,
	"parent_key" text,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_documents_version_key" UNIQUE("site_id","doc_type","key","version"),
	CONSTRAINT "content_documents_status_check" CHECK ("content_documents"."status" in ('draft', 'published')),
	CONSTRAINT "content_documents_version_check" CHECK ("content_documents"."version" > 0)
);
--> statement-breakpoint
CREATE INDEX "content_documents_live_idx" ON "content_documents" USING btree ("site_id","doc_type","key",coalesce("publish_at", "published_at")) WHERE "content_documents"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_documents_parent_idx" ON "content_documents" USING btree ("site_id","doc_type","parent_key");