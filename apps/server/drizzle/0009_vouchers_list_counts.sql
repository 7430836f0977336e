CREATE INDEX "vouchers_started_idx" ON "vouchers" USING btree ("first_used_at") WHERE status in ('active', 'used') and first_used_at is not null;--> statement-breakpoint
-- Kept counts for the vouchers and hotspot sessions lists (decisions 019, 022): the voucher service's lists
-- and stats read them instead of counting a partner's million vouchers. A voucher's scope is its stored
-- status; a session's is status + '/' + session_type, so the stats read both splits from the same rows.
-- src/db/list-scopes.ts names the same strings.
CREATE FUNCTION "hotspot_session_list_scope"(status text, session_type text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT status || '/' || session_type
$$;
--> statement-breakpoint
CREATE FUNCTION "vouchers_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "list_counts_add"('vouchers', array_agg(g.partner_id), array_agg(g.scope), array_agg(g.n))
    FROM (SELECT v."partner_id", v."status" AS scope, count(*)::int AS n FROM new_rows v GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "list_counts_add"('vouchers', array_agg(g.partner_id), array_agg(g.scope), array_agg(-g.n))
    FROM (SELECT v."partner_id", v."status" AS scope, count(*)::int AS n FROM old_rows v GROUP BY 1, 2) g;
  ELSE
    PERFORM "list_counts_move"('vouchers', OLD."partner_id", OLD."status", NEW."partner_id", NEW."status");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "hotspot_sessions_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "list_counts_add"('hotspot_sessions', array_agg(g.partner_id), array_agg(g.scope), array_agg(g.n))
    FROM (SELECT s."partner_id", "hotspot_session_list_scope"(s."status", s."session_type") AS scope, count(*)::int AS n
          FROM new_rows s GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "list_counts_add"('hotspot_sessions', array_agg(g.partner_id), array_agg(g.scope), array_agg(-g.n))
    FROM (SELECT s."partner_id", "hotspot_session_list_scope"(s."status", s."session_type") AS scope, count(*)::int AS n
          FROM old_rows s GROUP BY 1, 2) g;
  ELSE
    PERFORM "list_counts_move"('hotspot_sessions',
      OLD."partner_id", "hotspot_session_list_scope"(OLD."status", OLD."session_type"),
      NEW."partner_id", "hotspot_session_list_scope"(NEW."status", NEW."session_type"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vouchers_list_counts_insert" AFTER INSERT ON "vouchers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vouchers_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "vouchers_list_counts_delete" AFTER DELETE ON "vouchers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "vouchers_list_counts_apply"();
--> statement-breakpoint
-- Logins (first use), revokes and the expiry sweep move a voucher between scopes; everything else a login
-- writes (used_by) is not watched, so it never touches list_counts.
CREATE TRIGGER "vouchers_list_counts_update" AFTER UPDATE OF "partner_id", "status", "created_at" ON "vouchers" FOR EACH ROW
WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id" OR OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "vouchers_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "hotspot_sessions_list_counts_insert" AFTER INSERT ON "hotspot_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hotspot_sessions_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "hotspot_sessions_list_counts_delete" AFTER DELETE ON "hotspot_sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "hotspot_sessions_list_counts_apply"();
--> statement-breakpoint
-- Interim updates (bytes, duration, last_update) are most of the writes to sessions: not watched.
CREATE TRIGGER "hotspot_sessions_list_counts_update" AFTER UPDATE OF "partner_id", "status", "session_type", "start_time" ON "hotspot_sessions" FOR EACH ROW
WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id" OR OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."session_type" IS DISTINCT FROM NEW."session_type" OR OLD."start_time" IS DISTINCT FROM NEW."start_time")
EXECUTE FUNCTION "hotspot_sessions_list_counts_apply"();
--> statement-breakpoint
-- The rows already there, counted after the triggers exist (see 0006).
INSERT INTO "list_counts" ("list", "partner_id", "scope", "n")
SELECT 'vouchers', "partner_id", "status", count(*)::int FROM "vouchers" GROUP BY 2, 3
UNION ALL
SELECT 'hotspot_sessions', "partner_id", "hotspot_session_list_scope"("status", "session_type"), count(*)::int
FROM "hotspot_sessions" GROUP BY 2, 3;
