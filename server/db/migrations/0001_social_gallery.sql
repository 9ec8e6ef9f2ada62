CREATE TABLE "social_media" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_media_status_check" CHECK ("social_media"."status" in ('approved', 'pending', 'held')),
	CONSTRAINT "social_media_source_check" CHECK ("social_media"."source" in ('instagram', 'tiktok', 'x', 'facebook', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "social_media_products" (
	"media_id" text NOT NULL,
	"master_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "social_media_products_media_id_master_id_pk" PRIMARY KEY("media_id","master_id")
);
--> statement-breakpoint
CREATE TABLE "social_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" text NOT NULL,
	"reason" text NOT NULL,
	"email" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_stash_media" (
	"stash_id" uuid NOT NULL,
	"media_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "social_stash_media_stash_id_media_id_pk" PRIMARY KEY("stash_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "social_stashes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_stream_media" (
	"stream_id" text NOT NULL,
	"media_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_stream_media_stream_id_media_id_pk" PRIMARY KEY("stream_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "social_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"category_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_streams_kind_check" CHECK ("social_streams"."kind" in ('hashtag', 'category'))
);
--> statement-breakpoint
CREATE TABLE "social_users" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"screen_name" text NOT NULL,
	"display_name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_users_screen_name_key" UNIQUE("customer_id","screen_name"),
	CONSTRAINT "social_users_email_key" UNIQUE("customer_id","email")
);
--> statement-breakpoint
CREATE TABLE "product_summaries" (
	"site_id" text NOT NULL,
	"master_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_summaries_site_id_master_id_pk" PRIMARY KEY("site_id","master_id")
);
--> statement-breakpoint
ALTER TABLE "social_media" ADD CONSTRAINT "social_media_user_id_social_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."social_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_products" ADD CONSTRAINT "social_media_products_media_id_social_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."social_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_reports" ADD CONSTRAINT "social_reports_media_id_social_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."social_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_stash_media" ADD CONSTRAINT "social_stash_media_stash_id_social_stashes_id_fk" FOREIGN KEY ("stash_id") REFERENCES "public"."social_stashes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_stash_media" ADD CONSTRAINT "social_stash_media_media_id_social_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."social_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_stashes" ADD CONSTRAINT "social_stashes_user_id_social_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."social_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_stream_media" ADD CONSTRAINT "social_stream_media_stream_id_social_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."social_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_stream_media" ADD CONSTRAINT "social_stream_media_media_id_social_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."social_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_media_recent_idx" ON "social_media" USING btree ("customer_id","created_at","id") WHERE "social_media"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "social_media_products_master_idx" ON "social_media_products" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "social_reports_media_idx" ON "social_reports" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "social_stashes_user_idx" ON "social_stashes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_stream_media_media_idx" ON "social_stream_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "social_streams_category_idx" ON "social_streams" USING btree ("customer_id","category_id");