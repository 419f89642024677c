-- Issue 34: the flight report reads per flight, class and payer figures (flight_class_rollups) instead of summing
-- every order's segments and passengers (apps/server/src/modules/reports/README.md "Flight reports").
-- * frs_flight_rollup_figures: what one passenger on one segment adds to the report, the report's rules in one place
--   (the triggers and the rebuild both use it).
-- * Triggers on orders, order_segments and order_passengers keep the rollup in the transaction that changes them, by
--   any path (the order API, the expiry jobs, a disruption, SQL by hand): each row change adds its new figures and
--   takes away its old ones, read with the current rows of the two other tables (row triggers fire at the end of
--   their statement). Exact for every statement that writes one of the three tables, and for the pre-order's one
--   statement that inserts an order with its segments and passengers (a segment's trigger leaves the passengers
--   inserted with it to theirs). A hand-written statement that changes two of them otherwise (a CTE updating an
--   order and its passengers at once) would count the pair's change from both sides: frs_flight_rollup_rebuild()
--   recomputes everything (the backfill below; after such a statement, or a load that bypassed the triggers).
-- * The rows are locked per flight, class and payer: a booking already locks its class row for the seat counters, so
--   this adds no wait a booking of another class or flight would share (no global row).
CREATE TABLE "flight_class_rollups" (
	"flight_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"agent_id" integer,
	"entries" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"passengers" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"penalties" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_class_rollups_key" UNIQUE NULLS NOT DISTINCT("flight_id","class_id","agent_id")
);--> statement-breakpoint
-- A whole-trip amount's part on one leg (below).
CREATE FUNCTION frs_flight_rollup_share(amount bigint, leg_index integer, product_line text, passenger_gross bigint,
  leg_gross numeric, segment_prices jsonb) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN passenger_gross <= 0 THEN CASE WHEN leg_index = 0 AND product_line <> 'package' THEN amount ELSE 0 END
    WHEN product_line = 'package' OR leg_index <> 0 THEN floor(amount * leg_gross / passenger_gross)
    ELSE amount - (SELECT coalesce(sum(floor(amount * (e.value ->> 'gross')::numeric / passenger_gross)), 0)
      FROM jsonb_each(segment_prices) AS e WHERE e.key <> '0')
  END)::bigint
$$;--> statement-breakpoint
-- The passenger's figures on one leg, or no row when the report does not count it. A whole-trip amount (a refund and
-- what it kept) is shared by the legs in proportion to their gross price, rounded down, a flight order's first leg
-- taking the remainder; a package's legs take their part only, and their share of the package's commission.
CREATE FUNCTION frs_flight_rollup_figures(
  order_status text, product_line text, agent_id integer, leg_index integer, passenger_status text,
  passenger_type text, passenger_gross bigint, passenger_commission bigint, segment_prices jsonb,
  refund_amount bigint, refund_penalty bigint)
