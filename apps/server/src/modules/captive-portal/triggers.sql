-- The captive-portal module's trigger, as the database has it after every migration: a new box gets its
-- default captive portal (this module's table) in the same transaction that adds it.
--
-- The declared form (issue 28 §1): migrations in apps/server/drizzle/ change the database, this file says
-- what it holds now. To change one, edit it here and write the same statements into a new migration;
-- apps/server/tests/declared-triggers.test.ts fails while the two differ. Statements are separated as in
-- the migrations. Formatted as PostgreSQL prints them (pg_get_functiondef, pg_get_triggerdef).

CREATE OR REPLACE FUNCTION public.captive_portal_for_new_router()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "captive_portals" ("router_id", "name", "primary_message", "background_color")
  VALUES (NEW."id", 'Ared Hub', '', '#0b3d91')
  ON CONFLICT ("router_id") DO NOTHING;
  RETURN NEW;
END;
$function$;
--> statement-breakpoint
CREATE TRIGGER routers_captive_portal AFTER INSERT ON routers FOR EACH ROW EXECUTE FUNCTION captive_portal_for_new_router();
