CREATE TABLE "ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reply_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "last_activity" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "last_author" text DEFAULT 'partner' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","created","id");--> statement-breakpoint
CREATE INDEX "ticket_messages_user_idx" ON "ticket_messages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_reply_token_idx" ON "tickets" USING btree ("reply_token");--> statement-breakpoint
-- Hand-written (decision 056): every existing ticket's description becomes the first message of its
-- conversation (its subject when it had no message), written by its user on the day it was opened, and
-- its last activity is that day.
INSERT INTO "ticket_messages" ("ticket_id", "author", "user_id", "body", "created")
SELECT "id", 'partner', "user_id", COALESCE(NULLIF("message", ''), "subject"), "created" FROM "tickets" ORDER BY "id";--> statement-breakpoint
UPDATE "tickets" SET "last_activity" = "created";
