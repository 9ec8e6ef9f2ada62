CREATE TABLE "catalog_colours" (
	"master_id" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"swatch" text NOT NULL,
	CONSTRAINT "catalog_colours_master_id_code_pk" PRIMARY KEY("master_id","code")
);
--> statement-breakpoint
CREATE TABLE "catalog_inventory" (
	"sku" text PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_inventory_not_negative" CHECK ("catalog_inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_price_summaries" (
	"master_id" text NOT NULL,
	"currency" text NOT NULL,
	"low_current" integer NOT NULL,
	"high_current" integer NOT NULL,
	"low_original" integer NOT NULL,
	"high_original" integer NOT NULL,
	"historic_best" integer,
	"previous_best_sale" integer,
	CONSTRAINT "catalog_price_summaries_master_id_currency_pk" PRIMARY KEY("master_id","currency")
);
--> statement-breakpoint
CREATE TABLE "catalog_prices" (
	"master_id" text NOT NULL,
	"colour_code" text NOT NULL,
	"currency" text NOT NULL,
	"current_minor" integer NOT NULL,
	"original_minor" integer NOT NULL,
	CONSTRAINT "catalog_prices_master_id_colour_code_currency_pk" PRIMARY KEY("master_id","colour_code","currency"),
	CONSTRAINT "catalog_prices_positive" CHECK ("catalog_prices"."current_minor" > 0 and "catalog_prices"."original_minor" >= "catalog_prices"."current_minor")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_categories" (
	"category_id" integer NOT NULL,
	"master_id" text NOT NULL,
	CONSTRAINT "catalog_product_categories_category_id_master_id_pk" PRIMARY KEY("category_id","master_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_texts" (
	"master_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector(case language when 'fr' then 'french'::regconfig when 'de' then 'german'::regconfig else 'english'::regconfig end, name), 'A') ||
    setweight(to_tsvector(case language when 'fr' then 'french'::regconfig when 'de' then 'german'::regconfig else 'english'::regconfig end, keywords), 'B') ||
    setweight(to_tsvector(case language when 'fr' then 'french'::regconfig when 'de' then 'german'::regconfig else 'english'::regconfig end, description), 'C')) STORED NOT NULL,
	CONSTRAINT "catalog_product_texts_master_id_language_pk" PRIMARY KEY("master_id","language")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"master_id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"released_on" date NOT NULL,
	"popularity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_skus" (
	"sku" text PRIMARY KEY NOT NULL,
	"master_id" text NOT NULL,
	"colour_code" text NOT NULL,
	"size_code" text NOT NULL,
	"size_labels" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_colours" ADD CONSTRAINT "catalog_colours_master_id_catalog_products_master_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."catalog_products"("master_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_inventory" ADD CONSTRAINT "catalog_inventory_sku_catalog_skus_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."catalog_skus"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_price_summaries" ADD CONSTRAINT "catalog_price_summaries_master_id_catalog_products_master_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."catalog_products"("master_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_categories" ADD CONSTRAINT "catalog_product_categories_master_id_catalog_products_master_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."catalog_products"("master_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_texts" ADD CONSTRAINT "catalog_product_texts_master_id_catalog_products_master_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."catalog_products"("master_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_skus" ADD CONSTRAINT "catalog_skus_master_id_catalog_products_master_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."catalog_products"("master_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_price_summaries_sort_idx" ON "catalog_price_summaries" USING btree ("currency","low_current");--> statement-breakpoint
CREATE INDEX "catalog_product_categories_master_idx" ON "catalog_product_categories" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "catalog_product_texts_search_idx" ON "catalog_product_texts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "catalog_products_brand_idx" ON "catalog_products" USING btree ("brand_id","popularity");--> statement-breakpoint
CREATE INDEX "catalog_skus_master_idx" ON "catalog_skus" USING btree ("master_id","position");