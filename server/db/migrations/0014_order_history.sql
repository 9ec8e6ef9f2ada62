DROP INDEX "orders_holder_idx";--> statement-breakpoint
CREATE INDEX "orders_holder_created_idx" ON "orders" USING btree ("holder_id","created_at" DESC NULLS FIRST,"order_number" DESC NULLS FIRST);