-- Citus (decision 083): partner_id joins the primary key of the tables nothing references. id stays
-- first, so a lookup by id alone still uses the key's index. The old keys carry PostgreSQL's default names.

ALTER TABLE "hotspot_login_failures" DROP CONSTRAINT "hotspot_login_failures_router_id_minute_reason_pk";--> statement-breakpoint
ALTER TABLE "portal_visits" DROP CONSTRAINT "portal_visits_pkey";--> statement-breakpoint
ALTER TABLE "reading_delta" DROP CONSTRAINT "reading_delta_pkey";--> statement-breakpoint
ALTER TABLE "apks" DROP CONSTRAINT "apks_pkey";--> statement-breakpoint
ALTER TABLE "guest_profiles" DROP CONSTRAINT "guest_profiles_pkey";--> statement-breakpoint
ALTER TABLE "internet_settings" DROP CONSTRAINT "internet_settings_pkey";--> statement-breakpoint
ALTER TABLE "mobile_money_credentials" DROP CONSTRAINT "mobile_money_credentials_pkey";--> statement-breakpoint
ALTER TABLE "partner_setting_changes" DROP CONSTRAINT "partner_setting_changes_pkey";--> statement-breakpoint
ALTER TABLE "ratings" DROP CONSTRAINT "ratings_pkey";--> statement-breakpoint
ALTER TABLE "portal_visits" ADD CONSTRAINT "portal_visits_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "reading_delta" ADD CONSTRAINT "reading_delta_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "apks" ADD CONSTRAINT "apks_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "hotspot_login_failures" ADD CONSTRAINT "hotspot_login_failures_router_id_minute_reason_partner_id_pk" PRIMARY KEY("router_id","minute","reason","partner_id");--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD CONSTRAINT "guest_profiles_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "internet_settings" ADD CONSTRAINT "internet_settings_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "mobile_money_credentials" ADD CONSTRAINT "mobile_money_credentials_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "partner_setting_changes" ADD CONSTRAINT "partner_setting_changes_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_id_partner_id_pk" PRIMARY KEY("id","partner_id");