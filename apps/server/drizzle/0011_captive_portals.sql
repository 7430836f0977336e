CREATE TABLE "captive_portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"router_id" integer NOT NULL,
	"name" text NOT NULL,
	"primary_message" text NOT NULL,
	"background_color" text NOT NULL,
	"show_connect_message" boolean DEFAULT true NOT NULL,
	"logo_key" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captive_portals_router_id_unique" UNIQUE("router_id")
);
--> statement-breakpoint
ALTER TABLE "captive_portals" ADD CONSTRAINT "captive_portals_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every router has its portal (decision 029): those already there get the spec's defaults now, and a
-- trigger gives each new router one, whichever path inserts it (registration, seed, tests).
INSERT INTO "captive_portals" ("router_id", "name", "primary_message", "background_color")
SELECT "id", 'Ared Hub', '', '#0b3d91' FROM "routers"
ON CONFLICT ("router_id") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "captive_portal_for_new_router"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "captive_portals" ("router_id", "name", "primary_message", "background_color")
  VALUES (NEW."id", 'Ared Hub', '', '#0b3d91')
  ON CONFLICT ("router_id") DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "routers_captive_portal" AFTER INSERT ON "routers"
FOR EACH ROW EXECUTE FUNCTION "captive_portal_for_new_router"();
