-- The analytics module's triggers and functions, as the database has them after every migration: each
-- marks the hours a write touched in analytics_dirty (this module's table), for the rollup job to redo
-- (decision 038). They fire on other modules' tables; what they write is this module's.
--
-- The declared form (issue 28 §1): migrations in apps/server/drizzle/ change the database, this file says
-- what it holds now. To change one, edit it here and write the same statements into a new migration;
-- apps/server/tests/declared-triggers.test.ts fails while the two differ. Statements are separated as in
-- the migrations. Formatted as PostgreSQL prints them (pg_get_functiondef, pg_get_triggerdef).

CREATE OR REPLACE FUNCTION public.analytics_mark_failures()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'failures', n."partner_id", n."router_id", date_trunc('hour', n."minute", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER hotspot_login_failures_analytics_insert AFTER INSERT ON hotspot_login_failures REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_failures();
--> statement-breakpoint
CREATE TRIGGER hotspot_login_failures_analytics_update AFTER UPDATE ON hotspot_login_failures REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_failures();
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER router_metrics_analytics AFTER INSERT ON router_metrics REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_readings();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.analytics_mark_sessions()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'sessions', n."partner_id", n."router_id", date_trunc('hour', n."start_time", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER hotspot_sessions_analytics_insert AFTER INSERT ON hotspot_sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_sessions();
--> statement-breakpoint
CREATE TRIGGER hotspot_sessions_analytics_update AFTER UPDATE ON hotspot_sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_sessions();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.analytics_mark_sms()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'sms', n."partner_id", coalesce(n."router_id", 0), date_trunc('hour', n."created_at", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER sms_messages_analytics_insert AFTER INSERT ON sms_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_sms();
--> statement-breakpoint
CREATE TRIGGER sms_messages_analytics_update AFTER UPDATE ON sms_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_sms();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.analytics_mark_views()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'views', n."partner_id", n."router_id", date_trunc('hour', n."viewed_at", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER advert_views_analytics AFTER INSERT ON advert_views REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_views();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.analytics_mark_visits()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'visits', n."partner_id", n."router_id", date_trunc('hour', n."visited_at", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER portal_visits_analytics AFTER INSERT ON portal_visits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_visits();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.analytics_mark_vouchers()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "analytics_dirty" ("source", "partner_id", "key_id", "hour")
  SELECT DISTINCT 'vouchers', n."partner_id", coalesce(n."realm_id", 0), date_trunc('hour', n."created_at", 'UTC') FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE TRIGGER vouchers_analytics_insert AFTER INSERT ON vouchers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_vouchers();
--> statement-breakpoint
CREATE TRIGGER vouchers_analytics_update AFTER UPDATE ON vouchers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_vouchers();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.analytics_month_partitions(parent text, first_month timestamp with time zone, last_month timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  m timestamp := date_trunc('month', first_month AT TIME ZONE 'UTC');
BEGIN
  WHILE m <= (last_month AT TIME ZONE 'UTC') LOOP
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
      parent || '_' || to_char(m, 'YYYY_MM'), parent,
      (m AT TIME ZONE 'UTC'), ((m + interval '1 month') AT TIME ZONE 'UTC'));
    m := m + interval '1 month';
  END LOOP;
END $function$;
