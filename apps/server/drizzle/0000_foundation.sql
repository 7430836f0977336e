CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"plan" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"subscription_plan" text,
	"has_not_paid_for_one_billing_five_days_ago" boolean DEFAULT false NOT NULL,
	"has_voucher_sms_feature_enabled" boolean DEFAULT false NOT NULL,
	"has_food_drink_menu_feature_enabled" boolean DEFAULT false NOT NULL,
	"has_autoconnect_addon_enabled" boolean DEFAULT false NOT NULL,
	"has_token_purchase_addon_enabled" boolean DEFAULT false NOT NULL,
	"has_queue_management_addon_enabled" boolean DEFAULT false NOT NULL,
	"has_survey_addon_enabled" boolean DEFAULT false NOT NULL,
	"has_hms_addon_enabled" boolean DEFAULT false NOT NULL,
	"has_web_app_login_enabled" boolean DEFAULT false NOT NULL,
	"has_camera_solution_addon_enabled" boolean DEFAULT false NOT NULL,
	"has_open_captive_portal" boolean DEFAULT false NOT NULL,
	"has_entertainment_enabled" boolean DEFAULT false NOT NULL,
	"total_sms_sent" integer DEFAULT 0 NOT NULL,
	"collect_age" boolean DEFAULT false NOT NULL,
	"collect_country" boolean DEFAULT false NOT NULL,
	"collect_phone" boolean DEFAULT false NOT NULL,
	"collect_address" boolean DEFAULT false NOT NULL,
	"collect_gender" boolean DEFAULT false NOT NULL,
	"auto_connect_on_qr_scan" boolean DEFAULT false NOT NULL,
	"internet_download_speed" numeric(8, 1),
	"internet_upload_speed" numeric(8, 1),
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_partner_name" UNIQUE("partner_id","name")
);
--> statement-breakpoint
CREATE TABLE "smes" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" text NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"tin_number" text NOT NULL,
	"admin_name" text NOT NULL,
	"admin_email" text NOT NULL,
	"admin_phone" text NOT NULL,
	"location" text NOT NULL,
	"type" text NOT NULL,
	"country" text DEFAULT 'Rwanda' NOT NULL,
	"custom_price" numeric(12, 2),
	"auto_suspend" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_terminated" boolean DEFAULT false NOT NULL,
	"trial_end_date" date,
	"subscription_plan_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smes_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"national_id_no" text,
	"country" text,
	"area_of_operation" text,
	"profile_pic" text,
	"role" text NOT NULL,
	"user_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"changed_password_after_initial_login" boolean DEFAULT false NOT NULL,
	"partner_id" integer,
	"sme_id" integer,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realms" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"sme_id" integer,
	"name" text NOT NULL,
	"realm_type" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosks" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"functional" boolean DEFAULT true NOT NULL,
	"assigned_to_id" integer,
	"lat" text,
	"lon" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosks_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "routers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer,
	"serial_number" text NOT NULL,
	"imei" text,
	"ssid" text,
	"location_name" text,
	"location" text,
	"os_version_name" text,
	"os_version_id" text,
	"model_number" text,
	"ip_address" text,
	"deployed_to" text,
	"realm_id" integer,
	"sme_id" integer,
	"has_been_assigned_xmrig" boolean DEFAULT false NOT NULL,
	"nasidentifier" text,
	"captive_portal" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"kiosk_id" integer,
	"super_realm" text,
	"functional" boolean DEFAULT true NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"last_seen" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routers_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"otp_verified" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smes" ADD CONSTRAINT "smes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smes" ADD CONSTRAINT "smes_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sme_id_smes_id_fk" FOREIGN KEY ("sme_id") REFERENCES "public"."smes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realms" ADD CONSTRAINT "realms_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realms" ADD CONSTRAINT "realms_sme_id_smes_id_fk" FOREIGN KEY ("sme_id") REFERENCES "public"."smes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routers" ADD CONSTRAINT "routers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routers" ADD CONSTRAINT "routers_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routers" ADD CONSTRAINT "routers_sme_id_smes_id_fk" FOREIGN KEY ("sme_id") REFERENCES "public"."smes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routers" ADD CONSTRAINT "routers_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_plans_partner_idx" ON "subscription_plans" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "smes_partner_idx" ON "smes" USING btree ("partner_id","is_active","is_terminated");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner_id","user_type","is_active");--> statement-breakpoint
CREATE INDEX "users_sme_idx" ON "users" USING btree ("sme_id");--> statement-breakpoint
CREATE INDEX "realms_partner_idx" ON "realms" USING btree ("partner_id","sme_id");--> statement-breakpoint
CREATE INDEX "kiosks_partner_idx" ON "kiosks" USING btree ("partner_id","assigned_to_id");--> statement-breakpoint
CREATE INDEX "routers_partner_idx" ON "routers" USING btree ("partner_id","sme_id");--> statement-breakpoint
CREATE INDEX "routers_realm_idx" ON "routers" USING btree ("realm_id");--> statement-breakpoint
CREATE INDEX "routers_sme_idx" ON "routers" USING btree ("sme_id");--> statement-breakpoint
CREATE INDEX "otp_codes_user_idx" ON "otp_codes" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "terms_acceptances_user_idx" ON "terms_acceptances" USING btree ("user_id","version");