CREATE TABLE "food_drink_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"realm_id" integer NOT NULL,
	"menu_type" text NOT NULL,
	"original_file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"realm_id" integer NOT NULL,
	"name" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"realm_id" integer NOT NULL,
	"sme_id" integer,
	"category_id" integer,
	"file_type" text NOT NULL,
	"status" text DEFAULT 'Enabled' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"thumbnail_key" text,
	"original_thumbnail_name" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"subject" text NOT NULL,
	"department" text NOT NULL,
	"priority" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_drink_menus" ADD CONSTRAINT "food_drink_menus_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_drink_menus" ADD CONSTRAINT "food_drink_menus_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_category_id_media_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."media_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_drink_menus_partner_idx" ON "food_drink_menus" USING btree ("partner_id","created","id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_drink_menus_realm_type_idx" ON "food_drink_menus" USING btree ("realm_id","menu_type");--> statement-breakpoint
CREATE INDEX "media_categories_partner_idx" ON "media_categories" USING btree ("partner_id","created","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_categories_realm_name_idx" ON "media_categories" USING btree ("realm_id",lower("name"));--> statement-breakpoint
CREATE INDEX "media_files_partner_idx" ON "media_files" USING btree ("partner_id","created","id");--> statement-breakpoint
CREATE INDEX "media_files_partner_status_idx" ON "media_files" USING btree ("partner_id","status","created","id");--> statement-breakpoint
CREATE INDEX "media_files_partner_realms_idx" ON "media_files" USING btree ("partner_id","status","created","id") WHERE "media_files"."sme_id" is null;--> statement-breakpoint
CREATE INDEX "media_files_sme_realms_idx" ON "media_files" USING btree ("partner_id","status","created","id") WHERE "media_files"."sme_id" is not null;--> statement-breakpoint
CREATE INDEX "media_files_sme_idx" ON "media_files" USING btree ("sme_id","status","created","id");--> statement-breakpoint
CREATE INDEX "media_files_realm_status_idx" ON "media_files" USING btree ("realm_id","status","created","id");--> statement-breakpoint
CREATE INDEX "media_files_category_idx" ON "media_files" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_enabled_name_idx" ON "media_files" USING btree ("partner_id","original_file_name") WHERE "media_files"."status" = 'Enabled';--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_enabled_thumbnail_idx" ON "media_files" USING btree ("partner_id","original_thumbnail_name") WHERE "media_files"."status" = 'Enabled' and "media_files"."original_thumbnail_name" is not null;--> statement-breakpoint
CREATE INDEX "tickets_partner_idx" ON "tickets" USING btree ("partner_id","created","id");--> statement-breakpoint
CREATE INDEX "tickets_partner_department_idx" ON "tickets" USING btree ("partner_id","department","created","id");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id");--> statement-breakpoint
-- Kept counts for the offline files list (decisions 019, 021): a file's scope is its realm's side
-- ('partner' realm or 'sme' realm) + '/' + its status, so the Offline Files tabs (realm__partner,
-- realm__sme__partner, status) read their totals in one lookup. src/db/list-scopes.ts names the same strings.
CREATE FUNCTION "media_file_list_scope"(sme_id integer, status text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN sme_id IS NULL THEN 'partner' ELSE 'sme' END) || '/' || status
$$;
--> statement-breakpoint
CREATE FUNCTION "media_files_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER "media_files_list_counts_insert" AFTER INSERT ON "media_files" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "media_files_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "media_files_list_counts_delete" AFTER DELETE ON "media_files" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "media_files_list_counts_apply"();
--> statement-breakpoint
-- Disabling or enabling a file moves it between scopes; other edits (updated) are not watched.
CREATE TRIGGER "media_files_list_counts_update" AFTER UPDATE OF "partner_id", "sme_id", "status", "created" ON "media_files" FOR EACH ROW
WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id" OR OLD."sme_id" IS DISTINCT FROM NEW."sme_id"
  OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."created" IS DISTINCT FROM NEW."created")
EXECUTE FUNCTION "media_files_list_counts_apply"();
