CREATE TABLE "assistant_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session" text NOT NULL,
	"user_id" integer,
	"partner_id" integer,
	"status" text DEFAULT 'bot' NOT NULL,
	"root_ts" text,
	"channel_id" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_company" text DEFAULT '' NOT NULL,
	"agent_id" integer,
	"ticket_id" integer,
	"context" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	"escalated_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "assistant_conversations_status_check" CHECK ("assistant_conversations"."status" in ('bot', 'waiting', 'active', 'ended')),
	CONSTRAINT "assistant_conversations_escalated_check" CHECK (("assistant_conversations"."status" = 'bot') = ("assistant_conversations"."root_ts" is null))
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_id" integer,
	"agent_name" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_messages_sender_check" CHECK ("assistant_messages"."sender" in ('user', 'bot', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "assistant_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"tool" text NOT NULL,
	"args" jsonb,
	"summary" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_proposals" ADD CONSTRAINT "assistant_proposals_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_proposals" ADD CONSTRAINT "assistant_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_proposals" ADD CONSTRAINT "assistant_proposals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversations_session_idx" ON "assistant_conversations" USING btree ("session");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversations_root_ts_idx" ON "assistant_conversations" USING btree ("root_ts");--> statement-breakpoint
CREATE INDEX "assistant_conversations_inbox_idx" ON "assistant_conversations" USING btree ("status","escalated_at","id");--> statement-breakpoint
CREATE INDEX "assistant_conversations_agent_idx" ON "assistant_conversations" USING btree ("agent_id","status");--> statement-breakpoint
CREATE INDEX "assistant_conversations_user_idx" ON "assistant_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assistant_conversations_partner_idx" ON "assistant_conversations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "assistant_conversations_ticket_idx" ON "assistant_conversations" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "assistant_messages_agent_idx" ON "assistant_messages" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "assistant_proposals_conversation_idx" ON "assistant_proposals" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "assistant_proposals_user_idx" ON "assistant_proposals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assistant_proposals_partner_idx" ON "assistant_proposals" USING btree ("partner_id");