CREATE TABLE "addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "addons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "billing_reminders" (
	"billing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_reminders_billing_id_kind_pk" PRIMARY KEY("billing_id","kind")
);
--> statement-breakpoint
CREATE TABLE "billings" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"sme_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subscription_plan_id" integer,
	"sms_package_id" integer,
	"item_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"exchange_rate" numeric(12, 4),
	"discount_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"final_amount" numeric(14, 2) NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billings_sme_kind_start" UNIQUE("sme_id","kind","start_date")
);
--> statement-breakpoint
CREATE TABLE "coupon_addons" (
	"coupon_id" integer NOT NULL,
	"addon_id" integer NOT NULL,
	CONSTRAINT "coupon_addons_coupon_id_addon_id_pk" PRIMARY KEY("coupon_id","addon_id")
);
--> statement-breakpoint
CREATE TABLE "discount_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"sme_id" integer NOT NULL,
	"code" text NOT NULL,
	"percentage_discount" numeric(5, 2) NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"billing_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"billing_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_billing_id_unique" UNIQUE("billing_id"),
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"billing_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"marked_by_id" integer,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_billing_id_unique" UNIQUE("billing_id")
);
--> statement-breakpoint
CREATE TABLE "sms_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"sms_count" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_packages_partner_name" UNIQUE("partner_id","name")
);
--> statement-breakpoint
ALTER TABLE "smes" ADD COLUMN "sms_package_id" integer;--> statement-breakpoint
ALTER TABLE "smes" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_billing_id_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."billings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_sme_id_smes_id_fk" FOREIGN KEY ("sme_id") REFERENCES "public"."smes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_sms_package_id_sms_packages_id_fk" FOREIGN KEY ("sms_package_id") REFERENCES "public"."sms_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_addons" ADD CONSTRAINT "coupon_addons_coupon_id_discount_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."discount_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_addons" ADD CONSTRAINT "coupon_addons_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_coupons" ADD CONSTRAINT "discount_coupons_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_coupons" ADD CONSTRAINT "discount_coupons_sme_id_smes_id_fk" FOREIGN KEY ("sme_id") REFERENCES "public"."smes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_coupons" ADD CONSTRAINT "discount_coupons_billing_id_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."billings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_id_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."billings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_billing_id_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."billings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_packages" ADD CONSTRAINT "sms_packages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billings_partner_kind_due_idx" ON "billings" USING btree ("partner_id","kind","due_date","id");--> statement-breakpoint
CREATE INDEX "billings_sme_kind_due_idx" ON "billings" USING btree ("sme_id","kind","due_date");--> statement-breakpoint
CREATE INDEX "billings_unpaid_idx" ON "billings" USING btree ("sme_id","due_date") WHERE not "billings"."is_paid";--> statement-breakpoint
CREATE UNIQUE INDEX "discount_coupons_partner_code" ON "discount_coupons" USING btree ("partner_id",upper("code"));--> statement-breakpoint
CREATE INDEX "discount_coupons_partner_idx" ON "discount_coupons" USING btree ("partner_id","created");--> statement-breakpoint
CREATE INDEX "discount_coupons_unused_idx" ON "discount_coupons" USING btree ("sme_id","id") WHERE not "discount_coupons"."used";--> statement-breakpoint
CREATE INDEX "payments_partner_idx" ON "payments" USING btree ("partner_id","paid_at");--> statement-breakpoint
ALTER TABLE "smes" ADD CONSTRAINT "smes_sms_package_id_sms_packages_id_fk" FOREIGN KEY ("sms_package_id") REFERENCES "public"."sms_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "addons" ("name") VALUES ('SMS Package'), ('Auto-Connect'), ('Queue System'), ('Survey'), ('HMS'), ('Web App Login'), ('Camera System'), ('Content') ON CONFLICT ("name") DO NOTHING;
