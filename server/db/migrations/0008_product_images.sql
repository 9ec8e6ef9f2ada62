ALTER TABLE "catalog_colours" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "catalog_colours" SET "images" = (
  SELECT jsonb_agg(jsonb_build_object('view', v.view, 'src', '/images/' || lower("catalog_colours"."master_id") || '-' || "catalog_colours"."code" || '-' || v.view || '.svg') ORDER BY v.n)
  FROM unnest(ARRAY['main', 'back', 'detail', 'outdoors']) WITH ORDINALITY AS v(view, n)
) WHERE "images" = '[]'::jsonb;
