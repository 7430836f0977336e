ALTER TABLE "routers" ADD COLUMN "device_key_hash" text;--> statement-breakpoint
ALTER TABLE "routers" ADD CONSTRAINT "routers_device_key_hash_unique" UNIQUE("device_key_hash");