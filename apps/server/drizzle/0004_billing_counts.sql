CREATE TABLE "billing_counts" (
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_paid" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_counts_partner_id_kind_is_paid_pk" PRIMARY KEY("partner_id","kind","is_paid")
);
--> statement-breakpoint
ALTER TABLE "billing_counts" ADD CONSTRAINT "billing_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement-level triggers with transition tables: one grouped upsert per statement, however many rows it
-- touched (the engine inserts thousands at once). Deletes include those cascading from SMEs and partners;
-- a partner's own delete removes its counts by the foreign key.
CREATE FUNCTION "billing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "billing_counts" ("partner_id", "kind", "is_paid", "n")
    SELECT o."partner_id", o."kind", o."is_paid", -count(*)::int FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM "partners" p WHERE p."id" = o."partner_id")
    GROUP BY 1, 2, 3
    ON CONFLICT ("partner_id", "kind", "is_paid") DO UPDATE SET "n" = "billing_counts"."n" + excluded."n";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "billing_counts" ("partner_id", "kind", "is_paid", "n")
    SELECT "partner_id", "kind", "is_paid", count(*)::int FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT ("partner_id", "kind", "is_paid") DO UPDATE SET "n" = "billing_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "billings_count_insert" AFTER INSERT ON "billings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "billings_count_update" AFTER UPDATE ON "billings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "billings_count_delete" AFTER DELETE ON "billings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "billing_counts_apply"();
--> statement-breakpoint
INSERT INTO "billing_counts" ("partner_id", "kind", "is_paid", "n")
SELECT "partner_id", "kind", "is_paid", count(*)::int FROM "billings" GROUP BY 1, 2, 3;
