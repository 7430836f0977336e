-- Issue 13 (decision 033): partner people get the five user types, and field people their own roles, so a
-- micro franchisee or officer can never use the dashboard.
UPDATE "users" SET "user_type" = CASE "role" WHEN 'partner_admin' THEN 'Partner Admin' ELSE 'Partner Staff' END WHERE "user_type" IN ('Partner', 'Sales Representative') AND "role" IN ('partner_admin', 'partner_staff');--> statement-breakpoint
UPDATE "users" SET "role" = CASE "user_type" WHEN 'Micro Franchisee' THEN 'micro_franchisee' WHEN 'Field Officer' THEN 'field_officer' ELSE 'maintenance_officer' END WHERE "user_type" IN ('Micro Franchisee', 'Field Officer', 'Maintenance Officer');--> statement-breakpoint
CREATE TABLE "apks" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"apk_type" text NOT NULL,
	"package_name" text NOT NULL,
	"version_name" text NOT NULL,
	"version_code" bigint NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internet_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_per_gb" numeric(14, 2) NOT NULL,
	"minimum_profit_percentage" numeric(7, 2) NOT NULL,
	"max_speed_in_mbps" numeric(6, 2) NOT NULL,
	"total_internet_price" numeric(14, 2) NOT NULL,
	"price_per_minute" numeric(14, 2) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apks" ADD CONSTRAINT "apks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apks" ADD CONSTRAINT "apks_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internet_settings" ADD CONSTRAINT "internet_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apks_partner_created_idx" ON "apks" USING btree ("partner_id","created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "apks_partner_type_version_idx" ON "apks" USING btree ("partner_id","apk_type","version_code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "internet_settings_partner_idx" ON "internet_settings" USING btree ("partner_id","created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_partner_phone_unique" ON "users" USING btree ("partner_id","phone") WHERE "users"."sme_id" is null and "users"."phone" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "users_partner_national_id_unique" ON "users" USING btree ("partner_id","national_id_no") WHERE "users"."sme_id" is null and "users"."national_id_no" is not null and "users"."national_id_no" <> '';--> statement-breakpoint
CREATE INDEX "users_partner_type_joined_idx" ON "users" USING btree ("partner_id","user_type","date_joined" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_assigned_to_unique" ON "kiosks" USING btree ("assigned_to_id") WHERE "kiosks"."assigned_to_id" is not null;