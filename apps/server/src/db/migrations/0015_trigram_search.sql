-- The order lists at scale (issue 18): trigram indexes for the PNR filter (ILIKE 'ABC%') and the name filters (ILIKE
-- '%…%' over "first last", one condition), pg_trgm being contrib in PostgreSQL and in PGlite
-- (@electric-sql/pglite/contrib/pg_trgm: every PGlite the server opens loads it, db/database.ts PGLITE_EXTENSIONS);
-- the agent's and the status filters' indexes lead with the product line, as every list is one line's; and a room's
-- guests by their room.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_agent_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
CREATE INDEX "order_passengers_name_trgm_idx" ON "order_passengers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_agent_line_created_idx" ON "orders" USING btree ("agent_id","product_line","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_line_status_created_idx" ON "orders" USING btree ("product_line","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_pnr_trgm_idx" ON "orders" USING gin ("pnr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotel_order_guests_room_idx" ON "hotel_order_guests" USING btree ("order_room_id","guest_index");--> statement-breakpoint
CREATE INDEX "hotel_order_guests_name_trgm_idx" ON "hotel_order_guests" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);