-- Citus (decision 083): routers and users are reference tables, which may not reference the partner's
-- distributed realms, SMEs and kiosks; the product never deletes those, and unassigning a box clears them.

ALTER TABLE "routers" DROP CONSTRAINT "routers_realm_id_realms_id_fk";
--> statement-breakpoint
ALTER TABLE "routers" DROP CONSTRAINT "routers_sme_id_smes_id_fk";
--> statement-breakpoint
ALTER TABLE "routers" DROP CONSTRAINT "routers_kiosk_id_kiosks_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_sme_id_smes_id_fk";
