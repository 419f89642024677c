-- Ledger entries get their per-user sequence, taken by the UPDATE that moves the balance. Existing entries are
-- numbered by id: an entry's id was drawn inside the statement (or the transaction) that held its user's row lock,
-- so per user the ids follow the order in which the balances moved (created_at does not: it is each transaction's
-- own clock).
ALTER TABLE "balance_entries" ADD COLUMN "sequence" integer;--> statement-breakpoint
UPDATE "balance_entries" AS e SET "sequence" = n."sequence"
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "id") AS "sequence" FROM "balance_entries") AS n
WHERE n."id" = e."id";--> statement-breakpoint
ALTER TABLE "balance_entries" ALTER COLUMN "sequence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ledger_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" AS u SET "ledger_sequence" = last."sequence"
FROM (SELECT "user_id", max("sequence") AS "sequence" FROM "balance_entries" GROUP BY "user_id") AS last
WHERE last."user_id" = u."id";--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_user_sequence_idx" ON "balance_entries" USING btree ("user_id","sequence");--> statement-breakpoint
-- The reasons the order operations wrote in English become codes with parameters; anything else (an admin's own
-- words, or a text that does not follow the known patterns exactly) stays free text.
ALTER TABLE "balance_entries" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "reason_params" jsonb;--> statement-breakpoint
UPDATE "balance_entries" SET "reason_code" = 'tickets', "reason_params" = jsonb_build_object('pnr', "order_reference"), "reason" = NULL
WHERE "kind" = 'ticketing' AND "reason" = 'Tickets ' || "order_reference";--> statement-breakpoint
UPDATE "balance_entries" SET "reason_code" = 'dateChange', "reason_params" = jsonb_build_object('pnr', "order_reference"), "reason" = NULL
WHERE "kind" = 'price-correction' AND "reason" = 'Date change ' || "order_reference";--> statement-breakpoint
UPDATE "balance_entries" AS e SET "reason_code" = p."code", "reason" = NULL, "reason_params" = CASE p."code"
    WHEN 'discount' THEN jsonb_build_object('pnr', p."order_reference", 'note', p."rest")
    WHEN 'nameChange' THEN jsonb_build_object('pnr', p."order_reference",
      'from', split_part(p."rest", ' → ', 1), 'to', split_part(p."rest", ' → ', 2))
    ELSE jsonb_build_object('pnr', p."order_reference", 'passengers', to_jsonb(string_to_array(p."rest", ', ')))
  END
FROM (
  SELECT b."id", b."order_reference", k."code", substr(b."reason", length(k."start" || b."order_reference" || ': ') + 1) AS "rest"
  FROM "balance_entries" AS b
  JOIN (VALUES ('refund', 'refund', 'Refund '), ('penalty', 'refundPenalty', 'Refund penalty '),
      ('penalty', 'nameChange', 'Name change '), ('price-correction', 'discount', 'Discount '))
    AS k("kind", "code", "start") ON k."kind" = b."kind"
  WHERE b."reason_code" IS NULL AND b."order_reference" IS NOT NULL
    AND left(b."reason", length(k."start" || b."order_reference" || ': ')) = k."start" || b."order_reference" || ': '
) AS p
WHERE p."id" = e."id" AND p."rest" <> '' AND (p."code" <> 'nameChange' OR position(' → ' in p."rest") > 0);--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_reason_params_check" CHECK (("balance_entries"."reason_code" is null) = ("balance_entries"."reason_params" is null));--> statement-breakpoint
-- Order history rows name what they refer to (agents, flights and classes, passengers) instead of holding ids: the
-- rows written so far get the names of today. A flight reads "FZ 101", "EVN → DXB" and its local departure.
CREATE FUNCTION "migration_0009_flight"("flight" integer, "class_name" text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'flight', al."iata_code" || ' ' || f."flight_number",
    'route', fa."iata_code" || ' → ' || ta."iata_code",
    'departure', to_char(f."departure_at" AT TIME ZONE fa."time_zone", 'YYYY-MM-DD"T"HH24:MI'),
    'class', "class_name"))
  FROM "flights" AS f
  JOIN "airlines" AS al ON al."id" = f."airline_id"
  JOIN "airports" AS fa ON fa."id" = f."from_airport_id"
  JOIN "airports" AS ta ON ta."id" = f."to_airport_id"
  WHERE f."id" = "flight"
$$;--> statement-breakpoint
-- Pre-orders: the agent's name and the flights with their classes.
UPDATE "history" AS h SET "new_values" = (h."new_values" - 'agentId' - 'classIds')
  || CASE WHEN jsonb_typeof(h."new_values" -> 'agentId') = 'number' THEN jsonb_build_object('agent',
      (SELECT coalesce(nullif(u."company_name", ''), nullif(u."contact_name_surname", ''), u."email")
       FROM "users" AS u WHERE u."id" = (h."new_values" ->> 'agentId')::integer)) ELSE '{}'::jsonb END
  || CASE WHEN jsonb_typeof(h."new_values" -> 'classIds') = 'array' THEN jsonb_build_object('flights',
      (SELECT coalesce(jsonb_agg("migration_0009_flight"(c."flight_id", c."name") ORDER BY x."n"), '[]'::jsonb)
       FROM jsonb_array_elements_text(h."new_values" -> 'classIds') WITH ORDINALITY AS x("id", "n")
       JOIN "classes" AS c ON c."id" = x."id"::integer)) ELSE '{}'::jsonb END
