-- Citus (decision 083): a box's current state and its readings are keyed with the box's partner, copied from
-- the box when a row is written. Existing rows take the box's partner now (the history before this migration
-- cannot be told apart); the rows of a box with no partner are deleted, as a box in transit has no state kept.
-- Hand-edited: Drizzle Kit adds the NOT NULL columns before any backfill, and cannot name router_state's key.

ALTER TABLE "router_state" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "router_state" s SET "partner_id" = r."partner_id" FROM "routers" r WHERE r."id" = s."router_id";--> statement-breakpoint
DELETE FROM "router_state" WHERE "partner_id" IS NULL;--> statement-breakpoint
ALTER TABLE "router_state" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "router_state" DROP CONSTRAINT "router_state_pkey";--> statement-breakpoint
ALTER TABLE "router_state" ADD CONSTRAINT "router_state_router_id_partner_id_pk" PRIMARY KEY("router_id","partner_id");--> statement-breakpoint
ALTER TABLE "router_state" ADD CONSTRAINT "router_state_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "router_metrics" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "router_metrics" m SET "partner_id" = r."partner_id" FROM "routers" r WHERE r."id" = m."router_id";--> statement-breakpoint
DELETE FROM "router_metrics" WHERE "partner_id" IS NULL;--> statement-breakpoint
ALTER TABLE "router_metrics" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "router_metrics_router_time_unique";--> statement-breakpoint
ALTER TABLE "router_metrics" DROP CONSTRAINT "router_metrics_id_recorded_at_pk";--> statement-breakpoint
ALTER TABLE "router_metrics" ADD CONSTRAINT "router_metrics_id_recorded_at_partner_id_pk" PRIMARY KEY("id","recorded_at","partner_id");--> statement-breakpoint
ALTER TABLE "router_metrics" ADD CONSTRAINT "router_metrics_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "router_metrics_router_time_unique" ON "router_metrics" USING btree ("router_id","recorded_at","partner_id");
;--> statement-breakpoint
-- Each reading counts under the partner it was written under (its own column, no longer the box's partner
-- now), with the interval of the box's state under that partner.
CREATE OR REPLACE FUNCTION public.analytics_mark_readings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "reading_delta" ("partner_id", "router_id", "hour", "readings", "heard_seconds", "cpu_sum",
    "ram_sum", "health_readings", "upload_sum", "download_sum", "traffic_in_mb", "traffic_out_mb", "latency_sum",
    "latency_readings", "packet_loss_sum", "packet_loss_readings", "clients_max", "signal_strong",
    "signal_medium", "signal_weak", "signal_none")
  SELECT x."partner_id", x."router_id", date_trunc('hour', x."recorded_at", 'UTC'),
    count(*), sum(coalesce(rs."interval_seconds", 30)), coalesce(sum(x."cpu_percent"), 0),
    coalesce(sum(x."ram_percent"), 0), count(x."cpu_percent"), coalesce(sum(x."upload_mbps"), 0),
    coalesce(sum(x."download_mbps"), 0), coalesce(sum(x."traffic_in_mb"), 0), coalesce(sum(x."traffic_out_mb"), 0),
    coalesce(sum(x."latency_ms"), 0), count(x."latency_ms"), coalesce(sum(x."packet_loss_percent"), 0),
    count(x."packet_loss_percent"), coalesce(max(x."connected_clients"), 0),
    count(*) FILTER (WHERE x."signal_strength" = 'Strong'), count(*) FILTER (WHERE x."signal_strength" = 'Medium'),
    count(*) FILTER (WHERE x."signal_strength" = 'Weak'), count(*) FILTER (WHERE x."signal_strength" = 'No data')
  FROM new_rows x
  LEFT JOIN "router_state" rs ON rs."router_id" = x."router_id" AND rs."partner_id" = x."partner_id"
  GROUP BY x."partner_id", x."router_id", date_trunc('hour', x."recorded_at", 'UTC');
  RETURN NULL;
END $function$;
