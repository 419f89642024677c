-- Issue 34, item 3: live events numbered without one lock at commit (apps/server/src/modules/live-events/README.md).
--
-- Until now frs_live_publish (migration 0016) took one transaction-level advisory lock before it numbered an event,
-- so that ids followed commit order. Every transaction that moves seats or money publishes, so all of them queued on
-- that lock from their first deferred trigger to the end of their commit, across every process: raw bookings reached
-- 71/s with one worker and 101/s with ten.
--
-- Now an event takes its id from the sequence with no lock. Ids are still taken at commit (the triggers are deferred),
-- and two transactions that change the same row are serialized by its row lock, so the events of one row (a class's
-- free seats, an order, a balance) stay in commit order; events of different rows may now commit out of id order (a
-- transaction that took id 10 commits after the one that took 11). "Every event after id N, once, in order" then
-- needs a reader to know below which id every event is final: the watermark.
--
-- Each transaction that publishes registers, before it takes its first id, a shared transaction-level advisory lock
-- keyed by the next id the sequence will give (its ids are all at least that): pg_locks shows it to every session
-- until the transaction ends, committed or rolled back. Shared locks never wait on each other, and each publishing
-- transaction takes one. frs_live_watermark() reads the sequence's next id and then the smallest key still locked;
-- the smaller of the two is the watermark W: every event with an id below W belongs to a finished transaction, so a
-- snapshot taken after it sees all of those that committed, and none below W can appear later. (Read in that order: a
-- transaction that registers after the locks were read takes ids after the sequence was read, so at least W.) The
-- stream hands out only events below W (live-stream.ts), and each process's listener releases the notices, which
-- arrive in commit order, in id order, waiting for a lower id until it arrives or falls below W (live-hub.ts).
--
-- The key is the id in the low 32 bits and 1718775916 ("frsl") plus the high bits in the high 32 (pg_locks: classid
-- and objid, objsubid 1); the application's other advisory locks (login-throttle.ts's hashtext keys, the migration
-- lock) have 0 or 4294967295 there. The lock is per database, so the watermark reads only the current one.
--
-- The webhook emit (migration 0024) takes no lock: a webhook's order is per order, kept by the order's row lock.
-- PostgreSQL itself still serializes the end of the commits of transactions that NOTIFY (a lock from writing the
-- notices to the queue to the end of the commit), a short tail without the triggers' work.
CREATE OR REPLACE FUNCTION frs_live_publish(p_user integer, p_staff boolean, p_agents boolean, p_kind text, p_payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
  next_id bigint;
  message text;
BEGIN
  -- Once per transaction (the setting is local to it): the registration of its in-flight ids.
  IF current_setting('frs.live_registered', true) IS DISTINCT FROM 'yes' THEN
    SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END INTO next_id FROM live_events_id_seq;
    PERFORM pg_advisory_xact_lock_shared((1718775916::bigint << 32) + next_id);
    PERFORM set_config('frs.live_registered', 'yes', true);
  END IF;
  INSERT INTO live_events (user_id, to_staff, to_agents, kind, payload)
    VALUES (p_user, p_staff, p_agents, p_kind, p_payload) RETURNING id INTO event_id;
  message := json_build_object('i', event_id, 'u', p_user, 's', p_staff, 'a', p_agents, 'k', p_kind, 'p', p_payload)::text;
  IF octet_length(message) > 7900 THEN
    message := json_build_object('i', event_id, 'u', p_user, 's', p_staff, 'a', p_agents, 'k', p_kind)::text;
  END IF;
  PERFORM pg_notify('frs_live', message);
END;
$$;--> statement-breakpoint
-- The watermark: every event with an id below `below` is final (its transaction ended); `next_id` is the id the
-- sequence gives next (an id at or above it was never handed out). Call it before the snapshot that reads the events.
CREATE FUNCTION frs_live_watermark(OUT below bigint, OUT next_id bigint) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  in_flight bigint;
BEGIN
  SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END INTO next_id FROM live_events_id_seq;
  SELECT min(((lock.classid::bigint - 1718775916) << 32) + lock.objid::bigint) INTO in_flight
    FROM pg_locks lock
    WHERE lock.locktype = 'advisory' AND lock.objsubid = 1
      AND lock.database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND lock.classid::bigint BETWEEN 1718775916 AND 1718775916 + 1048575;
  below := least(next_id, in_flight);
END;
$$;
