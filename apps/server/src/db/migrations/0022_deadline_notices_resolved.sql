ALTER TABLE "user_notices" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "user_notices" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_notices" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notices_order_idx" ON "user_notices" USING btree ("order_id") WHERE "user_notices"."order_id" is not null;--> statement-breakpoint
-- Issue 31: a deadline reminder's notice ("Hold … expires soon — Urgent") is resolved once its deadline no longer
-- applies: the order left the deadline's status (held → booked, ticketed, cancelled, expired; booked → ticketed,
-- cancelled, expired) or the deadline moved (a new hold or booking limit). This trigger does it whatever path changed
-- the order (the order engine, the expiry job, SQL typed by hand), in that change's transaction; a resolved notice is
-- read, so the bell no longer counts it. (A newer reminder of the same order and kind resolves the older one in the
-- notifications module; a deadline that has passed reads as resolved.)
CREATE FUNCTION frs_resolve_deadline_notices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_notices n SET resolved_at = now(), read_at = coalesce(n.read_at, now())
  WHERE n.order_id = NEW.id AND n.resolved_at IS NULL AND (
    (n.kind = 'holdDeadline' AND (NEW.status <> 'hold'
      OR date_trunc('milliseconds', NEW.hold_expires_at) IS DISTINCT FROM date_trunc('milliseconds', n.deadline)))
    OR (n.kind = 'bookingDeadline' AND (NEW.status <> 'booked'
      OR date_trunc('milliseconds', NEW.booking_expires_at) IS DISTINCT FROM date_trunc('milliseconds', n.deadline)))
    OR (n.kind = 'ticketingDeadline' AND NEW.status <> 'booked'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_resolve_deadline_notices AFTER UPDATE OF status, hold_expires_at, booking_expires_at ON orders
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.hold_expires_at IS DISTINCT FROM NEW.hold_expires_at
    OR OLD.booking_expires_at IS DISTINCT FROM NEW.booking_expires_at)
  EXECUTE FUNCTION frs_resolve_deadline_notices();--> statement-breakpoint
-- A notice read (by its user, or resolved) is published to its user like a new one, so the bell's count follows.
CREATE CONSTRAINT TRIGGER user_notices_live_read AFTER UPDATE OF read_at ON user_notices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.read_at IS DISTINCT FROM NEW.read_at)
  EXECUTE FUNCTION frs_live_notice();--> statement-breakpoint
-- The reminders sent before: their order from their link (the reminders write `<order page>/<id>`) and their
-- deadline from the latest reminder of that order and kind; those that no longer apply are resolved now.
UPDATE user_notices n SET order_id = o.id,
  deadline = (SELECT max(r.deadline) FROM deadline_reminders r WHERE r.order_id = o.id
    AND r.kind = CASE n.kind WHEN 'holdDeadline' THEN 'hold' WHEN 'bookingDeadline' THEN 'booking' ELSE 'ticketing' END)
FROM orders o
WHERE n.kind IN ('holdDeadline', 'bookingDeadline', 'ticketingDeadline')
  AND n.link ~ '^/reservation/(edit|hotel|package)/[0-9]{1,9}$'
  AND o.id = substring(n.link FROM '([0-9]+)$')::integer;--> statement-breakpoint
UPDATE user_notices n SET resolved_at = now(), read_at = coalesce(n.read_at, now())
FROM orders o
WHERE n.order_id = o.id AND n.resolved_at IS NULL AND (
  n.deadline IS NULL OR n.deadline <= now()
  OR (n.kind = 'holdDeadline' AND o.status <> 'hold')
  OR (n.kind IN ('bookingDeadline', 'ticketingDeadline') AND o.status <> 'booked'));
