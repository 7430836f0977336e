CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"partner_id" integer NOT NULL,
	"scope" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_list_partner_id_scope_pk" PRIMARY KEY("list","partner_id","scope")
);
--> statement-breakpoint
DROP TABLE "billing_counts" CASCADE;--> statement-breakpoint
ALTER TABLE "list_counts" ADD CONSTRAINT "list_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept list counts (list_counts replaces billing_counts). A list's scopes are one per combination of its kept
-- filters; these two functions and src/db/list-scopes.ts name the same strings.
CREATE FUNCTION "sme_list_scope"(is_active boolean, is_terminated boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN is_active THEN 'active' ELSE 'inactive' END || '/'
      || CASE WHEN is_terminated THEN 'terminated' ELSE 'current' END
$$;
--> statement-breakpoint
CREATE FUNCTION "billing_list_scope"(kind text, is_paid boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT kind || '/' || CASE WHEN is_paid THEN 'paid' ELSE 'unpaid' END
$$;
--> statement-breakpoint
-- Adds a statement's inserted or deleted rows, grouped by partner and scope, to a list's counts and bumps the
-- version of every scope touched. One upsert, its rows in key order, so two statements lock the counts rows
-- they share in the same order and cannot deadlock each other. A NULL
-- partner (an unassigned router) is not counted. The EXISTS guard skips partners being deleted: their rows
-- cascade away from under them (billings, SMEs, routers set to NULL) and their counts go with the foreign key,
-- so writing them again would fail it.
CREATE FUNCTION "list_counts_add"(p_list text, p_partner_ids integer[], p_scopes text[], p_deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
-- One row's move, for the row-level UPDATE triggers: out of its old (partner, scope), into its new one, each
-- counts row locked in key order like list_counts_add does; a move inside one scope (its sort key changed)
-- bumps that scope's version alone. Two plain upserts: on PGlite, list_counts_add's arrays cost ~1 ms a row.
CREATE FUNCTION "list_counts_bump"(p_list text, p_partner_id integer, p_scope text, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_partner_id IS NULL OR NOT EXISTS (SELECT 1 FROM "partners" p WHERE p."id" = p_partner_id) THEN
    RETURN;
  END IF;
  INSERT INTO "list_counts" ("list", "partner_id", "scope", "n", "version")
  VALUES (p_list, p_partner_id, p_scope, p_delta, 1)
  ON CONFLICT ("list", "partner_id", "scope") DO UPDATE
  SET "n" = "list_counts"."n" + excluded."n", "version" = "list_counts"."version" + 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_counts_move"(p_list text, p_old_partner_id integer, p_old_scope text,
  p_new_partner_id integer, p_new_scope text)
RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
-- INSERT and DELETE: statement-level triggers with transition tables, one grouped upsert per statement
-- however many rows it wrote (the engine and the seeds insert thousands at once; SME and partner deletes
-- cascade). UPDATE: row-level triggers, `AFTER UPDATE OF <counted columns> ... WHEN (something counted
-- changed)`. The WHEN is checked as the row is written, before any function runs, so the frequent updates
-- that change nothing counted (box actions on routers, the engine pausing billings, SME edits) cost nothing
-- and never touch list_counts. A statement-level UPDATE trigger could not do that: PostgreSQL refuses a
-- column list on an UPDATE trigger with transition tables, so every UPDATE would capture its rows and run a
-- join. Moves are one row or a few per statement (assign a router, suspend an SME, pay a billing); each
-- locks its old and new scope in key order through list_counts_move.
CREATE FUNCTION "routers_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE FUNCTION "smes_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE FUNCTION "billings_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER "routers_list_counts_insert" AFTER INSERT ON "routers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "routers_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "routers_list_counts_delete" AFTER DELETE ON "routers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "routers_list_counts_apply"();
--> statement-breakpoint
-- The sort key is in every WHEN: a row that moves inside its scope changes the pages' anchors.
CREATE TRIGGER "routers_list_counts_update" AFTER UPDATE OF "partner_id", "created" ON "routers" FOR EACH ROW
WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id" OR OLD."created" IS DISTINCT FROM NEW."created")
EXECUTE FUNCTION "routers_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "smes_list_counts_insert" AFTER INSERT ON "smes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "smes_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "smes_list_counts_delete" AFTER DELETE ON "smes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "smes_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "smes_list_counts_update" AFTER UPDATE OF "partner_id", "is_active", "is_terminated", "created" ON "smes" FOR EACH ROW
WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id" OR OLD."is_active" IS DISTINCT FROM NEW."is_active"
  OR OLD."is_terminated" IS DISTINCT FROM NEW."is_terminated" OR OLD."created" IS DISTINCT FROM NEW."created")
EXECUTE FUNCTION "smes_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "billings_list_counts_insert" AFTER INSERT ON "billings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billings_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "billings_list_counts_delete" AFTER DELETE ON "billings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "billings_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "billings_list_counts_update" AFTER UPDATE OF "partner_id", "kind", "is_paid", "due_date" ON "billings" FOR EACH ROW
WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id" OR OLD."kind" IS DISTINCT FROM NEW."kind"
  OR OLD."is_paid" IS DISTINCT FROM NEW."is_paid" OR OLD."due_date" IS DISTINCT FROM NEW."due_date")
EXECUTE FUNCTION "billings_list_counts_apply"();
--> statement-breakpoint
-- billing_counts (0004) is gone with the statement above; its triggers and function live on billings.
DROP TRIGGER "billings_count_insert" ON "billings";
--> statement-breakpoint
DROP TRIGGER "billings_count_update" ON "billings";
--> statement-breakpoint
DROP TRIGGER "billings_count_delete" ON "billings";
--> statement-breakpoint
DROP FUNCTION "billing_counts_apply"();
--> statement-breakpoint
-- The rows already there, counted after the triggers exist: creating a trigger locks its table against
-- writes until this migration commits, so no write falls between the two.
INSERT INTO "list_counts" ("list", "partner_id", "scope", "n")
SELECT 'routers', "partner_id", '', count(*)::int FROM "routers" WHERE "partner_id" IS NOT NULL GROUP BY 2
UNION ALL
SELECT 'smes', "partner_id", "sme_list_scope"("is_active", "is_terminated"), count(*)::int FROM "smes" GROUP BY 2, 3
UNION ALL
SELECT 'billings', "partner_id", "billing_list_scope"("kind", "is_paid"), count(*)::int FROM "billings" GROUP BY 2, 3;
