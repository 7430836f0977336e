CREATE TABLE "guest_allowances" (
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"client_mac" text NOT NULL,
	"day" date NOT NULL,
	"voucher_id" bigint NOT NULL,
	CONSTRAINT "guest_allowances_partner_id_kind_client_mac_day_pk" PRIMARY KEY("partner_id","kind","client_mac","day"),
	CONSTRAINT "guest_allowances_kind_check" CHECK ("guest_allowances"."kind" in ('free', 'open'))
);
--> statement-breakpoint
CREATE TABLE "radius_nas_states" (
	"router_id" integer PRIMARY KEY NOT NULL,
	"require_message_authenticator" text DEFAULT 'auto' NOT NULL,
	"message_authenticator_seen_at" timestamp with time zone,
	"last_problem" text,
	"last_problem_at" timestamp with time zone,
	"last_problem_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotspot_sessions" ADD COLUMN "counters_clamped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "portal_kind" text;--> statement-breakpoint
ALTER TABLE "guest_allowances" ADD CONSTRAINT "guest_allowances_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_allowances" ADD CONSTRAINT "guest_allowances_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radius_nas_states" ADD CONSTRAINT "radius_nas_states_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_allowances_day_idx" ON "guest_allowances" USING btree ("day");--> statement-breakpoint
CREATE INDEX "guest_allowances_voucher_idx" ON "guest_allowances" USING btree ("voucher_id");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_portal_kind_check" CHECK ("vouchers"."portal_kind" in ('free', 'open'));