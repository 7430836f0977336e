DROP INDEX "advert_views_router_idx";--> statement-breakpoint
DROP INDEX "advert_viewers_last_seen_idx";--> statement-breakpoint
DROP INDEX "guest_devices_last_seen_idx";--> statement-breakpoint
CREATE INDEX "advert_views_router_idx" ON "advert_views" USING btree ("router_id","viewed_at","partner_id","advert_id","viewer_id");--> statement-breakpoint
CREATE INDEX "advert_viewers_last_seen_idx" ON "advert_viewers" USING btree ("partner_id","router_id","last_seen","first_seen");--> statement-breakpoint
CREATE INDEX "guest_devices_last_seen_idx" ON "guest_devices" USING btree ("partner_id","router_id","last_seen","first_seen","vendor","phone_model");