-- Trigram matching (similarity, LIKE '%…%' on an index): a trusted extension of PostgreSQL's contrib, PGlite loads it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "catalog_search_words" (
	"master_id" text NOT NULL,
	"language" text NOT NULL,
	"brand_id" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "catalog_search_words_master_id_language_word_pk" PRIMARY KEY("master_id","language","word")
);
--> statement-breakpoint
ALTER TABLE "catalog_search_words" ADD CONSTRAINT "catalog_search_words_master_id_language_catalog_product_texts_master_id_language_fk" FOREIGN KEY ("master_id","language") REFERENCES "public"."catalog_product_texts"("master_id","language") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_search_words_word_idx" ON "catalog_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_search_words_brand_idx" ON "catalog_search_words" USING btree ("brand_id","language");--> statement-breakpoint
-- A product's words, as written (the "simple" configuration lowercases only), from its name and keywords: the parts of a
-- hyphenated compound stand for it, numbers and one- or two-letter words are left out.
CREATE FUNCTION "catalog_search_words_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "catalog_search_words" WHERE "master_id" = NEW."master_id" AND "language" = NEW."language";
  INSERT INTO "catalog_search_words" ("master_id", "language", "brand_id", "word")
    SELECT NEW."master_id", NEW."language", p."brand_id", l.lexeme
    FROM "catalog_products" p, unnest(to_tsvector('simple'::regconfig, NEW."name" || ' ' || NEW."keywords")) l
    WHERE p."master_id" = NEW."master_id" AND length(l.lexeme) >= 3 AND position('-' in l.lexeme) = 0 AND l.lexeme !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_search_words_write" AFTER INSERT OR UPDATE OF "name", "keywords" ON "catalog_product_texts" FOR EACH ROW EXECUTE FUNCTION "catalog_search_words_write"();
--> statement-breakpoint
-- The catalogue already there.
UPDATE "catalog_product_texts" SET "name" = "name";
