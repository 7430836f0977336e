CREATE TABLE "mobile_money_credentials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"provider" text NOT NULL,
	"environment" text NOT NULL,
	"sealed" text NOT NULL,
	"fields_set" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_money_credentials_provider_check" CHECK ("mobile_money_credentials"."provider" in ('mtn_momo', 'airtel_money')),
	CONSTRAINT "mobile_money_credentials_environment_check" CHECK ("mobile_money_credentials"."environment" in ('sandbox', 'live'))
);
--> statement-breakpoint
CREATE TABLE "mobile_money_payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_money_payment_events_kind_check" CHECK ("mobile_money_payment_events"."kind" in ('requested', 'request_failed', 'callback', 'status_read', 'status_read_failed', 'transition'))
);
--> statement-breakpoint
CREATE TABLE "mobile_money_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"provider" text NOT NULL,
	"environment" text NOT NULL,
	"phone" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"purpose" jsonb NOT NULL,
	"purpose_kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "mobile_money_payments_provider_check" CHECK ("mobile_money_payments"."provider" in ('mtn_momo', 'airtel_money')),
	CONSTRAINT "mobile_money_payments_environment_check" CHECK ("mobile_money_payments"."environment" in ('sandbox', 'live')),
	CONSTRAINT "mobile_money_payments_status_check" CHECK ("mobile_money_payments"."status" in ('pending', 'successful', 'failed', 'expired', 'reversed')),
	CONSTRAINT "mobile_money_payments_failure_check" CHECK ("mobile_money_payments"."failure" in ('declined', 'insufficient_funds', 'timeout', 'provider_unavailable', 'invalid_phone')),
	CONSTRAINT "mobile_money_payments_amount_check" CHECK ("mobile_money_payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "portal_grants" DROP CONSTRAINT "portal_grants_kind_check";--> statement-breakpoint
DROP INDEX "portal_grants_device_day_idx";--> statement-breakpoint
ALTER TABLE "portal_grants" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "mobile_money_credentials" ADD CONSTRAINT "mobile_money_credentials_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_payment_events" ADD CONSTRAINT "mobile_money_payment_events_payment_id_mobile_money_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."mobile_money_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_payments" ADD CONSTRAINT "mobile_money_payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_money_credentials_partner_provider_idx" ON "mobile_money_credentials" USING btree ("partner_id","provider");--> statement-breakpoint
CREATE INDEX "mobile_money_payment_events_payment_idx" ON "mobile_money_payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_money_payments_idempotency_idx" ON "mobile_money_payments" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mobile_money_payments_partner_created_idx" ON "mobile_money_payments" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "mobile_money_payments_pending_idx" ON "mobile_money_payments" USING btree ("created_at") WHERE "mobile_money_payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "portal_grants_payment_idx" ON "portal_grants" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_grants_device_day_idx" ON "portal_grants" USING btree ("partner_id","kind","device","day") WHERE "portal_grants"."payment_id" is null;--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_payment_check" CHECK (("portal_grants"."kind" = 'purchase') = ("portal_grants"."payment_id" is not null));--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_kind_check" CHECK ("portal_grants"."kind" in ('free', 'open', 'auto', 'purchase'));