-- The kept list counts' triggers and functions, as the database has them after every migration: each
-- list's triggers keep list_counts (a core table, decision 019) in step with the list's table, through
-- list_counts_add / list_counts_move / list_counts_bump; the *_list_scope functions name a row's scope.
--
-- The declared form (issue 28 §1): migrations in apps/server/drizzle/ change the database, this file says
-- what it holds now. To change one, edit it here and write the same statements into a new migration;
-- apps/server/tests/declared-triggers.test.ts fails while the two differ. Statements are separated as in
-- the migrations. Formatted as PostgreSQL prints them (pg_get_functiondef, pg_get_triggerdef).

CREATE OR REPLACE FUNCTION public.billing_list_scope(kind text, is_paid boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT kind || '/' || CASE WHEN is_paid THEN 'paid' ELSE 'unpaid' END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.billings_list_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "list_counts_add"('billings', array_agg(g.partner_id), array_agg(g.scope), array_agg(g.n))
    FROM (SELECT b."partner_id", "billing_list_scope"(b."kind", b."is_paid") AS scope, count(*)::int AS n
          FROM new_rows b GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "list_counts_add"('billings', array_agg(g.partner_id), array_agg(g.scope), array_agg(-g.n))
    FROM (SELECT b."partner_id", "billing_list_scope"(b."kind", b."is_paid") AS scope, count(*)::int AS n
          FROM old_rows b GROUP BY 1, 2) g;
  ELSE
    PERFORM "list_counts_move"('billings', OLD."partner_id", "billing_list_scope"(OLD."kind", OLD."is_paid"),
      NEW."partner_id", "billing_list_scope"(NEW."kind", NEW."is_paid"));
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER billings_list_counts_delete AFTER DELETE ON billings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION billings_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER billings_list_counts_insert AFTER INSERT ON billings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billings_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER billings_list_counts_update AFTER UPDATE OF partner_id, kind, is_paid, due_date ON billings FOR EACH ROW WHEN (((old.partner_id IS DISTINCT FROM new.partner_id) OR (old.kind IS DISTINCT FROM new.kind) OR (old.is_paid IS DISTINCT FROM new.is_paid) OR (old.due_date IS DISTINCT FROM new.due_date))) EXECUTE FUNCTION billings_list_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.hotspot_session_list_scope(status text, session_type text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT status || '/' || session_type
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.hotspot_sessions_counts_lock(p_partner_ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  p integer;
BEGIN
  FOR p IN SELECT DISTINCT x FROM unnest(p_partner_ids) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('list_counts:hotspot_sessions'), p);
  END LOOP;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.hotspot_sessions_list_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;
--> statement-breakpoint
CREATE TRIGGER hotspot_sessions_list_counts_delete AFTER DELETE ON hotspot_sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotspot_sessions_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER hotspot_sessions_list_counts_insert AFTER INSERT ON hotspot_sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotspot_sessions_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER hotspot_sessions_list_counts_update AFTER UPDATE ON hotspot_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotspot_sessions_list_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.list_counts_add(p_list text, p_partner_ids integer[], p_scopes text[], p_deltas integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- PL/pgSQL rather than SQL: its plan is kept for the session, a SQL function's is made on every call.
  INSERT INTO "list_counts" ("list", "partner_id", "scope", "n", "version")
  SELECT p_list, d.partner_id, d.scope, sum(d.delta)::int, 1
  FROM unnest(p_partner_ids, p_scopes, p_deltas) AS d(partner_id, scope, delta)
  WHERE d.partner_id IS NOT NULL AND EXISTS (SELECT 1 FROM "partners" p WHERE p."id" = d.partner_id)
  GROUP BY d.partner_id, d.scope
  ORDER BY d.partner_id, d.scope
  ON CONFLICT ("list", "partner_id", "scope") DO UPDATE
  SET "n" = "list_counts"."n" + excluded."n", "version" = "list_counts"."version" + 1;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.list_counts_bump(p_list text, p_partner_id integer, p_scope text, p_delta integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF p_partner_id IS NULL OR NOT EXISTS (SELECT 1 FROM "partners" p WHERE p."id" = p_partner_id) THEN
    RETURN;
  END IF;
  INSERT INTO "list_counts" ("list", "partner_id", "scope", "n", "version")
  VALUES (p_list, p_partner_id, p_scope, p_delta, 1)
  ON CONFLICT ("list", "partner_id", "scope") DO UPDATE
  SET "n" = "list_counts"."n" + excluded."n", "version" = "list_counts"."version" + 1;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.list_counts_move(p_list text, p_old_partner_id integer, p_old_scope text, p_new_partner_id integer, p_new_scope text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF p_old_partner_id IS NOT DISTINCT FROM p_new_partner_id AND p_old_scope = p_new_scope THEN
    PERFORM "list_counts_bump"(p_list, p_new_partner_id, p_new_scope, 0);
  ELSIF p_new_partner_id IS NULL OR (p_old_partner_id, p_old_scope) < (p_new_partner_id, p_new_scope) THEN
    PERFORM "list_counts_bump"(p_list, p_old_partner_id, p_old_scope, -1);
    PERFORM "list_counts_bump"(p_list, p_new_partner_id, p_new_scope, 1);
  ELSE
    PERFORM "list_counts_bump"(p_list, p_new_partner_id, p_new_scope, 1);
    PERFORM "list_counts_bump"(p_list, p_old_partner_id, p_old_scope, -1);
  END IF;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.media_file_list_scope(sme_id integer, status text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT (CASE WHEN sme_id IS NULL THEN 'partner' ELSE 'sme' END) || '/' || status
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.media_files_list_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "list_counts_add"('media_files', array_agg(g.partner_id), array_agg(g.scope), array_agg(g.n))
    FROM (SELECT f."partner_id", "media_file_list_scope"(f."sme_id", f."status") AS scope, count(*)::int AS n
          FROM new_rows f GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "list_counts_add"('media_files', array_agg(g.partner_id), array_agg(g.scope), array_agg(-g.n))
    FROM (SELECT f."partner_id", "media_file_list_scope"(f."sme_id", f."status") AS scope, count(*)::int AS n
          FROM old_rows f GROUP BY 1, 2) g;
  ELSE
    PERFORM "list_counts_move"('media_files',
      OLD."partner_id", "media_file_list_scope"(OLD."sme_id", OLD."status"),
      NEW."partner_id", "media_file_list_scope"(NEW."sme_id", NEW."status"));
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER media_files_list_counts_delete AFTER DELETE ON media_files REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION media_files_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER media_files_list_counts_insert AFTER INSERT ON media_files REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION media_files_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER media_files_list_counts_update AFTER UPDATE OF partner_id, sme_id, status, created ON media_files FOR EACH ROW WHEN (((old.partner_id IS DISTINCT FROM new.partner_id) OR (old.sme_id IS DISTINCT FROM new.sme_id) OR (old.status IS DISTINCT FROM new.status) OR (old.created IS DISTINCT FROM new.created))) EXECUTE FUNCTION media_files_list_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.routers_list_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "list_counts_add"('routers', array_agg(g.partner_id), array_agg(''::text), array_agg(g.n))
    FROM (SELECT r."partner_id", count(*)::int AS n FROM new_rows r GROUP BY 1) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "list_counts_add"('routers', array_agg(g.partner_id), array_agg(''::text), array_agg(-g.n))
    FROM (SELECT r."partner_id", count(*)::int AS n FROM old_rows r GROUP BY 1) g;
  ELSE
    PERFORM "list_counts_move"('routers', OLD."partner_id", '', NEW."partner_id", '');
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER routers_list_counts_delete AFTER DELETE ON routers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION routers_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER routers_list_counts_insert AFTER INSERT ON routers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION routers_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER routers_list_counts_update AFTER UPDATE OF partner_id, created ON routers FOR EACH ROW WHEN (((old.partner_id IS DISTINCT FROM new.partner_id) OR (old.created IS DISTINCT FROM new.created))) EXECUTE FUNCTION routers_list_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.sme_list_scope(is_active boolean, is_terminated boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE WHEN is_active THEN 'active' ELSE 'inactive' END || '/'
      || CASE WHEN is_terminated THEN 'terminated' ELSE 'current' END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.smes_list_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "list_counts_add"('smes', array_agg(g.partner_id), array_agg(g.scope), array_agg(g.n))
    FROM (SELECT s."partner_id", "sme_list_scope"(s."is_active", s."is_terminated") AS scope, count(*)::int AS n
          FROM new_rows s GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "list_counts_add"('smes', array_agg(g.partner_id), array_agg(g.scope), array_agg(-g.n))
    FROM (SELECT s."partner_id", "sme_list_scope"(s."is_active", s."is_terminated") AS scope, count(*)::int AS n
          FROM old_rows s GROUP BY 1, 2) g;
  ELSE
    PERFORM "list_counts_move"('smes', OLD."partner_id", "sme_list_scope"(OLD."is_active", OLD."is_terminated"),
      NEW."partner_id", "sme_list_scope"(NEW."is_active", NEW."is_terminated"));
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER smes_list_counts_delete AFTER DELETE ON smes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION smes_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER smes_list_counts_insert AFTER INSERT ON smes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION smes_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER smes_list_counts_update AFTER UPDATE OF partner_id, is_active, is_terminated, created ON smes FOR EACH ROW WHEN (((old.partner_id IS DISTINCT FROM new.partner_id) OR (old.is_active IS DISTINCT FROM new.is_active) OR (old.is_terminated IS DISTINCT FROM new.is_terminated) OR (old.created IS DISTINCT FROM new.created))) EXECUTE FUNCTION smes_list_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_list_scope(user_type text, is_active boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT user_type || '/' || CASE WHEN is_active THEN 'active' ELSE 'suspended' END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.users_list_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "list_counts_add"('users', array_agg(g.partner_id), array_agg(g.scope), array_agg(g.n))
    FROM (SELECT u."partner_id", "user_list_scope"(u."user_type", u."is_active") AS scope, count(*)::int AS n
          FROM new_rows u WHERE u."partner_id" IS NOT NULL GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "list_counts_add"('users', array_agg(g.partner_id), array_agg(g.scope), array_agg(-g.n))
    FROM (SELECT u."partner_id", "user_list_scope"(u."user_type", u."is_active") AS scope, count(*)::int AS n
          FROM old_rows u WHERE u."partner_id" IS NOT NULL GROUP BY 1, 2) g;
  ELSE
    PERFORM "list_counts_move"('users',
      OLD."partner_id", "user_list_scope"(OLD."user_type", OLD."is_active"),
      NEW."partner_id", "user_list_scope"(NEW."user_type", NEW."is_active"));
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER users_list_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_list_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_list_counts_update AFTER UPDATE OF partner_id, user_type, is_active, date_joined ON users FOR EACH ROW WHEN (((old.partner_id IS DISTINCT FROM new.partner_id) OR (old.user_type IS DISTINCT FROM new.user_type) OR (old.is_active IS DISTINCT FROM new.is_active) OR (old.date_joined IS DISTINCT FROM new.date_joined))) EXECUTE FUNCTION users_list_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vouchers_list_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;
--> statement-breakpoint
CREATE TRIGGER vouchers_list_counts_delete AFTER DELETE ON vouchers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vouchers_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER vouchers_list_counts_insert AFTER INSERT ON vouchers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vouchers_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER vouchers_list_counts_update AFTER UPDATE OF partner_id, status, created_at ON vouchers FOR EACH ROW WHEN (((old.partner_id IS DISTINCT FROM new.partner_id) OR (old.status IS DISTINCT FROM new.status) OR (old.created_at IS DISTINCT FROM new.created_at))) EXECUTE FUNCTION vouchers_list_counts_apply();
