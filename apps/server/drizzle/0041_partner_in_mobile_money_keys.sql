-- Citus (decision 083): mobile money payments keyed (id, partner_id); a payment's history carries its
-- partner (backfilled) and pairs it in its foreign key.

ALTER TABLE "mobile_money_payment_events" DROP CONSTRAINT "mobile_money_payment_events_payment_id_mobile_money_payments_id_fk";--> statement-breakpoint
ALTER TABLE "mobile_money_payment_events" DROP CONSTRAINT "mobile_money_payment_events_pkey";--> statement-breakpoint
ALTER TABLE "mobile_money_payments" DROP CONSTRAINT "mobile_money_payments_pkey";--> statement-breakpoint
ALTER TABLE "mobile_money_payment_events" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "mobile_money_payment_events" AS c SET "partner_id" = p."partner_id" FROM "mobile_money_payments" AS p WHERE p."id" = c."payment_id";--> statement-breakpoint
ALTER TABLE "mobile_money_payment_events" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_money_payment_events" ADD CONSTRAINT "mobile_money_payment_events_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "mobile_money_payments" ADD CONSTRAINT "mobile_money_payments_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "mobile_money_payment_events" ADD CONSTRAINT "mobile_money_payment_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_payment_events" ADD CONSTRAINT "mobile_money_payment_events_payment_fk" FOREIGN KEY ("payment_id","partner_id") REFERENCES "public"."mobile_money_payments"("id","partner_id") ON DELETE cascade ON UPDATE no action;
