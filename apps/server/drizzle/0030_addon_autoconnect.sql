ALTER TABLE "guest_allowances" DROP CONSTRAINT "guest_allowances_kind_check";--> statement-breakpoint
ALTER TABLE "portal_grants" DROP CONSTRAINT "portal_grants_kind_check";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_portal_kind_check";--> statement-breakpoint
ALTER TABLE "guest_allowances" ADD CONSTRAINT "guest_allowances_kind_check" CHECK ("guest_allowances"."kind" in ('free', 'open', 'auto'));--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_kind_check" CHECK ("portal_grants"."kind" in ('free', 'open', 'auto'));--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_portal_kind_check" CHECK ("vouchers"."portal_kind" in ('free', 'open', 'auto'));