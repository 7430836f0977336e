-- Accounting is written by several lanes at once on PostgreSQL (issue 27, decision 046), all of a partner's
-- boxes into the same kept counts. Two rules make that deadlock-free:
-- 1. Whatever writes a partner's session counts first takes that partner's transaction lock (two-key
--    advisory lock, the list's class and the partner id), in ascending partner order. An upsert fires
--    an INSERT and an UPDATE statement trigger, one after the other; the second finds its partners'
--    locks already held by the first, so no transaction ever waits for a counts row while holding
--    another partner's. Only the triggers' tail is serialised: the rows themselves are written in
--    parallel.
-- 2. Moves (Stop, Terminate, the silence sweep) are counted once per statement from the transition
--    tables, as inserts and deletes are, instead of one list_counts_move per row in row order (a Stop
--    batch of 500 made 1,000 row upserts, each locking its rows in its own order).
CREATE FUNCTION "hotspot_sessions_counts_lock"(p_partner_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p integer;
BEGIN
  FOR p IN SELECT DISTINCT x FROM unnest(p_partner_ids) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('list_counts:hotspot_sessions'), p);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotspot_sessions_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_partner_ids integer[];
  v_scopes text[];
  v_deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(g.partner_id), array_agg(g.scope), array_agg(g.n) INTO v_partner_ids, v_scopes, v_deltas
    FROM (SELECT s."partner_id", "hotspot_session_list_scope"(s."status", s."session_type") AS scope, count(*)::int AS n
          FROM new_rows s GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(g.partner_id), array_agg(g.scope), array_agg(-g.n) INTO v_partner_ids, v_scopes, v_deltas
    FROM (SELECT s."partner_id", "hotspot_session_list_scope"(s."status", s."session_type") AS scope, count(*)::int AS n
          FROM old_rows s GROUP BY 1, 2) g;
  ELSE
    -- The rows whose partner, scope or sort key changed: out of the old scope, into the new one. A scope a
    -- row only moved inside (its start_time changed) gets a delta of 0, which still bumps its version.
    -- Interims change none of these: nothing found, no lock taken.
    SELECT array_agg(g.partner_id), array_agg(g.scope), array_agg(g.n) INTO v_partner_ids, v_scopes, v_deltas
    FROM (SELECT m.partner_id, m.scope, sum(m.delta)::int AS n
          FROM old_rows o JOIN new_rows n ON n."id" = o."id"
          CROSS JOIN LATERAL (VALUES
            (o."partner_id", "hotspot_session_list_scope"(o."status", o."session_type"), -1),
            (n."partner_id", "hotspot_session_list_scope"(n."status", n."session_type"), 1)) AS m(partner_id, scope, delta)
          WHERE o."partner_id" IS DISTINCT FROM n."partner_id" OR o."status" IS DISTINCT FROM n."status"
            OR o."session_type" IS DISTINCT FROM n."session_type" OR o."start_time" IS DISTINCT FROM n."start_time"
          GROUP BY 1, 2) g;
  END IF;
  IF v_partner_ids IS NOT NULL THEN
    PERFORM "hotspot_sessions_counts_lock"(v_partner_ids);
    PERFORM "list_counts_add"('hotspot_sessions', v_partner_ids, v_scopes, v_deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "hotspot_sessions_list_counts_update" ON "hotspot_sessions";
--> statement-breakpoint
-- Every UPDATE now captures its rows (the analytics trigger already did, so they are captured once); the
-- interims, which move nothing, find no changed row and take no lock.
CREATE TRIGGER "hotspot_sessions_list_counts_update" AFTER UPDATE ON "hotspot_sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hotspot_sessions_list_counts_apply"();
