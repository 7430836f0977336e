-- Citus (decision 083): the assistant's tables are sharded by conversation; their keys and unique handles
-- include the conversation (the handles stay unique across conversations by their randomness).

DROP INDEX "assistant_conversations_session_idx";--> statement-breakpoint
DROP INDEX "assistant_conversations_root_ts_idx";--> statement-breakpoint
DROP INDEX "assistant_slack_threads_root_ts_idx";--> statement-breakpoint
ALTER TABLE "assistant_messages" DROP CONSTRAINT "assistant_messages_pkey";--> statement-breakpoint
ALTER TABLE "assistant_proposals" DROP CONSTRAINT "assistant_proposals_pkey";--> statement-breakpoint
ALTER TABLE "assistant_slack_threads" DROP CONSTRAINT "assistant_slack_threads_pkey";--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_id_conversation_id_pk" PRIMARY KEY("id","conversation_id");--> statement-breakpoint
ALTER TABLE "assistant_proposals" ADD CONSTRAINT "assistant_proposals_id_conversation_id_pk" PRIMARY KEY("id","conversation_id");--> statement-breakpoint
ALTER TABLE "assistant_slack_threads" ADD CONSTRAINT "assistant_slack_threads_id_conversation_id_pk" PRIMARY KEY("id","conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversations_session_idx" ON "assistant_conversations" USING btree ("session","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversations_root_ts_idx" ON "assistant_conversations" USING btree ("root_ts","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_slack_threads_root_ts_idx" ON "assistant_slack_threads" USING btree ("root_ts","conversation_id");
