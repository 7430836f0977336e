ALTER TABLE "portal_grants" DROP CONSTRAINT "portal_grants_kind_check";--> statement-breakpoint
DROP INDEX "portal_grants_device_day_idx";--> statement-breakpoint
ALTER TABLE "portal_grants" ADD COLUMN "payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_grants_payment_idx" ON "portal_grants" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_grants_device_day_idx" ON "portal_grants" USING btree ("partner_id","kind","device","day") WHERE "portal_grants"."payment_id" is null;--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_payment_check" CHECK (("portal_grants"."kind" = 'purchase') = ("portal_grants"."payment_id" is not null));--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_kind_check" CHECK ("portal_grants"."kind" in ('free', 'open', 'auto', 'purchase'));