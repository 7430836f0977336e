-- A replayed reading was stored twice before this index: keep the first row of each (router, time).
DELETE FROM "router_metrics" a USING "router_metrics" b
  WHERE a."router_id" = b."router_id" AND a."recorded_at" = b."recorded_at" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "router_metrics_router_time_unique" ON "router_metrics" USING btree ("router_id","recorded_at");--> statement-breakpoint
DROP INDEX "router_metrics_router_time_idx";
