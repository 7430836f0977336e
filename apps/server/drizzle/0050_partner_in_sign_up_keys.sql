-- Citus (decision 083): sign-up applications keyed (id, partner_id); the review link's hash and the pending
-- address are unique with the partner (one pending application per address across partners is checked by the
-- service under a lock on the address).

ALTER TABLE "sign_up_applications" DROP CONSTRAINT "sign_up_applications_review_token_hash_unique";--> statement-breakpoint
DROP INDEX "sign_up_applications_pending_email";--> statement-breakpoint
ALTER TABLE "sign_up_applications" DROP CONSTRAINT "sign_up_applications_pkey";--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_up_applications_review_token_hash_unique" ON "sign_up_applications" USING btree ("review_token_hash","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_up_applications_pending_email" ON "sign_up_applications" USING btree (lower("email"),"partner_id") WHERE "sign_up_applications"."status" = 'pending';
