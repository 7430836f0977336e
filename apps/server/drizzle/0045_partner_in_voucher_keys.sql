-- Citus (decision 083): vouchers, portal grants, hotspot sessions and SMS messages keyed (id, partner_id);
-- a session's box and accounting id and a grant's payment are unique with the partner; every foreign key to a
-- voucher pairs the partner (SET NULL naming its column, edited by hand).

ALTER TABLE "guest_allowances" DROP CONSTRAINT "guest_allowances_voucher_id_vouchers_id_fk";--> statement-breakpoint
ALTER TABLE "hotspot_sessions" DROP CONSTRAINT "hotspot_sessions_voucher_id_vouchers_id_fk";--> statement-breakpoint
ALTER TABLE "portal_grants" DROP CONSTRAINT "portal_grants_voucher_id_vouchers_id_fk";--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_voucher_id_vouchers_id_fk";--> statement-breakpoint
DROP INDEX "hotspot_sessions_box_acct_idx";--> statement-breakpoint
DROP INDEX "portal_grants_payment_idx";--> statement-breakpoint
ALTER TABLE "hotspot_sessions" DROP CONSTRAINT "hotspot_sessions_pkey";--> statement-breakpoint
ALTER TABLE "portal_grants" DROP CONSTRAINT "portal_grants_pkey";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_pkey";--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_pkey";--> statement-breakpoint
ALTER TABLE "hotspot_sessions" ADD CONSTRAINT "hotspot_sessions_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotspot_sessions_box_acct_idx" ON "hotspot_sessions" USING btree ("router_id","acct_session_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_grants_payment_idx" ON "portal_grants" USING btree ("payment_id","partner_id");--> statement-breakpoint
ALTER TABLE "guest_allowances" ADD CONSTRAINT "guest_allowances_voucher_id_fk" FOREIGN KEY ("voucher_id","partner_id") REFERENCES "public"."vouchers"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_sessions" ADD CONSTRAINT "hotspot_sessions_voucher_id_fk" FOREIGN KEY ("voucher_id","partner_id") REFERENCES "public"."vouchers"("id","partner_id") ON DELETE SET NULL ("voucher_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_voucher_id_fk" FOREIGN KEY ("voucher_id","partner_id") REFERENCES "public"."vouchers"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_voucher_id_fk" FOREIGN KEY ("voucher_id","partner_id") REFERENCES "public"."vouchers"("id","partner_id") ON DELETE SET NULL ("voucher_id") ON UPDATE no action;
