-- Issue 33, webhooks (modules/webhooks, apps/server/src/modules/webhooks/README.md). An agency's events are written
-- into webhook_deliveries in the transaction of the change, like live_events (migration 0016): every path (the API,
-- the jobs, SQL by hand, any process) emits them, a rolled-back change emits nothing, a committed one is never lost.
-- One row per event and subscribed, enabled endpoint of the agency; `pg_notify('frs_webhook', '')` wakes every
-- process's dispatcher at commit (identical notices of one transaction are folded into one by PostgreSQL).
--
-- The order, balance, flight and approval triggers are deferred to commit and read the row as it is then, so an
-- event carries the transaction's final values. A transaction that moves an order several times (hold, then booked)
-- emits one event per order: an immediate trigger notes in a transaction-local setting (`frs.webhook_orders`) the
-- status the order had before the transaction and the fields that changed, and the first deferred trigger of that
-- order at commit takes the note and emits once (a status event if the status differs, else `order.changed`).
-- Only agents with an enabled endpoint are noted at all, so orders of other agencies cost one index probe.
--
-- The low balance alert is emitted by modules/alerts in the ledger's transaction (the threshold is known there only).

-- One event to every enabled endpoint of the agency subscribed to its type.
CREATE FUNCTION frs_webhook_emit(p_agent integer, p_type text, p_order integer, p_data jsonb)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  inserted integer;
BEGIN
  IF p_agent IS NULL THEN
    RETURN 0;
  END IF;
  INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, order_id, payload)
    SELECT endpoint.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), p_type, p_order,
      jsonb_build_object('type', p_type,
        'timestamp', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'data', p_data)
    FROM webhook_endpoints endpoint
    WHERE endpoint.agent_id = p_agent AND endpoint.enabled AND p_type = ANY (endpoint.event_types)
    ORDER BY endpoint.id;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted > 0 THEN
    PERFORM pg_notify('frs_webhook', '');
  END IF;
  RETURN inserted;
