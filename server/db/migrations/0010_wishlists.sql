CREATE TABLE "favorite_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"master_id" text NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_items_list_master_key" UNIQUE("list_id","master_id"),
	CONSTRAINT "favorite_items_qty_positive" CHECK ("favorite_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "favorite_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"holder_id" text NOT NULL,
	"site_id" text NOT NULL,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_lists_holder_site_key" UNIQUE("holder_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_list_id_favorite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_items_list_created_idx" ON "favorite_items" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_saved_per_holder" ON "carts" USING btree ("holder_id","site_id") WHERE "carts"."status" = 'saved';