-- Citus (decision 083): subscription plans, SMS packages, SMEs and realms keyed (id, partner_id); every
-- foreign key to them pairs the partner. Where the old key set null on delete, the new one names the column
-- (SET NULL (col), PostgreSQL 15; edited by hand: drizzle-kit would null partner_id too). Storage reservations
-- and queue counters carry their SME's or realm's partner (backfilled).

ALTER TABLE "adverts" DROP CONSTRAINT "adverts_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "billings" DROP CONSTRAINT "billings_sme_id_smes_id_fk";--> statement-breakpoint
ALTER TABLE "billings" DROP CONSTRAINT "billings_subscription_plan_id_subscription_plans_id_fk";--> statement-breakpoint
ALTER TABLE "billings" DROP CONSTRAINT "billings_sms_package_id_sms_packages_id_fk";--> statement-breakpoint
ALTER TABLE "discount_coupons" DROP CONSTRAINT "discount_coupons_sme_id_smes_id_fk";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "hotel_stays" DROP CONSTRAINT "hotel_stays_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "media_categories" DROP CONSTRAINT "media_categories_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "media_storage_reservations" DROP CONSTRAINT "media_storage_reservations_sme_id_smes_id_fk";--> statement-breakpoint
ALTER TABLE "food_drink_menus" DROP CONSTRAINT "food_drink_menus_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "queue_counters" DROP CONSTRAINT "queue_counters_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "queue_displays" DROP CONSTRAINT "queue_displays_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "queue_tickets" DROP CONSTRAINT "queue_tickets_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "realms" DROP CONSTRAINT "realms_sme_id_smes_id_fk";--> statement-breakpoint
ALTER TABLE "sign_up_applications" DROP CONSTRAINT "sign_up_applications_subscription_plan_id_subscription_plans_id_fk";--> statement-breakpoint
ALTER TABLE "sign_up_applications" DROP CONSTRAINT "sign_up_applications_sme_id_smes_id_fk";--> statement-breakpoint
ALTER TABLE "smes" DROP CONSTRAINT "smes_subscription_plan_id_subscription_plans_id_fk";--> statement-breakpoint
ALTER TABLE "smes" DROP CONSTRAINT "smes_sms_package_id_sms_packages_id_fk";--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_realm_id_realms_id_fk";--> statement-breakpoint
ALTER TABLE "smes" DROP CONSTRAINT "smes_unique_id_unique";--> statement-breakpoint
ALTER TABLE "queue_counters" DROP CONSTRAINT "queue_counters_realm_id_day_pk";--> statement-breakpoint
ALTER TABLE "media_storage_reservations" DROP CONSTRAINT "media_storage_reservations_pkey";--> statement-breakpoint
ALTER TABLE "queue_displays" DROP CONSTRAINT "queue_displays_pkey";--> statement-breakpoint
ALTER TABLE "realms" DROP CONSTRAINT "realms_pkey";--> statement-breakpoint
ALTER TABLE "smes" DROP CONSTRAINT "smes_pkey";--> statement-breakpoint
ALTER TABLE "sms_packages" DROP CONSTRAINT "sms_packages_pkey";--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP CONSTRAINT "subscription_plans_pkey";--> statement-breakpoint
ALTER TABLE "media_storage_reservations" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "media_storage_reservations" AS c SET "partner_id" = p."partner_id" FROM "smes" AS p WHERE p."id" = c."sme_id";--> statement-breakpoint
ALTER TABLE "media_storage_reservations" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_counters" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "queue_counters" AS c SET "partner_id" = p."partner_id" FROM "realms" AS p WHERE p."id" = c."realm_id";--> statement-breakpoint
ALTER TABLE "queue_counters" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_storage_reservations" ADD CONSTRAINT "media_storage_reservations_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "queue_counters" ADD CONSTRAINT "queue_counters_realm_id_day_partner_id_pk" PRIMARY KEY("realm_id","day","partner_id");--> statement-breakpoint
ALTER TABLE "queue_displays" ADD CONSTRAINT "queue_displays_realm_id_partner_id_pk" PRIMARY KEY("realm_id","partner_id");--> statement-breakpoint
ALTER TABLE "realms" ADD CONSTRAINT "realms_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "smes" ADD CONSTRAINT "smes_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "sms_packages" ADD CONSTRAINT "sms_packages_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "smes_unique_id_unique" ON "smes" USING btree ("unique_id","partner_id");--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_sms_package_id_fk" FOREIGN KEY ("sms_package_id","partner_id") REFERENCES "public"."sms_packages"("id","partner_id") ON DELETE SET NULL ("sms_package_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_subscription_plan_id_fk" FOREIGN KEY ("subscription_plan_id","partner_id") REFERENCES "public"."subscription_plans"("id","partner_id") ON DELETE SET NULL ("subscription_plan_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_sme_id_fk" FOREIGN KEY ("sme_id","partner_id") REFERENCES "public"."smes"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_coupons" ADD CONSTRAINT "discount_coupons_sme_id_fk" FOREIGN KEY ("sme_id","partner_id") REFERENCES "public"."smes"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE SET NULL ("realm_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_storage_reservations" ADD CONSTRAINT "media_storage_reservations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_storage_reservations" ADD CONSTRAINT "media_storage_reservations_sme_id_fk" FOREIGN KEY ("sme_id","partner_id") REFERENCES "public"."smes"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_drink_menus" ADD CONSTRAINT "food_drink_menus_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_counters" ADD CONSTRAINT "queue_counters_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_counters" ADD CONSTRAINT "queue_counters_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_displays" ADD CONSTRAINT "queue_displays_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realms" ADD CONSTRAINT "realms_sme_id_fk" FOREIGN KEY ("sme_id","partner_id") REFERENCES "public"."smes"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_sme_id_fk" FOREIGN KEY ("sme_id","partner_id") REFERENCES "public"."smes"("id","partner_id") ON DELETE SET NULL ("sme_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_subscription_plan_id_fk" FOREIGN KEY ("subscription_plan_id","partner_id") REFERENCES "public"."subscription_plans"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smes" ADD CONSTRAINT "smes_sms_package_id_fk" FOREIGN KEY ("sms_package_id","partner_id") REFERENCES "public"."sms_packages"("id","partner_id") ON DELETE SET NULL ("sms_package_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smes" ADD CONSTRAINT "smes_subscription_plan_id_fk" FOREIGN KEY ("subscription_plan_id","partner_id") REFERENCES "public"."subscription_plans"("id","partner_id") ON DELETE SET NULL ("subscription_plan_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_realm_id_fk" FOREIGN KEY ("realm_id","partner_id") REFERENCES "public"."realms"("id","partner_id") ON DELETE cascade ON UPDATE no action;
