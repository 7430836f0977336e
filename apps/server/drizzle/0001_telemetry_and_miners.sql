CREATE TABLE "router_metrics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"router_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"cpu_percent" real,
	"ram_percent" real,
	"disk_used_mb" real,
	"disk_total_mb" real,
	"uptime_seconds" real,
	"running_processes" integer,
	"upload_mbps" real,
	"download_mbps" real,
	"traffic_in_mb" real,
	"traffic_out_mb" real,
	"connected_clients" integer,
	"signal_strength" text
);
--> statement-breakpoint
CREATE TABLE "router_state" (
	"router_id" integer PRIMARY KEY NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"interval_seconds" integer DEFAULT 30 NOT NULL,
	"health" jsonb,
	"balena_services" jsonb,
	"os_services" jsonb,
	"ota" jsonb,
	"connected_clients" integer DEFAULT 0 NOT NULL,
	"mining" jsonb
);
--> statement-breakpoint
CREATE TABLE "miners" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"mining_start_time" text,
	"mining_end_time" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miners_router_id_unique" UNIQUE("router_id")
);
--> statement-breakpoint
ALTER TABLE "kiosks" ALTER COLUMN "lat" SET DATA TYPE double precision USING "lat"::double precision;--> statement-breakpoint
ALTER TABLE "kiosks" ALTER COLUMN "lon" SET DATA TYPE double precision USING "lon"::double precision;--> statement-breakpoint
ALTER TABLE "router_metrics" ADD CONSTRAINT "router_metrics_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "router_state" ADD CONSTRAINT "router_state_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miners" ADD CONSTRAINT "miners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miners" ADD CONSTRAINT "miners_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "router_metrics_router_time_idx" ON "router_metrics" USING btree ("router_id","recorded_at");--> statement-breakpoint
CREATE INDEX "router_metrics_time_idx" ON "router_metrics" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "miners_partner_idx" ON "miners" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "routers_partner_created_idx" ON "routers" USING btree ("partner_id","created");--> statement-breakpoint
ALTER TABLE "routers" DROP COLUMN "is_online";--> statement-breakpoint
ALTER TABLE "routers" DROP COLUMN "last_seen";