CREATE TABLE "advert_view_daily" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_view_daily_partner_id_router_id_day_pk" PRIMARY KEY("partner_id","router_id","day")
);
--> statement-breakpoint
CREATE TABLE "advert_view_hourly" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_view_hourly_partner_id_router_id_hour_pk" PRIMARY KEY("partner_id","router_id","hour")
);
--> statement-breakpoint
CREATE TABLE "advert_viewers" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"viewer_id" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "advert_viewers_partner_id_router_id_viewer_id_pk" PRIMARY KEY("partner_id","router_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty" (
	"source" text NOT NULL,
	"partner_id" integer NOT NULL,
	"key_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_dirty_source_partner_id_key_id_hour_pk" PRIMARY KEY("source","partner_id","key_id","hour")
);
--> statement-breakpoint
CREATE TABLE "guest_devices" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"vendor" text,
	"phone_model" text,
	CONSTRAINT "guest_devices_partner_id_router_id_device_hash_pk" PRIMARY KEY("partner_id","router_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "hotspot_login_failures" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotspot_login_failures_router_id_minute_reason_pk" PRIMARY KEY("router_id","minute","reason")
);
--> statement-breakpoint
CREATE TABLE "login_failure_daily" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"day" date NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"failed_unknown" integer DEFAULT 0 NOT NULL,
	"failed_used" integer DEFAULT 0 NOT NULL,
	"failed_expired" integer DEFAULT 0 NOT NULL,
	"failed_revoked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_failure_daily_partner_id_router_id_day_pk" PRIMARY KEY("partner_id","router_id","day")
);
--> statement-breakpoint
CREATE TABLE "login_failure_hourly" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"failed_unknown" integer DEFAULT 0 NOT NULL,
	"failed_used" integer DEFAULT 0 NOT NULL,
	"failed_expired" integer DEFAULT 0 NOT NULL,
	"failed_revoked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_failure_hourly_partner_id_router_id_hour_pk" PRIMARY KEY("partner_id","router_id","hour")
);
--> statement-breakpoint
CREATE TABLE "partner_device_salts" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_visit_daily" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_visit_daily_partner_id_router_id_day_pk" PRIMARY KEY("partner_id","router_id","day")
);
--> statement-breakpoint
CREATE TABLE "portal_visit_hourly" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_visit_hourly_partner_id_router_id_hour_pk" PRIMARY KEY("partner_id","router_id","hour")
);
--> statement-breakpoint
CREATE TABLE "portal_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"device_hash" text,
	"phone_model" text,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_daily" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"day" date NOT NULL,
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
	"signal_none" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_daily_partner_id_router_id_day_pk" PRIMARY KEY("partner_id","router_id","day")
);
--> statement-breakpoint
CREATE TABLE "reading_hourly" (
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
	"signal_none" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_hourly_partner_id_router_id_hour_pk" PRIMARY KEY("partner_id","router_id","hour")
);
--> statement-breakpoint
CREATE TABLE "session_daily" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"day" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"voucher_sessions" integer DEFAULT 0 NOT NULL,
	"auto_sessions" integer DEFAULT 0 NOT NULL,
	"expired_sessions" integer DEFAULT 0 NOT NULL,
	"restart_ended" integer DEFAULT 0 NOT NULL,
	"session_seconds" bigint DEFAULT 0 NOT NULL,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "session_daily_partner_id_router_id_day_pk" PRIMARY KEY("partner_id","router_id","day")
);
--> statement-breakpoint
CREATE TABLE "session_hourly" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"voucher_sessions" integer DEFAULT 0 NOT NULL,
	"auto_sessions" integer DEFAULT 0 NOT NULL,
	"expired_sessions" integer DEFAULT 0 NOT NULL,
	"restart_ended" integer DEFAULT 0 NOT NULL,
	"session_seconds" bigint DEFAULT 0 NOT NULL,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "session_hourly_partner_id_router_id_hour_pk" PRIMARY KEY("partner_id","router_id","hour")
);
--> statement-breakpoint
CREATE TABLE "sms_daily" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_daily_partner_id_router_id_day_pk" PRIMARY KEY("partner_id","router_id","day")
);
--> statement-breakpoint
CREATE TABLE "sms_hourly" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_hourly_partner_id_router_id_hour_pk" PRIMARY KEY("partner_id","router_id","hour")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"router_id" integer,
	"voucher_id" bigint,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_daily" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"day" date NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"expired_unused" integer DEFAULT 0 NOT NULL,
	"revoked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voucher_daily_partner_id_router_id_day_pk" PRIMARY KEY("partner_id","router_id","day")
);
--> statement-breakpoint
CREATE TABLE "voucher_hourly" (
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"expired_unused" integer DEFAULT 0 NOT NULL,
	"revoked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voucher_hourly_partner_id_router_id_hour_pk" PRIMARY KEY("partner_id","router_id","hour")
);
--> statement-breakpoint
ALTER TABLE "advert_view_daily" ADD CONSTRAINT "advert_view_daily_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_view_hourly" ADD CONSTRAINT "advert_view_hourly_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_viewers" ADD CONSTRAINT "advert_viewers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_devices" ADD CONSTRAINT "guest_devices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_login_failures" ADD CONSTRAINT "hotspot_login_failures_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_login_failures" ADD CONSTRAINT "hotspot_login_failures_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_failure_daily" ADD CONSTRAINT "login_failure_daily_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_failure_hourly" ADD CONSTRAINT "login_failure_hourly_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_device_salts" ADD CONSTRAINT "partner_device_salts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visit_daily" ADD CONSTRAINT "portal_visit_daily_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visit_hourly" ADD CONSTRAINT "portal_visit_hourly_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visits" ADD CONSTRAINT "portal_visits_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visits" ADD CONSTRAINT "portal_visits_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_daily" ADD CONSTRAINT "reading_daily_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_hourly" ADD CONSTRAINT "reading_hourly_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_daily" ADD CONSTRAINT "session_daily_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_hourly" ADD CONSTRAINT "session_hourly_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_daily" ADD CONSTRAINT "sms_daily_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_hourly" ADD CONSTRAINT "sms_hourly_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_daily" ADD CONSTRAINT "voucher_daily_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_hourly" ADD CONSTRAINT "voucher_hourly_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_view_hourly_hour_idx" ON "advert_view_hourly" USING btree ("partner_id","hour");--> statement-breakpoint
CREATE INDEX "advert_viewers_last_seen_idx" ON "advert_viewers" USING btree ("partner_id","router_id","last_seen");--> statement-breakpoint
CREATE INDEX "advert_viewers_first_seen_idx" ON "advert_viewers" USING btree ("partner_id","router_id","first_seen");--> statement-breakpoint
CREATE INDEX "guest_devices_last_seen_idx" ON "guest_devices" USING btree ("partner_id","router_id","last_seen");--> statement-breakpoint
CREATE INDEX "guest_devices_first_seen_idx" ON "guest_devices" USING btree ("partner_id","router_id","first_seen");--> statement-breakpoint
CREATE INDEX "hotspot_login_failures_partner_idx" ON "hotspot_login_failures" USING btree ("partner_id","minute");--> statement-breakpoint
CREATE INDEX "login_failure_hourly_hour_idx" ON "login_failure_hourly" USING btree ("partner_id","hour");--> statement-breakpoint
CREATE INDEX "portal_visit_hourly_hour_idx" ON "portal_visit_hourly" USING btree ("partner_id","hour");--> statement-breakpoint
CREATE INDEX "portal_visits_partner_idx" ON "portal_visits" USING btree ("partner_id","visited_at");--> statement-breakpoint
CREATE INDEX "portal_visits_router_idx" ON "portal_visits" USING btree ("router_id","visited_at");--> statement-breakpoint
CREATE INDEX "reading_hourly_hour_idx" ON "reading_hourly" USING btree ("partner_id","hour");--> statement-breakpoint
CREATE INDEX "session_hourly_hour_idx" ON "session_hourly" USING btree ("partner_id","hour");--> statement-breakpoint
CREATE INDEX "sms_hourly_hour_idx" ON "sms_hourly" USING btree ("partner_id","hour");--> statement-breakpoint
CREATE INDEX "sms_messages_partner_idx" ON "sms_messages" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_router_idx" ON "sms_messages" USING btree ("router_id","created_at");--> statement-breakpoint
CREATE INDEX "voucher_hourly_hour_idx" ON "voucher_hourly" USING btree ("partner_id","hour");--> statement-breakpoint
CREATE INDEX "hotspot_sessions_router_start_idx" ON "hotspot_sessions" USING btree ("router_id","start_time");
--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------
-- Monthly partitions for the two raw time series that grow fastest (decision 038): retention drops a month
-- at once instead of deleting rows one by one. The same on PGlite and PostgreSQL. Bounds are UTC months.
CREATE FUNCTION "analytics_month_partitions"(parent text, first_month timestamptz, last_month timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m timestamp := date_trunc('month', first_month AT TIME ZONE 'UTC');
BEGIN
  WHILE m <= (last_month AT TIME ZONE 'UTC') LOOP
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
      parent || '_' || to_char(m, 'YYYY_MM'), parent,
      (m AT TIME ZONE 'UTC'), ((m + interval '1 month') AT TIME ZONE 'UTC'));
    m := m + interval '1 month';
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "router_metrics" ADD COLUMN "latency_ms" real;--> statement-breakpoint
ALTER TABLE "router_metrics" ADD COLUMN "packet_loss_percent" real;--> statement-breakpoint
ALTER TABLE "router_metrics" RENAME TO "router_metrics_unpartitioned";--> statement-breakpoint
CREATE TABLE "router_metrics" (LIKE "router_metrics_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("recorded_at");--> statement-breakpoint
ALTER SEQUENCE "router_metrics_id_seq" OWNED BY "router_metrics"."id";--> statement-breakpoint
SELECT "analytics_month_partitions"('router_metrics', coalesce((SELECT min("recorded_at") FROM "router_metrics_unpartitioned"), now()), now() + interval '3 months');--> statement-breakpoint
CREATE TABLE "router_metrics_default" PARTITION OF "router_metrics" DEFAULT;--> statement-breakpoint
INSERT INTO "router_metrics" SELECT * FROM "router_metrics_unpartitioned";--> statement-breakpoint
DROP TABLE "router_metrics_unpartitioned";--> statement-breakpoint
ALTER TABLE "router_metrics" ADD CONSTRAINT "router_metrics_id_recorded_at_pk" PRIMARY KEY("id","recorded_at");--> statement-breakpoint
ALTER TABLE "router_metrics" ADD CONSTRAINT "router_metrics_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "router_metrics_router_time_unique" ON "router_metrics" USING btree ("router_id","recorded_at");--> statement-breakpoint
CREATE INDEX "router_metrics_time_idx" ON "router_metrics" USING btree ("recorded_at");--> statement-breakpoint
ALTER TABLE "advert_views" RENAME TO "advert_views_unpartitioned";--> statement-breakpoint
CREATE TABLE "advert_views" (LIKE "advert_views_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("viewed_at");--> statement-breakpoint
ALTER SEQUENCE "advert_views_id_seq" OWNED BY "advert_views"."id";--> statement-breakpoint
SELECT "analytics_month_partitions"('advert_views', coalesce((SELECT min("viewed_at") FROM "advert_views_unpartitioned"), now()), now() + interval '3 months');--> statement-breakpoint
CREATE TABLE "advert_views_default" PARTITION OF "advert_views" DEFAULT;--> statement-breakpoint
INSERT INTO "advert_views" SELECT * FROM "advert_views_unpartitioned";--> statement-breakpoint
DROP TABLE "advert_views_unpartitioned";--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_id_viewed_at_pk" PRIMARY KEY("id","viewed_at");--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_views_partner_idx" ON "advert_views" USING btree ("partner_id","viewed_at");--> statement-breakpoint
CREATE INDEX "advert_views_router_idx" ON "advert_views" USING btree ("router_id","viewed_at");--> statement-breakpoint
CREATE INDEX "advert_views_advert_idx" ON "advert_views" USING btree ("advert_id");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------
-- Dirty hours (decision 038): each raw table notes the (source, partner, box or realm, hour) a statement
-- touched, in the writer's transaction; the rollup job recomputes exactly those. Statement triggers with
-- transition tables: one insert per batch, however many rows. Deletes (retention) mark nothing: the rollups
-- keep the history the raw rows no longer hold.
CREATE FUNCTION "analytics_mark_readings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'readings', r."partner_id", n."router_id", date_trunc('hour', n."recorded_at", 'UTC')
  FROM new_rows n JOIN "routers" r ON r."id" = n."router_id" WHERE r."partner_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "router_metrics_analytics" AFTER INSERT ON "router_metrics" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_readings"();
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'sessions', n."partner_id", n."router_id", date_trunc('hour', n."start_time", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hotspot_sessions_analytics_insert" AFTER INSERT ON "hotspot_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_sessions"();
--> statement-breakpoint
CREATE TRIGGER "hotspot_sessions_analytics_update" AFTER UPDATE ON "hotspot_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_sessions"();
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_vouchers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'vouchers', n."partner_id", coalesce(n."realm_id", 0), date_trunc('hour', n."created_at", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vouchers_analytics_insert" AFTER INSERT ON "vouchers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_vouchers"();
--> statement-breakpoint
CREATE TRIGGER "vouchers_analytics_update" AFTER UPDATE ON "vouchers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_vouchers"();
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_failures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'failures', n."partner_id", n."router_id", date_trunc('hour', n."minute", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hotspot_login_failures_analytics_insert" AFTER INSERT ON "hotspot_login_failures" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_failures"();
--> statement-breakpoint
CREATE TRIGGER "hotspot_login_failures_analytics_update" AFTER UPDATE ON "hotspot_login_failures" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_failures"();
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_views"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'views', n."partner_id", n."router_id", date_trunc('hour', n."viewed_at", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "advert_views_analytics" AFTER INSERT ON "advert_views" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_views"();
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_sms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'sms', n."partner_id", coalesce(n."router_id", 0), date_trunc('hour', n."created_at", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sms_messages_analytics_insert" AFTER INSERT ON "sms_messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_sms"();
--> statement-breakpoint
CREATE TRIGGER "sms_messages_analytics_update" AFTER UPDATE ON "sms_messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_sms"();
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'visits', n."partner_id", n."router_id", date_trunc('hour', n."visited_at", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "portal_visits_analytics" AFTER INSERT ON "portal_visits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_visits"();
--> statement-breakpoint
-- What is already there is rolled up on the job's first run.
INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
SELECT DISTINCT 'readings', r."partner_id", m."router_id", date_trunc('hour', m."recorded_at", 'UTC')
FROM "router_metrics" m JOIN "routers" r ON r."id" = m."router_id" WHERE r."partner_id" IS NOT NULL
UNION SELECT DISTINCT 'sessions', "partner_id", "router_id", date_trunc('hour', "start_time", 'UTC') FROM "hotspot_sessions"
UNION SELECT DISTINCT 'vouchers', "partner_id", coalesce("realm_id", 0), date_trunc('hour', "created_at", 'UTC') FROM "vouchers"
UNION SELECT DISTINCT 'views', "partner_id", "router_id", date_trunc('hour', "viewed_at", 'UTC') FROM "advert_views"
ON CONFLICT DO NOTHING;
