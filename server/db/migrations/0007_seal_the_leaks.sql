CREATE TABLE "editor_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"subject" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_pkey" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "editor_devices" ADD CONSTRAINT "editor_devices_user_id_editor_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."editor_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_devices_user_idx" ON "editor_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_last_failure_idx" ON "sign_in_throttles" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "jobs_run_at_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "auth_refresh_tokens_expires_idx" ON "auth_refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_token_families_type_created_idx" ON "auth_token_families" USING btree ("token_type","created_at");--> statement-breakpoint
-- Before the rule, carts that broke it: of a holder's open carts on a site the newest stays open, the others are
-- abandoned (racing creations made them, empty).
UPDATE "carts" SET "status" = 'abandoned' WHERE "status" = 'open' AND "id" NOT IN (
  SELECT DISTINCT ON ("holder_id", "site_id") "id" FROM "carts" WHERE "status" = 'open' ORDER BY "holder_id", "site_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_holder" ON "carts" USING btree ("holder_id","site_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "editor_users" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "editor_users" DROP COLUMN "locked_until";;--> statement-breakpoint
-- A cart's version moves on with every change of the cart (any update of its row) or of its lines (which touch the
-- cart's row), in the statement that makes the change: no code path can change a cart without a new version.
CREATE FUNCTION "cart_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "carts_version" BEFORE UPDATE ON "carts" FOR EACH ROW EXECUTE FUNCTION "cart_version_bump"();
--> statement-breakpoint
CREATE FUNCTION "cart_line_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "carts" SET "updated_at" = now() WHERE "id" = OLD."cart_id";
  ELSE
    UPDATE "carts" SET "updated_at" = now() WHERE "id" = NEW."cart_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cart_items_touch_cart" AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION "cart_line_touch"();
