-- Citus (decision 083): tickets keyed (id, partner_id), their reply token unique with the partner; a ticket's
-- messages carry its partner (backfilled). A conversation's ticket loses its foreign key (another shard key).

ALTER TABLE "assistant_conversations" DROP CONSTRAINT "assistant_conversations_ticket_id_tickets_id_fk";--> statement-breakpoint
ALTER TABLE "ticket_messages" DROP CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk";--> statement-breakpoint
DROP INDEX "tickets_reply_token_idx";--> statement-breakpoint
ALTER TABLE "ticket_messages" DROP CONSTRAINT "ticket_messages_pkey";--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_pkey";--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "ticket_messages" AS c SET "partner_id" = p."partner_id" FROM "tickets" AS p WHERE p."id" = c."ticket_id";--> statement-breakpoint
ALTER TABLE "ticket_messages" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_reply_token_idx" ON "tickets" USING btree ("reply_token","partner_id");--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_partner_id_tickets_id_partner_id_fk" FOREIGN KEY ("ticket_id","partner_id") REFERENCES "public"."tickets"("id","partner_id") ON DELETE cascade ON UPDATE no action;
