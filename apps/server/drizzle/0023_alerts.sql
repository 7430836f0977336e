CREATE TABLE "alert_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mail" boolean NOT NULL,
	"sms" boolean NOT NULL,
	CONSTRAINT "alert_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
DROP INDEX "alerts_open_unique";--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "disk_percent" integer;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "cpu_percent" integer;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "cpu_minutes" integer;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "radius_minutes" integer;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "overdue_days" integer;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "voucher_stock" integer;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "subject_key" text;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_subject_unique" ON "alerts" USING btree ("partner_id","kind","subject_key") WHERE "alerts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_kind_subject_idx" ON "alerts" USING btree ("kind","subject_key","closed_at");--> statement-breakpoint
-- Hand-written (decision 055): the column is added without NOT NULL above (alerts already has rows), the
-- existing box_offline alerts get their key from their box, and only then is it NOT NULL.
UPDATE "alerts" SET "subject_key" = 'router:' || "router_id" WHERE "subject_key" IS NULL;--> statement-breakpoint
ALTER TABLE "alerts" ALTER COLUMN "subject_key" SET NOT NULL;