END;
$$;--> statement-breakpoint
-- True the first time a key is seen in this transaction: one event per balance or flight, however many rows moved.
CREATE FUNCTION frs_webhook_once(p_key text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  seen text := coalesce(nullif(current_setting('frs.webhook_once', true), ''), ',');
BEGIN
  IF position(',' || p_key || ',' in seen) > 0 THEN
    RETURN false;
  END IF;
  PERFORM set_config('frs.webhook_once', seen || p_key || ',', true);
  RETURN true;
END;
$$;--> statement-breakpoint
-- Notes an order's change for the commit: its status before the transaction ('s'), inserted in it ('i'), and what
-- else changed ('c': orderDate, payable, discount, fees, names).
CREATE FUNCTION frs_webhook_note_order(p_order integer, p_agent integer, p_before text, p_inserted boolean, p_changes text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  notes jsonb;
  note jsonb;
BEGIN
  IF p_agent IS NULL OR NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE agent_id = p_agent AND enabled) THEN
    RETURN;
  END IF;
  notes := coalesce(nullif(current_setting('frs.webhook_orders', true), ''), '{}')::jsonb;
  note := coalesce(notes -> p_order::text, jsonb_build_object('s', p_before, 'c', '[]'::jsonb));
  IF p_inserted THEN
    note := note || jsonb_build_object('i', true);
  END IF;
  note := jsonb_set(note, '{c}', (SELECT coalesce(jsonb_agg(DISTINCT change), '[]'::jsonb)
    FROM (SELECT jsonb_array_elements_text(note -> 'c') AS change UNION SELECT unnest(p_changes)) changes));
  PERFORM set_config('frs.webhook_orders', jsonb_set(notes, ARRAY[p_order::text], note)::text, true);
END;
$$;--> statement-breakpoint
CREATE FUNCTION frs_webhook_order_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM frs_webhook_note_order(NEW.id, NEW.agent_id, NULL, true, changes);
    RETURN NULL;
  END IF;
  IF OLD.order_date IS DISTINCT FROM NEW.order_date THEN changes := changes || 'orderDate'::text; END IF;
  IF OLD.payable IS DISTINCT FROM NEW.payable THEN changes := changes || 'payable'::text; END IF;
  IF OLD.discount IS DISTINCT FROM NEW.discount THEN changes := changes || 'discount'::text; END IF;
  IF OLD.fees IS DISTINCT FROM NEW.fees THEN changes := changes || 'fees'::text; END IF;
  PERFORM frs_webhook_note_order(NEW.id, NEW.agent_id, OLD.status, false, changes);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_webhook_track AFTER INSERT OR UPDATE OF status, order_date, payable, discount, fees ON orders
  FOR EACH ROW EXECUTE FUNCTION frs_webhook_order_track();--> statement-breakpoint
-- A traveller's or a guest's name: the order's `names` changed.
CREATE FUNCTION frs_webhook_names_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner record;
BEGIN
  SELECT id, agent_id, status INTO owner FROM orders WHERE id = NEW.order_id;
  IF FOUND THEN
    PERFORM frs_webhook_note_order(owner.id, owner.agent_id, owner.status, false, ARRAY['names']);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_passengers_webhook_track AFTER UPDATE OF first_name, last_name ON order_passengers
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION frs_webhook_names_track();--> statement-breakpoint
CREATE TRIGGER hotel_order_guests_webhook_track AFTER UPDATE OF first_name, last_name ON hotel_order_guests
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION frs_webhook_names_track();--> statement-breakpoint
-- At commit: the order's note, taken once, becomes its event (order.held … order.refunded, or order.changed).
CREATE FUNCTION frs_webhook_order_flush(p_order integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  notes jsonb := coalesce(nullif(current_setting('frs.webhook_orders', true), ''), '{}')::jsonb;
  note jsonb := notes -> p_order::text;
  current record;
  data jsonb;
BEGIN
  IF note IS NULL THEN
    RETURN;
  END IF;
  PERFORM set_config('frs.webhook_orders', (notes - p_order::text)::text, true);
  SELECT id, agent_id, product_line, status, pnr, order_date, payable, paid, discount, fees, refunded, penalties,
      hold_expires_at, booking_expires_at, ticketed_at
    INTO current FROM orders WHERE id = p_order;
  IF NOT FOUND OR current.agent_id IS NULL THEN
    RETURN;
  END IF;
  data := jsonb_build_object('orderId', current.id, 'productLine', current.product_line, 'pnr', current.pnr,
    'status', current.status, 'orderDate', current.order_date, 'payable', current.payable, 'paid', current.paid,
    'discount', current.discount, 'fees', current.fees, 'refunded', current.refunded, 'penalties', current.penalties,
    'currency', 'AMD', 'holdExpiresAt', current.hold_expires_at, 'bookingExpiresAt', current.booking_expires_at,
    'ticketedAt', current.ticketed_at);
  IF note ? 'i' OR current.status IS DISTINCT FROM note ->> 's' THEN
    PERFORM frs_webhook_emit(current.agent_id,
      'order.' || CASE current.status WHEN 'hold' THEN 'held' ELSE current.status END, current.id, data);
  ELSIF jsonb_array_length(note -> 'c') > 0 THEN
    PERFORM frs_webhook_emit(current.agent_id, 'order.changed', current.id, data || jsonb_build_object('changed', note -> 'c'));
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION frs_webhook_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only its table's column (a record's missing field is an error even in a branch not taken).
  IF TG_TABLE_NAME = 'orders' THEN
    PERFORM frs_webhook_order_flush(NEW.id);
  ELSE
    PERFORM frs_webhook_order_flush(NEW.order_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_webhook_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION frs_webhook_order();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_webhook_update AFTER UPDATE OF status, order_date, payable, discount, fees ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.order_date IS DISTINCT FROM NEW.order_date
    OR OLD.payable IS DISTINCT FROM NEW.payable OR OLD.discount IS DISTINCT FROM NEW.discount
    OR OLD.fees IS DISTINCT FROM NEW.fees)
  EXECUTE FUNCTION frs_webhook_order();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_passengers_webhook AFTER UPDATE OF first_name, last_name ON order_passengers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION frs_webhook_order();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER hotel_order_guests_webhook AFTER UPDATE OF first_name, last_name ON hotel_order_guests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION frs_webhook_order();--> statement-breakpoint
-- An agent's balance or credit limit, once per transaction, with its values at commit.
CREATE FUNCTION frs_webhook_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current record;
BEGIN
  IF NOT frs_webhook_once('b' || NEW.id) THEN
    RETURN NULL;
  END IF;
  SELECT id, balance, credit_limit INTO current FROM users WHERE id = NEW.id;
  IF FOUND THEN
    PERFORM frs_webhook_emit(current.id, 'balance.changed', NULL, jsonb_build_object('balance', current.balance,
      'creditLimit', current.credit_limit, 'available', current.balance + current.credit_limit, 'currency', 'AMD'));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_webhook_balance AFTER UPDATE OF balance, credit_limit ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.role = 'user' AND (OLD.balance IS DISTINCT FROM NEW.balance OR OLD.credit_limit IS DISTINCT FROM NEW.credit_limit))
  EXECUTE FUNCTION frs_webhook_balance();--> statement-breakpoint
