-- Every API process caches, per user, what a session check needs (token version, status, role, groups). A change of
-- any of these, from any process or from SQL typed by hand, is announced on the channel `frs_session` with the
-- user's id, at commit: each process forgets its copy (apps/server/src/modules/auth/session-cache.ts).
CREATE FUNCTION frs_announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('frs_session', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER UPDATE OF token_version, status, role, admin_groups ON users
  FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.role IS DISTINCT FROM NEW.role OR OLD.admin_groups IS DISTINCT FROM NEW.admin_groups)
  EXECUTE FUNCTION frs_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER users_session_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION frs_announce_session_change();
