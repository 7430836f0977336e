-- The people search's trigram index (users_search_trgm_idx) needs pg_trgm, a trusted extension since
-- PostgreSQL 13 (the database owner may create it); PGlite loads it from its contrib (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Issue 13 (decision 033): partner people get the five user types, and field people their own roles, so a
-- micro franchisee or officer can never use the dashboard.
UPDATE "users" SET "user_type" = CASE "role" WHEN 'partner_admin' THEN 'Partner Admin' ELSE 'Partner Staff' END WHERE "user_type" IN ('Partner', 'Sales Representative') AND "role" IN ('partner_admin', 'partner_staff');--> statement-breakpoint
UPDATE "users" SET "role" = CASE "user_type" WHEN 'Micro Franchisee' THEN 'micro_franchisee' WHEN 'Field Officer' THEN 'field_officer' ELSE 'maintenance_officer' END WHERE "user_type" IN ('Micro Franchisee', 'Field Officer', 'Maintenance Officer');--> statement-breakpoint
CREATE TABLE "apks" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"apk_type" text NOT NULL,
	"package_name" text NOT NULL,
	"version_name" text NOT NULL,
	"version_code" bigint NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internet_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_per_gb" numeric(14, 2) NOT NULL,
	"minimum_profit_percentage" numeric(7, 2) NOT NULL,
	"max_speed_in_mbps" numeric(6, 2) NOT NULL,
	"total_internet_price" numeric(14, 2) NOT NULL,
	"price_per_minute" numeric(14, 2) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_partner_idx";--> statement-breakpoint
ALTER TABLE "apks" ADD CONSTRAINT "apks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apks" ADD CONSTRAINT "apks_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_settings" ADD CONSTRAINT "internet_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apks_partner_created_idx" ON "apks" USING btree ("partner_id","created","id");--> statement-breakpoint
CREATE INDEX "apks_partner_type_version_idx" ON "apks" USING btree ("partner_id","apk_type","version_code");--> statement-breakpoint
CREATE INDEX "internet_settings_partner_idx" ON "internet_settings" USING btree ("partner_id","created","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_partner_phone_unique" ON "users" USING btree ("partner_id","phone") WHERE "users"."user_type" <> 'SME' and "users"."phone" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "users_partner_national_id_unique" ON "users" USING btree ("partner_id","national_id_no") WHERE "users"."user_type" <> 'SME' and "users"."national_id_no" <> '';--> statement-breakpoint
CREATE INDEX "users_people_joined_idx" ON "users" USING btree ("partner_id","date_joined","id") WHERE "users"."user_type" <> 'SME';--> statement-breakpoint
CREATE INDEX "users_people_active_joined_idx" ON "users" USING btree ("partner_id","is_active","date_joined","id") WHERE "users"."user_type" <> 'SME';--> statement-breakpoint
CREATE INDEX "users_partner_type_joined_idx" ON "users" USING btree ("partner_id","user_type","date_joined","id");--> statement-breakpoint
CREATE INDEX "users_partner_type_active_joined_idx" ON "users" USING btree ("partner_id","user_type","is_active","date_joined","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("email" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "role" || ' ' || "user_type") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_assigned_to_unique" ON "kiosks" USING btree ("assigned_to_id") WHERE "kiosks"."assigned_to_id" is not null;
--> statement-breakpoint
-- Kept counts of the people lists (decisions 019, 021, 033): a person's scope is user_type/active or
-- user_type/suspended, so System Admins' tabs and each type's Active, Suspended and All tabs read their total
-- in one lookup. src/db/list-scopes.ts names the same strings.
CREATE FUNCTION "user_list_scope"(user_type text, is_active boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT user_type || '/' || CASE WHEN is_active THEN 'active' ELSE 'suspended' END
$$;
--> statement-breakpoint
CREATE FUNCTION "users_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_list_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_list_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_list_counts_apply"();
--> statement-breakpoint
-- Suspending, activating, retyping and moving a person change their scope; a changed join date moves them in
-- the list (the anchors' version). Profile edits and sign-ins change nothing counted and cost nothing.
CREATE TRIGGER "users_list_counts_update" AFTER UPDATE OF "partner_id", "user_type", "is_active", "date_joined" ON "users" FOR EACH ROW
WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id" OR OLD."user_type" IS DISTINCT FROM NEW."user_type"
  OR OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."date_joined" IS DISTINCT FROM NEW."date_joined")
EXECUTE FUNCTION "users_list_counts_apply"();
--> statement-breakpoint
-- The people already there, counted after the triggers exist (see 0006).
INSERT INTO "list_counts" ("list", "partner_id", "scope", "n")
SELECT 'users', "partner_id", "user_list_scope"("user_type", "is_active"), count(*)::int
FROM "users" WHERE "partner_id" IS NOT NULL GROUP BY 2, 3;
