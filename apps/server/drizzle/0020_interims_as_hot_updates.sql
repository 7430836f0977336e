DROP INDEX "hotspot_sessions_connected_update_idx";--> statement-breakpoint
CREATE INDEX "hotspot_sessions_connected_box_idx" ON "hotspot_sessions" USING btree ("router_id") WHERE status = 'connected';--> statement-breakpoint
-- Room on each page for the next version of its sessions: an interim changes no indexed column, so its new
-- version goes on the same page (a HOT update, no index entry) when the page has space (decision 046).
ALTER TABLE "hotspot_sessions" SET (fillfactor = 80);
