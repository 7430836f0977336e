-- Citus (decision 083): alerts keyed (id, partner_id); a read carries its alert's partner, backfilled.

ALTER TABLE "alert_reads" DROP CONSTRAINT "alert_reads_alert_id_alerts_id_fk";--> statement-breakpoint
ALTER TABLE "alert_reads" DROP CONSTRAINT "alert_reads_alert_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_pkey";--> statement-breakpoint
ALTER TABLE "alert_reads" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "alert_reads" AS c SET "partner_id" = p."partner_id" FROM "alerts" AS p WHERE p."id" = c."alert_id";--> statement-breakpoint
ALTER TABLE "alert_reads" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_alert_id_user_id_partner_id_pk" PRIMARY KEY("alert_id","user_id","partner_id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_alert_id_partner_id_alerts_id_partner_id_fk" FOREIGN KEY ("alert_id","partner_id") REFERENCES "public"."alerts"("id","partner_id") ON DELETE cascade ON UPDATE no action;