RETURNS TABLE (entries integer, sold integer, held integer, passengers integer, gross bigint, commission bigint,
  refunds bigint, penalties bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 1,
    CASE WHEN x.is_sold AND passenger_type <> 'infant' THEN 1 ELSE 0 END,
    CASE WHEN x.is_held AND passenger_type <> 'infant' THEN 1 ELSE 0 END,
    CASE WHEN x.is_sold THEN 1 ELSE 0 END,
    CASE WHEN x.is_sold THEN x.leg_gross ELSE 0 END::bigint,
    CASE WHEN NOT x.is_sold OR agent_id IS NULL THEN 0
      WHEN product_line = 'package' THEN
        CASE WHEN passenger_gross > 0 THEN floor(passenger_commission * x.leg_gross / passenger_gross) ELSE 0 END
      ELSE x.leg_commission END::bigint,
    CASE WHEN passenger_status = 'refunded'
      THEN frs_flight_rollup_share(x.back, leg_index, product_line, passenger_gross, x.leg_gross, segment_prices)
      ELSE 0 END,
    CASE WHEN passenger_status = 'refunded'
      THEN frs_flight_rollup_share(x.kept, leg_index, product_line, passenger_gross, x.leg_gross, segment_prices)
      ELSE 0 END
  FROM (SELECT
      order_status IN ('booked', 'ticketed') AND passenger_status = 'active' AS is_sold,
      order_status = 'hold' AND passenger_status = 'active' AS is_held,
      coalesce((segment_prices -> leg_index::text ->> 'gross')::numeric, 0) AS leg_gross,
      coalesce((segment_prices -> leg_index::text ->> 'commission')::numeric, 0) AS leg_commission,
      coalesce(refund_amount, 0) + coalesce(refund_penalty, 0) AS back,
      coalesce(refund_penalty, 0) AS kept) AS x
  WHERE x.is_sold OR x.is_held OR passenger_status = 'refunded'
$$;--> statement-breakpoint
-- Adds a change to one row (a new flight, class and payer gets its row); nothing when the change is nothing.
CREATE FUNCTION frs_flight_rollup_add(p_flight integer, p_class integer, p_agent integer, p_entries bigint,
  p_sold bigint, p_held bigint, p_passengers bigint, p_gross numeric, p_commission numeric, p_refunds numeric,
  p_penalties numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_entries = 0 AND p_sold = 0 AND p_held = 0 AND p_passengers = 0 AND p_gross = 0 AND p_commission = 0
     AND p_refunds = 0 AND p_penalties = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "flight_class_rollups" AS r ("flight_id", "class_id", "agent_id", "entries", "sold", "held",
      "passengers", "gross", "commission", "refunds", "penalties")
    VALUES (p_flight, p_class, p_agent, p_entries, p_sold, p_held, p_passengers, p_gross, p_commission, p_refunds,
      p_penalties)
    ON CONFLICT ("flight_id", "class_id", "agent_id") DO UPDATE SET
      "entries" = r."entries" + excluded."entries", "sold" = r."sold" + excluded."sold",
      "held" = r."held" + excluded."held", "passengers" = r."passengers" + excluded."passengers",
      "gross" = r."gross" + excluded."gross", "commission" = r."commission" + excluded."commission",
      "refunds" = r."refunds" + excluded."refunds", "penalties" = r."penalties" + excluded."penalties";
END;
$$;--> statement-breakpoint
-- A passenger added, changed (status, type, prices, refund, moved to another order by a split) or removed: its
-- figures on each segment of its order, the old ones taken away and the new ones added.
CREATE FUNCTION frs_flight_rollup_passenger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM frs_flight_rollup_add(d.flight_id, d.class_id, d.agent_id, d.entries, d.sold, d.held, d.passengers,
      d.gross, d.commission, d.refunds, d.penalties)
    FROM (
      SELECT s."flight_id", s."class_id", o."agent_id", sum(p.sign * f.entries) AS entries,
        sum(p.sign * f.sold) AS sold, sum(p.sign * f.held) AS held, sum(p.sign * f.passengers) AS passengers,
        sum(p.sign * f.gross) AS gross, sum(p.sign * f.commission) AS commission, sum(p.sign * f.refunds) AS refunds,
        sum(p.sign * f.penalties) AS penalties
      FROM (
        SELECT -1, OLD."order_id", OLD."status", OLD."type", OLD."gross", OLD."commission", OLD."segment_prices",
            OLD."refund_amount", OLD."refund_penalty"
          WHERE TG_OP <> 'INSERT'
        UNION ALL
        SELECT 1, NEW."order_id", NEW."status", NEW."type", NEW."gross", NEW."commission", NEW."segment_prices",
            NEW."refund_amount", NEW."refund_penalty"
          WHERE TG_OP <> 'DELETE'
      ) AS p (sign, order_id, status, type, gross, commission, segment_prices, refund_amount, refund_penalty)
      JOIN "orders" o ON o."id" = p.order_id
      JOIN "order_segments" s ON s."order_id" = p.order_id
      CROSS JOIN LATERAL frs_flight_rollup_figures(o."status", o."product_line", o."agent_id", s."leg_index",
        p.status, p.type, p.gross, p.commission, p.segment_prices, p.refund_amount, p.refund_penalty) AS f
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3
    ) AS d;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_passengers_flight_rollup AFTER INSERT OR DELETE ON "order_passengers"
  FOR EACH ROW EXECUTE FUNCTION frs_flight_rollup_passenger();--> statement-breakpoint
CREATE TRIGGER order_passengers_flight_rollup_change AFTER UPDATE ON "order_passengers"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."gross" IS DISTINCT FROM NEW."gross" OR OLD."commission" IS DISTINCT FROM NEW."commission"
    OR OLD."segment_prices" IS DISTINCT FROM NEW."segment_prices"
    OR OLD."refund_amount" IS DISTINCT FROM NEW."refund_amount"
    OR OLD."refund_penalty" IS DISTINCT FROM NEW."refund_penalty" OR OLD."order_id" IS DISTINCT FROM NEW."order_id")
  EXECUTE FUNCTION frs_flight_rollup_passenger();--> statement-breakpoint
-- A segment added, moved (another flight or class: a change of date, a disruption) or removed: the figures of its
-- order's passengers on it.
CREATE FUNCTION frs_flight_rollup_segment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM frs_flight_rollup_add(d.flight_id, d.class_id, d.agent_id, d.entries, d.sold, d.held, d.passengers,
      d.gross, d.commission, d.refunds, d.penalties)
    FROM (
      SELECT s.flight_id, s.class_id, o."agent_id", sum(s.sign * f.entries) AS entries,
        sum(s.sign * f.sold) AS sold, sum(s.sign * f.held) AS held, sum(s.sign * f.passengers) AS passengers,
        sum(s.sign * f.gross) AS gross, sum(s.sign * f.commission) AS commission, sum(s.sign * f.refunds) AS refunds,
        sum(s.sign * f.penalties) AS penalties
      FROM (
        SELECT -1, OLD."order_id", OLD."flight_id", OLD."class_id", OLD."leg_index" WHERE TG_OP <> 'INSERT'
        UNION ALL
        SELECT 1, NEW."order_id", NEW."flight_id", NEW."class_id", NEW."leg_index" WHERE TG_OP <> 'DELETE'
      ) AS s (sign, order_id, flight_id, class_id, leg_index)
      JOIN "orders" o ON o."id" = s.order_id
      JOIN "order_passengers" p ON p."order_id" = s.order_id
        -- Passengers inserted by the same statement (a pre-order's one statement) count on the segment in their own
        -- trigger, which sees the segment: counted here too, they would count twice.
        AND NOT (TG_OP = 'INSERT' AND EXISTS (SELECT FROM "order_segments" r
          WHERE r."id" = NEW."id" AND r.xmin = p.xmin AND r.cmin = p.cmin))
      CROSS JOIN LATERAL frs_flight_rollup_figures(o."status", o."product_line", o."agent_id", s.leg_index,
        p."status", p."type", p."gross", p."commission", p."segment_prices", p."refund_amount", p."refund_penalty")
        AS f
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3
    ) AS d;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_segments_flight_rollup AFTER INSERT OR DELETE ON "order_segments"
  FOR EACH ROW EXECUTE FUNCTION frs_flight_rollup_segment();--> statement-breakpoint
CREATE TRIGGER order_segments_flight_rollup_change AFTER UPDATE ON "order_segments"
  FOR EACH ROW
  WHEN (OLD."flight_id" IS DISTINCT FROM NEW."flight_id" OR OLD."class_id" IS DISTINCT FROM NEW."class_id"
    OR OLD."leg_index" IS DISTINCT FROM NEW."leg_index" OR OLD."order_id" IS DISTINCT FROM NEW."order_id")
  EXECUTE FUNCTION frs_flight_rollup_segment();--> statement-breakpoint
-- An order's status, payer or line changed (booked, ticketed, cancelled, expired…): the figures of all its
-- passengers on all its segments. An order is inserted before its segments and passengers and deleted after them,
-- so its insert and delete change nothing here.
CREATE FUNCTION frs_flight_rollup_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM frs_flight_rollup_add(d.flight_id, d.class_id, d.agent_id, d.entries, d.sold, d.held, d.passengers,
      d.gross, d.commission, d.refunds, d.penalties)
    FROM (
      SELECT s."flight_id", s."class_id", o.agent_id, sum(o.sign * f.entries) AS entries,
        sum(o.sign * f.sold) AS sold, sum(o.sign * f.held) AS held, sum(o.sign * f.passengers) AS passengers,
        sum(o.sign * f.gross) AS gross, sum(o.sign * f.commission) AS commission, sum(o.sign * f.refunds) AS refunds,
        sum(o.sign * f.penalties) AS penalties
      FROM (
        SELECT -1, OLD."id", OLD."status", OLD."product_line", OLD."agent_id"
        UNION ALL
        SELECT 1, NEW."id", NEW."status", NEW."product_line", NEW."agent_id"
      ) AS o (sign, id, status, product_line, agent_id)
      JOIN "order_segments" s ON s."order_id" = o.id
      JOIN "order_passengers" p ON p."order_id" = o.id
      CROSS JOIN LATERAL frs_flight_rollup_figures(o.status, o.product_line, o.agent_id, s."leg_index",
        p."status", p."type", p."gross", p."commission", p."segment_prices", p."refund_amount", p."refund_penalty")
        AS f
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3
    ) AS d;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_flight_rollup AFTER UPDATE ON "orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."agent_id" IS DISTINCT FROM NEW."agent_id"
    OR OLD."product_line" IS DISTINCT FROM NEW."product_line")
  EXECUTE FUNCTION frs_flight_rollup_order();--> statement-breakpoint
-- Everything from the orders again: the backfill, and the repair after a load that bypassed the triggers
-- (session_replication_role = replica) or a statement that changed two of the tables at once. Writers of the three
-- tables wait while it runs (readers do not).
CREATE FUNCTION frs_flight_rollup_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "orders", "order_segments", "order_passengers" IN SHARE MODE;
  LOCK TABLE "flight_class_rollups" IN EXCLUSIVE MODE;
  DELETE FROM "flight_class_rollups";
  INSERT INTO "flight_class_rollups" ("flight_id", "class_id", "agent_id", "entries", "sold", "held", "passengers",
      "gross", "commission", "refunds", "penalties")
    SELECT s."flight_id", s."class_id", o."agent_id", sum(f.entries), sum(f.sold), sum(f.held), sum(f.passengers),
      sum(f.gross), sum(f.commission), sum(f.refunds), sum(f.penalties)
    FROM "order_segments" s
    JOIN "orders" o ON o."id" = s."order_id"
    JOIN "order_passengers" p ON p."order_id" = s."order_id"
    CROSS JOIN LATERAL frs_flight_rollup_figures(o."status", o."product_line", o."agent_id", s."leg_index",
      p."status", p."type", p."gross", p."commission", p."segment_prices", p."refund_amount", p."refund_penalty")
      AS f
    GROUP BY 1, 2, 3;
END;
$$;--> statement-breakpoint
SELECT frs_flight_rollup_rebuild();
