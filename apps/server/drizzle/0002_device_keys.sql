DROP INDEX "routers_partner_created_idx";--> statement-breakpoint
ALTER TABLE "router_state" ALTER COLUMN "connected_clients" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "router_state" ALTER COLUMN "connected_clients" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "routers" ADD COLUMN "device_key_hash" text;--> statement-breakpoint
CREATE INDEX "routers_partner_created_idx" ON "routers" USING btree ("partner_id","created","id");--> statement-breakpoint
ALTER TABLE "routers" ADD CONSTRAINT "routers_device_key_hash_unique" UNIQUE("device_key_hash");