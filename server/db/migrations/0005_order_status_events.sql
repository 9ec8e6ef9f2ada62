ALTER TABLE "orders" ADD COLUMN "status_note" text;--> statement-breakpoint
-- Every move of an order's status is recorded by the database, in the statement that makes it: an order written
-- records its creation (and, written straight into a later status, that move too); an update that changes the
-- status records the move with the order's status_note.
CREATE FUNCTION "order_status_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_events" ("order_number", "from_status", "to_status") VALUES (NEW."order_number", NULL, 'created');
    IF NEW."status" <> 'created' THEN
      INSERT INTO "order_events" ("order_number", "from_status", "to_status", "note") VALUES (NEW."order_number", 'created', NEW."status", NEW."status_note");
    END IF;
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "order_events" ("order_number", "from_status", "to_status", "note") VALUES (NEW."order_number", OLD."status", NEW."status", NEW."status_note");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_status_events" AFTER INSERT OR UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_status_event"();