WHERE h."entity" = 'order' AND (h."new_values" ? 'agentId' OR h."new_values" ? 'classIds');--> statement-breakpoint
-- Refunds: each passenger's name, amount given back and penalty; the classes that received seats, where a seat
-- went to another class than the segment's.
UPDATE "history" AS h SET "new_values" = (h."new_values" - 'passengers' - 'receivingClasses')
  || jsonb_build_object('refunds',
      (SELECT jsonb_agg(jsonb_build_object('name', x."passenger" -> 'name', 'amount', x."passenger" -> 'refundAmount',
         'penalty', x."passenger" -> 'penalty') ORDER BY x."n")
       FROM jsonb_array_elements(h."new_values" -> 'passengers') WITH ORDINALITY AS x("passenger", "n")))
  || coalesce((SELECT jsonb_build_object('seatsTo', jsonb_agg("migration_0009_flight"(c."flight_id", c."name") ORDER BY s."leg_index"))
       FROM jsonb_each_text(coalesce(h."new_values" -> 'receivingClasses', '{}'::jsonb)) AS r("segment_id", "class_id")
       JOIN "order_segments" AS s ON s."id" = r."segment_id"::integer
       JOIN "classes" AS c ON c."id" = r."class_id"::integer
       WHERE c."id" <> s."class_id"
       HAVING count(*) > 0), '{}'::jsonb)
WHERE h."entity" = 'order' AND jsonb_typeof(h."new_values" -> 'passengers') = 'array'
  AND jsonb_typeof(h."new_values" -> 'passengers' -> 0) = 'object';--> statement-breakpoint
-- A passenger removed from a booking: the name.
UPDATE "history" SET "new_values" = jsonb_set("new_values", '{passenger}', "new_values" -> 'passenger' -> 'name')
WHERE "entity" = 'order' AND jsonb_typeof("new_values" -> 'passenger') = 'object';--> statement-breakpoint
-- Splits: the names of the passengers who moved.
UPDATE "history" AS h SET "new_values" = (h."new_values" - 'passengerIds' - 'newOrderId' - 'fromOrderId')
  || jsonb_build_object('passengers',
      (SELECT coalesce(jsonb_agg(p."first_name" || ' ' || p."last_name" ORDER BY x."n"), '[]'::jsonb)
       FROM jsonb_array_elements_text(h."new_values" -> 'passengerIds') WITH ORDINALITY AS x("id", "n")
       JOIN "order_passengers" AS p ON p."id" = x."id"::integer))
WHERE h."entity" = 'order' AND jsonb_typeof(h."new_values" -> 'passengerIds') = 'array';--> statement-breakpoint
-- Changes of date: the flights before and after.
UPDATE "history" AS h SET
  "old_values" = jsonb_set(h."old_values", '{flights}',
    (SELECT coalesce(jsonb_agg("migration_0009_flight"(x."id"::integer, NULL) ORDER BY x."n"), '[]'::jsonb)
     FROM jsonb_array_elements_text(h."old_values" -> 'flights') WITH ORDINALITY AS x("id", "n"))),
  "new_values" = jsonb_set(h."new_values", '{flights}',
    (SELECT coalesce(jsonb_agg("migration_0009_flight"(x."id"::integer, NULL) ORDER BY x."n"), '[]'::jsonb)
     FROM jsonb_array_elements_text(h."new_values" -> 'flights') WITH ORDINALITY AS x("id", "n")))
WHERE h."entity" = 'order' AND jsonb_typeof(h."new_values" -> 'flights' -> 0) = 'number'
  AND jsonb_typeof(h."old_values" -> 'flights') = 'array';--> statement-breakpoint
-- Edits of passengers' details: "passenger 15" keys become a list of the passengers (by name) and what changed.
UPDATE "history" AS h SET
  "old_values" = (h."old_values" - ARRAY(SELECT k FROM jsonb_object_keys(h."old_values") AS k WHERE k LIKE 'passenger %'))
    || jsonb_build_object('passengerDetails',
      (SELECT coalesce(jsonb_agg(jsonb_build_object('name', p."first_name" || ' ' || p."last_name") || e."value" ORDER BY p."id"), '[]'::jsonb)
       FROM jsonb_each(h."old_values") AS e JOIN "order_passengers" AS p ON p."id"::text = substr(e."key", 11)
       WHERE e."key" LIKE 'passenger %')),
  "new_values" = (h."new_values" - ARRAY(SELECT k FROM jsonb_object_keys(h."new_values") AS k WHERE k LIKE 'passenger %'))
    || jsonb_build_object('passengerDetails',
      (SELECT coalesce(jsonb_agg(jsonb_build_object('name', p."first_name" || ' ' || p."last_name") || e."value" ORDER BY p."id"), '[]'::jsonb)
       FROM jsonb_each(h."new_values") AS e JOIN "order_passengers" AS p ON p."id"::text = substr(e."key", 11)
       WHERE e."key" LIKE 'passenger %'))
WHERE h."entity" = 'order' AND h."action" = 'edit'
  AND EXISTS (SELECT 1 FROM jsonb_object_keys(h."new_values") AS k WHERE k LIKE 'passenger %');--> statement-breakpoint
-- Name changes: the names tell whose; the id goes.
UPDATE "history" SET "old_values" = "old_values" - 'passengerId', "new_values" = "new_values" - 'passengerId'
WHERE "entity" = 'order' AND "new_values" ? 'passengerId';--> statement-breakpoint
DROP FUNCTION "migration_0009_flight"(integer, text);
