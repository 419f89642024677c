-- Issue 34, an agent's history at a million orders. An agent reads the history rows of its orders, its directory
-- passengers and its own user; the list found them through the orders it owns (a hash of 40,000 order ids for a big
-- agent, probed against 2 million rows: 0.7 s for the first page's capped count). Each row now says whose it is: a
-- stored `agent_id`, filled when the row is inserted by a trigger that looks the record up (so no insert, by any
-- path, can forget it), and the list reads one range of an index on (agent_id, at, id).
--
-- Whose a row is, is decided once, at insert: an order's agent (orders never change agent), a directory passenger's
-- agent (else the agentId its values name: the row of a passenger being created or deleted), a user's own id when it is
-- an agent (role 'user'). Ids that are not numbers (a reference resource's key) belong to no agent.
--
-- The list's newest-first order breaks ties by id; the two indexes it walks now carry the id, so its first page is the
-- index's last entries instead of a sort of every row of the newest instant (the scale seed writes many at once).
CREATE FUNCTION frs_history_agent_of(p_entity text, p_entity_id text, p_old jsonb, p_new jsonb) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  record_id integer;
BEGIN
  IF p_entity_id !~ '^[0-9]{1,9}$' THEN
    RETURN NULL;
  END IF;
  record_id := p_entity_id::integer;
  CASE p_entity
    WHEN 'order' THEN
      RETURN (SELECT o.agent_id FROM orders o WHERE o.id = record_id);
    WHEN 'user' THEN
      RETURN (SELECT u.id FROM users u WHERE u.id = record_id AND u.role = 'user');
    WHEN 'passenger' THEN
      RETURN coalesce(
        (SELECT p.agent_id FROM directory_passengers p WHERE p.id = record_id),
        CASE WHEN p_new->>'agentId' ~ '^[0-9]{1,9}$' THEN (p_new->>'agentId')::integer END,
        CASE WHEN p_old->>'agentId' ~ '^[0-9]{1,9}$' THEN (p_old->>'agentId')::integer END);
    ELSE
      RETURN NULL;
  END CASE;
END $$;--> statement-breakpoint
CREATE FUNCTION frs_history_agent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.agent_id := frs_history_agent_of(NEW.entity, NEW.entity_id, NEW.old_values, NEW.new_values);
  RETURN NEW;
END $$;--> statement-breakpoint
-- Every updated row gets a new version in every index of the history, in the update's order: the history's secondary
-- indexes are dropped first and built again after (at the scale seed's 2 million rows: the update 2.5 min with them
-- dropped, 8 min with them kept; each index a few seconds to build). The history refuses writes meanwhile
-- (docs/OPERATIONS.md, "Data at scale").
DROP INDEX "history_at_idx";--> statement-breakpoint
DROP INDEX "history_entity_idx";--> statement-breakpoint
DROP INDEX "history_actor_idx";--> statement-breakpoint
DROP INDEX "orders_line_created_idx";--> statement-breakpoint
ALTER TABLE "history" ADD COLUMN "agent_id" integer;--> statement-breakpoint
-- The rows written before: the orders' (nearly all of them) read in the table's order, each order found by its key,
-- the few others by the trigger's function.
UPDATE "history" SET "agent_id" = (SELECT o.agent_id FROM "orders" o WHERE o.id = "history".entity_id::integer)
  WHERE entity = 'order' AND entity_id ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "history" SET "agent_id" = frs_history_agent_of(entity, entity_id, old_values, new_values)
  WHERE entity IN ('user', 'passenger');--> statement-breakpoint
CREATE TRIGGER history_agent BEFORE INSERT ON "history" FOR EACH ROW EXECUTE FUNCTION frs_history_agent();--> statement-breakpoint
CREATE INDEX "history_entity_idx" ON "history" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "history_actor_idx" ON "history" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "history_agent_idx" ON "history" USING btree ("agent_id","at","id");--> statement-breakpoint
CREATE INDEX "history_at_idx" ON "history" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "orders_line_created_idx" ON "orders" USING btree ("product_line","created_at","id");--> statement-breakpoint
ANALYZE "history";
