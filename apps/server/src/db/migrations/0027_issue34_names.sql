-- Issue 34, names at a million orders (modules/order-engine/README.md, "The lists at scale"). The lists' traveller
-- filters (flight and package passengers, hotel guests) matched any part of "first last" (ILIKE '%…%') through the
-- trigram indexes of 0015. PostgreSQL keeps no statistics of that expression, so it could not tell a common surname
-- from a rare one: it read every match through the GIN index (33,000 Petrosyans: a heap page each) and sorted them,
-- 0.4–0.9 s at a million orders, and a short prefix hits trigrams that half the names share ("yan").
--
-- Now a traveller matches when the text begins their first name, their surname or their full name in either order:
-- two normalised keys per person, "first last" and "last first" lower-cased, kept by PostgreSQL as stored generated
-- columns (no code path can forget them), each with a btree in `text_pattern_ops` (the database's collation is not
-- C, so the default operator class cannot serve LIKE 'abc%'): a prefix is one range of it, the order id beside the key
-- lets the matching orders be read from the index alone, and ANALYZE keeps each key's statistics, so the planner walks
-- the orders newest first for a common name and collects the few matches of a rare one (order-engine/order-list.ts).
--
-- Both ALTERs rewrite their table (one rewrite each: the two columns are added by one statement) and the CREATE INDEXes
-- read it; the tables refuse writes meanwhile. At a million orders (1.5 million passengers, 0.55 million guests) it took
-- the time docs/OPERATIONS.md gives ("Data at scale"): run it in a quiet hour.
DROP INDEX "order_passengers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "hotel_order_guests_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "order_passengers"
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED,
  ADD COLUMN "search_surname" text GENERATED ALWAYS AS (lower(last_name || ' ' || first_name)) STORED;--> statement-breakpoint
ALTER TABLE "hotel_order_guests"
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED,
  ADD COLUMN "search_surname" text GENERATED ALWAYS AS (lower(last_name || ' ' || first_name)) STORED;--> statement-breakpoint
CREATE INDEX "order_passengers_search_name_idx" ON "order_passengers" USING btree ("search_name" text_pattern_ops,"order_id");--> statement-breakpoint
CREATE INDEX "order_passengers_search_surname_idx" ON "order_passengers" USING btree ("search_surname" text_pattern_ops,"order_id");--> statement-breakpoint
CREATE INDEX "hotel_order_guests_search_name_idx" ON "hotel_order_guests" USING btree ("search_name" text_pattern_ops,"order_id");--> statement-breakpoint
CREATE INDEX "hotel_order_guests_search_surname_idx" ON "hotel_order_guests" USING btree ("search_surname" text_pattern_ops,"order_id");
--> statement-breakpoint
-- The new keys' statistics at once (the planner's choice between walking and collecting rests on them); VACUUM, which
-- sets the visibility map that index-only reads need after the rewrite, cannot run in a migration's transaction:
-- docs/OPERATIONS.md asks for it after the upgrade.
ANALYZE "order_passengers", "hotel_order_guests";
