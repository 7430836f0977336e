-- Citus (decision 083): kiosks and miners keyed (id, partner_id); their unique serial, franchisee and box
-- are unique with the partner.

ALTER TABLE "kiosks" DROP CONSTRAINT "kiosks_serial_number_unique";--> statement-breakpoint
ALTER TABLE "miners" DROP CONSTRAINT "miners_router_id_unique";--> statement-breakpoint
DROP INDEX "kiosks_assigned_to_unique";--> statement-breakpoint
ALTER TABLE "kiosks" DROP CONSTRAINT "kiosks_pkey";--> statement-breakpoint
ALTER TABLE "miners" DROP CONSTRAINT "miners_pkey";--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "miners" ADD CONSTRAINT "miners_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_serial_number_unique" ON "kiosks" USING btree ("serial_number","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "miners_router_id_unique" ON "miners" USING btree ("router_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_assigned_to_unique" ON "kiosks" USING btree ("assigned_to_id","partner_id") WHERE "kiosks"."assigned_to_id" is not null;
