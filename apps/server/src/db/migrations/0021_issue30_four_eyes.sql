-- Issue 30: four-eyes that cannot be dodged (apps/server/src/modules/approvals/README.md and apps/server/src/modules/disruption/README.md).
-- * users.created_by_id: who created an account (an approver its requester made is not independent), backfilled from
--   the history's admin-side `create` rows.
-- * order_segments.sold_*: the flight's departure and route when the order took its seat, what a disruption is
--   measured against; a trigger fills them from the flight on insert and when the segment moves to another flight,
--   and the backfill reads the flight's history for the values it had then.
-- * approval_requests: the cumulative measure, the disruption's flight, and `closed` with its reason, which a trigger
--   on orders sets as soon as the order a pending request is about changes (status, price or payment).
-- * approval_settings.material_change_minutes: from how many minutes a retime is material.
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "order_segments" ADD COLUMN "sold_departure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_segments" ADD COLUMN "sold_from_airport_id" integer;--> statement-breakpoint
ALTER TABLE "order_segments" ADD COLUMN "sold_to_airport_id" integer;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "cumulative_amount" bigint;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "flight_id" integer;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "approval_settings" ADD COLUMN "material_change_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_pending_order_idx" ON "approval_requests" USING btree ("order_id") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled', 'closed'));--> statement-breakpoint
UPDATE "users" AS u SET "created_by_id" = h."actor_id"
  FROM "history" AS h
  WHERE h."entity" = 'user' AND h."action" = 'create' AND h."entity_id" = u."id"::text AND h."actor_id" IS NOT NULL
    AND h."actor_id" <> u."id";--> statement-breakpoint
-- The flight's value of a column as it was at an instant: the old value of the first change of it after that instant
-- (flights-service.ts writes each changed column's old and new value), else the value now.
CREATE FUNCTION frs_flight_value_at(p_flight integer, p_column text, p_at timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT h."old_values" ->> p_column FROM "history" AS h
   WHERE h."entity" = 'flight' AND h."entity_id" = p_flight::text AND h."action" IN ('update', 'reschedule')
     AND h."at" > p_at AND h."old_values" ? p_column
   ORDER BY h."id" LIMIT 1
$$;--> statement-breakpoint
UPDATE "order_segments" AS s SET
    "sold_departure_at" = coalesce(frs_flight_value_at(f."id", 'departureAt', s."updated_at")::timestamptz, f."departure_at"),
    "sold_from_airport_id" = coalesce(frs_flight_value_at(f."id", 'fromAirportId', s."updated_at")::integer, f."from_airport_id"),
    "sold_to_airport_id" = coalesce(frs_flight_value_at(f."id", 'toAirportId', s."updated_at")::integer, f."to_airport_id")
  FROM "flights" AS f WHERE f."id" = s."flight_id";--> statement-breakpoint
DROP FUNCTION frs_flight_value_at(integer, text, timestamptz);--> statement-breakpoint
-- A segment takes the flight's departure and route when it is written with none (a sale) or moves to another flight
-- (a change of date); a split writes the values of the segment it copies, which are kept.
CREATE FUNCTION frs_segment_sold_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."sold_departure_at" IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."flight_id" = OLD."flight_id" THEN
    RETURN NEW;
  END IF;
  SELECT "departure_at", "from_airport_id", "to_airport_id"
    INTO NEW."sold_departure_at", NEW."sold_from_airport_id", NEW."sold_to_airport_id"
    FROM "flights" WHERE "id" = NEW."flight_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_segments_sold_values BEFORE INSERT OR UPDATE OF "flight_id" ON "order_segments"
  FOR EACH ROW EXECUTE FUNCTION frs_segment_sold_values();--> statement-breakpoint
-- A pending request about an order is closed when the order changes under it, by any path (an operation, the expiry
-- job, SQL by hand), with the reason and a history row: what an approver would approve is no longer what was asked.
-- An approval marks its own request approved before it runs the operation, so only the other pending ones close.
CREATE FUNCTION frs_close_stale_approvals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reason text := CASE WHEN NEW."status" IS DISTINCT FROM OLD."status" THEN NEW."status" ELSE 'amounts' END;
BEGIN
  WITH closed AS (
    UPDATE "approval_requests"
       SET "status" = 'closed', "close_reason" = reason, "decided_at" = now(), "updated_at" = now()
     WHERE "order_id" = NEW."id" AND "status" = 'pending'
    RETURNING "id", "kind"
  )
  INSERT INTO "history" ("actor_id", "entity", "entity_id", "action", "old_values", "new_values")
    SELECT NULL, 'approvalRequest', closed."id"::text, 'close-approval', jsonb_build_object('status', 'pending'),
           jsonb_build_object('status', 'closed', 'kind', closed."kind", 'closeReason', reason)
      FROM closed;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_close_stale_approvals AFTER UPDATE OF "status", "payable", "paid" ON "orders"
  FOR EACH ROW
  WHEN (NEW."status" IS DISTINCT FROM OLD."status" OR NEW."payable" <> OLD."payable" OR NEW."paid" <> OLD."paid")
  EXECUTE FUNCTION frs_close_stale_approvals();