-- A flight retimed, rerouted or cancelled: each agency with active orders on it, once per transaction, the orders
-- named. (The agency's own sales have no agency to tell.)
CREATE FUNCTION frs_webhook_flight() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current record;
  affected record;
  change text;
BEGIN
  IF NOT frs_webhook_once('f' || NEW.id) THEN
    RETURN NULL;
  END IF;
  SELECT flight.id, flight.status, flight.departure_at, flight.arrival_at, flight.from_airport_id,
      flight.to_airport_id, airline.iata_code || ' ' || flight.flight_number AS flight_number
    INTO current FROM flights flight JOIN airlines airline ON airline.id = flight.airline_id WHERE flight.id = NEW.id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  change := CASE
    WHEN current.status = 'cancelled' THEN 'cancelled'
    WHEN current.from_airport_id IS DISTINCT FROM OLD.from_airport_id
      OR current.to_airport_id IS DISTINCT FROM OLD.to_airport_id THEN 'rerouted'
    ELSE 'retimed' END;
  FOR affected IN
    SELECT o.agent_id, array_agg(DISTINCT o.id ORDER BY o.id) AS order_ids
      FROM order_segments segment JOIN orders o ON o.id = segment.order_id
      WHERE segment.flight_id = NEW.id AND o.status IN ('hold', 'booked', 'ticketed') AND o.agent_id IS NOT NULL
      GROUP BY o.agent_id
  LOOP
    PERFORM frs_webhook_emit(affected.agent_id, 'flight.changed', NULL, jsonb_build_object('flightId', current.id,
      'flightNumber', current.flight_number, 'change', change, 'status', current.status,
      'departureAt', current.departure_at, 'arrivalAt', current.arrival_at,
      'previousDepartureAt', OLD.departure_at, 'previousArrivalAt', OLD.arrival_at,
      'orderIds', to_jsonb(affected.order_ids)));
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER flights_webhook AFTER UPDATE OF departure_at, arrival_at, status, from_airport_id, to_airport_id
  ON flights DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.departure_at IS DISTINCT FROM NEW.departure_at OR OLD.arrival_at IS DISTINCT FROM NEW.arrival_at
    OR OLD.from_airport_id IS DISTINCT FROM NEW.from_airport_id OR OLD.to_airport_id IS DISTINCT FROM NEW.to_airport_id
    OR (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM NEW.status))
  EXECUTE FUNCTION frs_webhook_flight();--> statement-breakpoint
-- A four-eyes request approved or rejected: the agency whose balance or order it concerns.
CREATE FUNCTION frs_webhook_approval() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current record;
BEGIN
  SELECT request.id, request.kind, request.status, request.order_id, request.decision_reason, request.decided_at,
      coalesce(request.agent_id, o.agent_id) AS agent_id, o.product_line, o.pnr
    INTO current FROM approval_requests request LEFT JOIN orders o ON o.id = request.order_id
    WHERE request.id = NEW.id;
  IF FOUND AND current.status IN ('approved', 'rejected') THEN
    PERFORM frs_webhook_emit(current.agent_id, 'approval.decided', current.order_id, jsonb_build_object(
      'approvalId', current.id, 'kind', current.kind, 'decision', current.status, 'reason', current.decision_reason,
      'decidedAt', current.decided_at, 'orderId', current.order_id, 'productLine', current.product_line,
      'pnr', current.pnr));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER approval_requests_webhook AFTER UPDATE OF status ON approval_requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status = 'pending' AND NEW.status IN ('approved', 'rejected'))
  EXECUTE FUNCTION frs_webhook_approval();
