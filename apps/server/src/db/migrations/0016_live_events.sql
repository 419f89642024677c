-- Issue 19, live screens (modules/live-events, apps/server/src/modules/live-events/README.md). What an open screen must learn
-- (a balance, an order's status or deadline, a class's or a room night's free count, a notice, an announcement) is
-- written by triggers into live_events in the transaction of the change, so every path (the API, the jobs, SQL typed
-- by hand, any process) publishes it, and a rolled-back change publishes nothing. Each event is also sent on the
-- channel `frs_live`: every server process LISTENs once and hands it to its open streams; a stream that reconnects
-- reads what it missed from the table (kept an hour, then pruned by a job).
--
-- The triggers are deferred to commit and take one transaction-level advisory lock before they number an event, so
-- events are numbered in commit order: "every event after id N" is then exactly what a client that saw N missed.
-- PostgreSQL already serializes the commits of transactions that NOTIFY (one lock from the NOTIFY queue to the
-- commit), so the lock adds only the triggers' own few inserts to that serialized tail. A trigger reads the row as it
-- is at commit, so its event carries the final values of the transaction.
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"to_staff" boolean DEFAULT false NOT NULL,
	"to_agents" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- One event: numbered under the lock (commit order), stored, and sent. A NOTIFY payload must stay under 8000 bytes:
-- a longer one goes without its payload, and the listener reads the row.
CREATE FUNCTION frs_live_publish(p_user integer, p_staff boolean, p_agents boolean, p_kind text, p_payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
  message text;
BEGIN
  PERFORM pg_advisory_xact_lock(1718775916); -- "frsl"
  INSERT INTO live_events (user_id, to_staff, to_agents, kind, payload)
    VALUES (p_user, p_staff, p_agents, p_kind, p_payload) RETURNING id INTO event_id;
  message := json_build_object('i', event_id, 'u', p_user, 's', p_staff, 'a', p_agents, 'k', p_kind, 'p', p_payload)::text;
  IF octet_length(message) > 7900 THEN
    message := json_build_object('i', event_id, 'u', p_user, 's', p_staff, 'a', p_agents, 'k', p_kind)::text;
  END IF;
  PERFORM pg_notify('frs_live', message);
END;
$$;--> statement-breakpoint
-- An agent's balance or credit limit: to that user only.
CREATE FUNCTION frs_live_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current record;
BEGIN
  SELECT balance, credit_limit INTO current FROM users WHERE id = NEW.id;
  IF FOUND THEN
    PERFORM frs_live_publish(NEW.id, false, false, 'balance',
      jsonb_build_object('balance', current.balance, 'creditLimit', current.credit_limit));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_live_balance AFTER UPDATE OF balance, credit_limit ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.balance IS DISTINCT FROM NEW.balance OR OLD.credit_limit IS DISTINCT FROM NEW.credit_limit)
  EXECUTE FUNCTION frs_live_balance();--> statement-breakpoint
-- An order's status or deadlines: to its agent (none for the agency's own sale) and to the staff.
CREATE FUNCTION frs_live_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current record;
BEGIN
  SELECT id, agent_id, product_line, status, pnr, hold_expires_at, booking_expires_at INTO current
    FROM orders WHERE id = NEW.id;
  IF FOUND THEN
    PERFORM frs_live_publish(current.agent_id, true, false, 'order', jsonb_build_object(
      'orderId', current.id, 'productLine', current.product_line, 'status', current.status, 'pnr', current.pnr,
      'holdExpiresAt', current.hold_expires_at, 'bookingExpiresAt', current.booking_expires_at));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_live_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION frs_live_order();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_live_update AFTER UPDATE OF status, hold_expires_at, booking_expires_at ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.hold_expires_at IS DISTINCT FROM NEW.hold_expires_at
    OR OLD.booking_expires_at IS DISTINCT FROM NEW.booking_expires_at)
  EXECUTE FUNCTION frs_live_order();--> statement-breakpoint
-- A fare class's free seats: to everyone, or to the staff only for an admin-only class.
CREATE FUNCTION frs_live_seats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current record;
BEGIN
  SELECT id, flight_id, seats, sold, held, admin_only INTO current FROM classes WHERE id = NEW.id;
  IF FOUND THEN
    PERFORM frs_live_publish(NULL, true, NOT current.admin_only, 'seats', jsonb_build_object(
      'flightId', current.flight_id, 'classId', current.id, 'free', current.seats - current.sold - current.held));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER classes_live_seats AFTER UPDATE OF seats, sold, held ON classes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.seats IS DISTINCT FROM NEW.seats OR OLD.sold IS DISTINCT FROM NEW.sold OR OLD.held IS DISTINCT FROM NEW.held)
  EXECUTE FUNCTION frs_live_seats();--> statement-breakpoint
-- A room type's free rooms on a night (none under a stop-sale): to everyone.
CREATE FUNCTION frs_live_rooms() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current record;
BEGIN
  SELECT room_id, night, allotment, sold, held, stop_sale INTO current
    FROM room_nights WHERE room_id = NEW.room_id AND night = NEW.night;
  IF FOUND THEN
    PERFORM frs_live_publish(NULL, true, true, 'rooms', jsonb_build_object('roomId', current.room_id,
      'night', current.night, 'free', CASE WHEN current.stop_sale THEN 0 ELSE current.allotment - current.sold - current.held END));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER room_nights_live AFTER UPDATE OF allotment, sold, held, stop_sale ON room_nights
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.allotment IS DISTINCT FROM NEW.allotment OR OLD.sold IS DISTINCT FROM NEW.sold
    OR OLD.held IS DISTINCT FROM NEW.held OR OLD.stop_sale IS DISTINCT FROM NEW.stop_sale)
  EXECUTE FUNCTION frs_live_rooms();--> statement-breakpoint
-- An announcement added, changed or removed: to its audience (before and after a change of audience).
CREATE FUNCTION frs_live_announcement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  audiences text[];
  announcement_id integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    audiences := ARRAY[OLD.audience];
    announcement_id := OLD.id;
  ELSIF TG_OP = 'UPDATE' THEN
    audiences := ARRAY[OLD.audience, NEW.audience];
    announcement_id := NEW.id;
  ELSE
    audiences := ARRAY[NEW.audience];
    announcement_id := NEW.id;
  END IF;
  PERFORM frs_live_publish(NULL, audiences && ARRAY['everyone', 'staff'], audiences && ARRAY['everyone', 'agents'],
    'announcement', jsonb_build_object('id', announcement_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notifications_live AFTER INSERT OR UPDATE OR DELETE ON notifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION frs_live_announcement();--> statement-breakpoint
-- A personal notice (user_notices, migration 0017, whose trigger calls this): to its user.
CREATE FUNCTION frs_live_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM frs_live_publish(NEW.user_id, false, false, 'notice', jsonb_build_object('id', NEW.id, 'kind', NEW.kind));
  RETURN NULL;
END;
$$;
