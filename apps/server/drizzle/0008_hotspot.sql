CREATE TABLE "hotspot_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"voucher_id" bigint,
	"voucher_code" text,
	"session_type" text NOT NULL,
	"acct_session_id" text NOT NULL,
	"client_ip" text,
	"client_mac" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"stop_time" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	"nas_address" text,
	"terminate_cause" text
);
--> statement-breakpoint
CREATE TABLE "voucher_automation_preferences" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"default_duration" text NOT NULL,
	"custom_duration" integer,
	"autoconnect_daily_usage" integer,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_purchase_preferences" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"tiers" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"multi_user" boolean DEFAULT false NOT NULL,
	"realm_id" integer,
	"batch_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"first_used_at" timestamp with time zone,
	"used_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "routers" ADD COLUMN "radius_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "hotspot_sessions" ADD CONSTRAINT "hotspot_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_sessions" ADD CONSTRAINT "hotspot_sessions_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_sessions" ADD CONSTRAINT "hotspot_sessions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_automation_preferences" ADD CONSTRAINT "voucher_automation_preferences_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchase_preferences" ADD CONSTRAINT "voucher_purchase_preferences_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotspot_sessions_box_acct_idx" ON "hotspot_sessions" USING btree ("router_id","acct_session_id");--> statement-breakpoint
CREATE INDEX "hotspot_sessions_partner_start_idx" ON "hotspot_sessions" USING btree ("partner_id","start_time","id");--> statement-breakpoint
CREATE INDEX "hotspot_sessions_partner_status_start_idx" ON "hotspot_sessions" USING btree ("partner_id","status","start_time","id");--> statement-breakpoint
CREATE INDEX "hotspot_sessions_voucher_idx" ON "hotspot_sessions" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "hotspot_sessions_connected_update_idx" ON "hotspot_sessions" USING btree ("last_update") WHERE status = 'connected';--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_partner_code_idx" ON "vouchers" USING btree ("partner_id","code");--> statement-breakpoint
CREATE INDEX "vouchers_partner_created_idx" ON "vouchers" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vouchers_partner_status_created_idx" ON "vouchers" USING btree ("partner_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "vouchers_realm_idx" ON "vouchers" USING btree ("realm_id");--> statement-breakpoint
CREATE INDEX "vouchers_batch_idx" ON "vouchers" USING btree ("partner_id","batch_id");--> statement-breakpoint
CREATE INDEX "vouchers_active_expiry_idx" ON "vouchers" USING btree ("expiry_date") WHERE status = 'active';