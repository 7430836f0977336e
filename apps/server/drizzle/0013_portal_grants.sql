CREATE TABLE "portal_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"device" text NOT NULL,
	"day" date NOT NULL,
	"voucher_id" bigint NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_grants_kind_check" CHECK ("portal_grants"."kind" in ('free', 'open'))
);
--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_grants" ADD CONSTRAINT "portal_grants_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_grants_device_day_idx" ON "portal_grants" USING btree ("partner_id","kind","device","day");--> statement-breakpoint
CREATE INDEX "portal_grants_voucher_idx" ON "portal_grants" USING btree ("voucher_id");