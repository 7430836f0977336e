CREATE TABLE "assistant_slack_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"root_ts" text NOT NULL,
	"channel_id" text NOT NULL,
	"thread_ts" text,
	"posted_through" integer DEFAULT 0 NOT NULL,
	"read_through" text,
	"read_at" timestamp with time zone,
	"failure" text,
	"failing_since" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assistant_slack_threads" ADD CONSTRAINT "assistant_slack_threads_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_slack_threads_root_ts_idx" ON "assistant_slack_threads" USING btree ("root_ts");--> statement-breakpoint
CREATE INDEX "assistant_slack_threads_conversation_idx" ON "assistant_slack_threads" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "assistant_slack_threads_open_idx" ON "assistant_slack_threads" USING btree ("id") WHERE "assistant_slack_threads"."closed_at" is null;