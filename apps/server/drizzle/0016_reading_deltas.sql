CREATE TABLE "reading_delta" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	"heard_seconds" integer DEFAULT 0 NOT NULL,
	"cpu_sum" double precision DEFAULT 0 NOT NULL,
	"ram_sum" double precision DEFAULT 0 NOT NULL,
	"health_readings" integer DEFAULT 0 NOT NULL,
	"upload_sum" double precision DEFAULT 0 NOT NULL,
	"download_sum" double precision DEFAULT 0 NOT NULL,
	"traffic_in_mb" double precision DEFAULT 0 NOT NULL,
	"traffic_out_mb" double precision DEFAULT 0 NOT NULL,
	"latency_sum" double precision DEFAULT 0 NOT NULL,
	"latency_readings" integer DEFAULT 0 NOT NULL,
	"packet_loss_sum" double precision DEFAULT 0 NOT NULL,
	"packet_loss_readings" integer DEFAULT 0 NOT NULL,
	"clients_max" integer DEFAULT 0 NOT NULL,
	"signal_strong" integer DEFAULT 0 NOT NULL,
	"signal_medium" integer DEFAULT 0 NOT NULL,
	"signal_weak" integer DEFAULT 0 NOT NULL,
	"signal_none" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "advert_view_hourly_hour_idx";--> statement-breakpoint
DROP INDEX "login_failure_hourly_hour_idx";--> statement-breakpoint
DROP INDEX "portal_visit_hourly_hour_idx";--> statement-breakpoint
DROP INDEX "reading_hourly_hour_idx";--> statement-breakpoint
DROP INDEX "session_hourly_hour_idx";--> statement-breakpoint
DROP INDEX "sms_hourly_hour_idx";--> statement-breakpoint
DROP INDEX "voucher_hourly_hour_idx";--> statement-breakpoint
ALTER TABLE "reading_delta" ADD CONSTRAINT "reading_delta_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_view_hourly_hour_idx" ON "advert_view_hourly" USING btree ("partner_id","hour","router_id");--> statement-breakpoint
CREATE INDEX "login_failure_hourly_hour_idx" ON "login_failure_hourly" USING btree ("partner_id","hour","router_id");--> statement-breakpoint
CREATE INDEX "portal_visit_hourly_hour_idx" ON "portal_visit_hourly" USING btree ("partner_id","hour","router_id");--> statement-breakpoint
CREATE INDEX "reading_hourly_hour_idx" ON "reading_hourly" USING btree ("partner_id","hour","router_id");--> statement-breakpoint
CREATE INDEX "session_hourly_hour_idx" ON "session_hourly" USING btree ("partner_id","hour","router_id");--> statement-breakpoint
CREATE INDEX "sms_hourly_hour_idx" ON "sms_hourly" USING btree ("partner_id","hour","router_id");--> statement-breakpoint
CREATE INDEX "voucher_hourly_hour_idx" ON "voucher_hourly" USING btree ("partner_id","hour","router_id");--> statement-breakpoint
-- Readings are added to the rollups, not recomputed (decision 039): each inserting statement writes its sums
-- per (box, hour) to reading_delta, in the writer's transaction. The same aggregates as the readings source
-- of rollup-sources.ts, except heard_seconds, which is capped at the hour when it is added.
CREATE OR REPLACE FUNCTION "analytics_mark_readings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "reading_delta" ("partner_id", "router_id", "hour", "readings", "heard_seconds", "cpu_sum",
    "ram_sum", "health_readings", "upload_sum", "download_sum", "traffic_in_mb", "traffic_out_mb", "latency_sum",
    "latency_readings", "packet_loss_sum", "packet_loss_readings", "clients_max", "signal_strong",
    "signal_medium", "signal_weak", "signal_none")
  SELECT r."partner_id", x."router_id", date_trunc('hour', x."recorded_at", 'UTC'),
    count(*), sum(coalesce(rs."interval_seconds", 30)), coalesce(sum(x."cpu_percent"), 0),
    coalesce(sum(x."ram_percent"), 0), count(x."cpu_percent"), coalesce(sum(x."upload_mbps"), 0),
    coalesce(sum(x."download_mbps"), 0), coalesce(sum(x."traffic_in_mb"), 0), coalesce(sum(x."traffic_out_mb"), 0),
    coalesce(sum(x."latency_ms"), 0), count(x."latency_ms"), coalesce(sum(x."packet_loss_percent"), 0),
    count(x."packet_loss_percent"), coalesce(max(x."connected_clients"), 0),
    count(*) FILTER (WHERE x."signal_strength" = 'Strong'), count(*) FILTER (WHERE x."signal_strength" = 'Medium'),
    count(*) FILTER (WHERE x."signal_strength" = 'Weak'), count(*) FILTER (WHERE x."signal_strength" = 'No data')
  FROM new_rows x JOIN "routers" r ON r."id" = x."router_id"
  LEFT JOIN "router_state" rs ON rs."router_id" = x."router_id"
  WHERE r."partner_id" IS NOT NULL
  GROUP BY r."partner_id", x."router_id", date_trunc('hour', x."recorded_at", 'UTC');
  RETURN NULL;
END $$;
