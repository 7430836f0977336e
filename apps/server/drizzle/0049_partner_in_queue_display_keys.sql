-- Citus (decision 083): a display token is unique with its partner; tokens made from now on name it.

ALTER TABLE "queue_displays" DROP CONSTRAINT "queue_displays_token_unique";--> statement-breakpoint
ALTER TABLE "queue_displays" ADD CONSTRAINT "queue_displays_token_unique" UNIQUE("token","partner_id");
