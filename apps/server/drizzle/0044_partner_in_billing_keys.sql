-- Citus (decision 083): billings, payments and coupons keyed (id, partner_id); invoices, reminder claims and
-- coupon add-ons carry their billing's or coupon's partner (backfilled); every unique key and foreign key
-- pairs the partner (SET NULL naming its column, edited by hand).

ALTER TABLE "billing_reminders" DROP CONSTRAINT "billing_reminders_billing_id_billings_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_billing_id_billings_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_billing_id_billings_id_fk";--> statement-breakpoint
ALTER TABLE "coupon_addons" DROP CONSTRAINT "coupon_addons_coupon_id_discount_coupons_id_fk";--> statement-breakpoint
ALTER TABLE "discount_coupons" DROP CONSTRAINT "discount_coupons_billing_id_billings_id_fk";--> statement-breakpoint
ALTER TABLE "billings" DROP CONSTRAINT "billings_sme_kind_start";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_billing_id_unique";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_invoice_number_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_billing_id_unique";--> statement-breakpoint
ALTER TABLE "billing_reminders" DROP CONSTRAINT "billing_reminders_billing_id_kind_pk";--> statement-breakpoint
ALTER TABLE "coupon_addons" DROP CONSTRAINT "coupon_addons_coupon_id_addon_id_pk";--> statement-breakpoint
ALTER TABLE "billings" DROP CONSTRAINT "billings_pkey";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";--> statement-breakpoint
ALTER TABLE "discount_coupons" DROP CONSTRAINT "discount_coupons_pkey";--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "billing_reminders" AS c SET "partner_id" = p."partner_id" FROM "billings" AS p WHERE p."id" = c."billing_id";--> statement-breakpoint
ALTER TABLE "billing_reminders" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "invoices" AS c SET "partner_id" = p."partner_id" FROM "billings" AS p WHERE p."id" = c."billing_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_addons" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "coupon_addons" AS c SET "partner_id" = p."partner_id" FROM "discount_coupons" AS p WHERE p."id" = c."coupon_id";--> statement-breakpoint
ALTER TABLE "coupon_addons" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_billing_id_kind_partner_id_pk" PRIMARY KEY("billing_id","kind","partner_id");--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "coupon_addons" ADD CONSTRAINT "coupon_addons_coupon_id_addon_id_partner_id_pk" PRIMARY KEY("coupon_id","addon_id","partner_id");--> statement-breakpoint
ALTER TABLE "discount_coupons" ADD CONSTRAINT "discount_coupons_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_sme_kind_start" UNIQUE("sme_id","kind","start_date","partner_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_id_unique" UNIQUE("billing_id","partner_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number","partner_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_billing_id_unique" UNIQUE("billing_id","partner_id");--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_billing_id_fk" FOREIGN KEY ("billing_id","partner_id") REFERENCES "public"."billings"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_id_fk" FOREIGN KEY ("billing_id","partner_id") REFERENCES "public"."billings"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_billing_id_fk" FOREIGN KEY ("billing_id","partner_id") REFERENCES "public"."billings"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_addons" ADD CONSTRAINT "coupon_addons_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_addons" ADD CONSTRAINT "coupon_addons_coupon_id_fk" FOREIGN KEY ("coupon_id","partner_id") REFERENCES "public"."discount_coupons"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_coupons" ADD CONSTRAINT "discount_coupons_billing_id_fk" FOREIGN KEY ("billing_id","partner_id") REFERENCES "public"."billings"("id","partner_id") ON DELETE SET NULL ("billing_id") ON UPDATE no action;
