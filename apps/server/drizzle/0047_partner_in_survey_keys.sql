-- Citus (decision 083): surveys keyed (id, partner_id); their questions, responses and answers carry the
-- survey's partner (backfilled: questions and responses from the survey, answers from their response) and pair
-- it in their keys.

ALTER TABLE "survey_answers" DROP CONSTRAINT "survey_answers_response_id_survey_responses_id_fk";--> statement-breakpoint
ALTER TABLE "survey_answers" DROP CONSTRAINT "survey_answers_question_id_survey_questions_id_fk";--> statement-breakpoint
ALTER TABLE "survey_questions" DROP CONSTRAINT "survey_questions_survey_id_surveys_id_fk";--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_survey_id_surveys_id_fk";--> statement-breakpoint
DROP INDEX "survey_answers_response_question_idx";--> statement-breakpoint
DROP INDEX "survey_responses_viewer_idx";--> statement-breakpoint
ALTER TABLE "survey_answers" DROP CONSTRAINT "survey_answers_pkey";--> statement-breakpoint
ALTER TABLE "survey_questions" DROP CONSTRAINT "survey_questions_pkey";--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_pkey";--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_pkey";--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "survey_questions" AS c SET "partner_id" = p."partner_id" FROM "surveys" AS p WHERE p."id" = c."survey_id";--> statement-breakpoint
ALTER TABLE "survey_questions" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "survey_responses" AS c SET "partner_id" = p."partner_id" FROM "surveys" AS p WHERE p."id" = c."survey_id";--> statement-breakpoint
ALTER TABLE "survey_responses" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "partner_id" integer;--> statement-breakpoint
UPDATE "survey_answers" AS c SET "partner_id" = p."partner_id" FROM "survey_responses" AS p WHERE p."id" = c."response_id";--> statement-breakpoint
ALTER TABLE "survey_answers" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_response_question_idx" ON "survey_answers" USING btree ("response_id","question_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_viewer_idx" ON "survey_responses" USING btree ("survey_id","viewer_id","partner_id");--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_fk" FOREIGN KEY ("response_id","partner_id") REFERENCES "public"."survey_responses"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_fk" FOREIGN KEY ("question_id","partner_id") REFERENCES "public"."survey_questions"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_fk" FOREIGN KEY ("survey_id","partner_id") REFERENCES "public"."surveys"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_fk" FOREIGN KEY ("survey_id","partner_id") REFERENCES "public"."surveys"("id","partner_id") ON DELETE cascade ON UPDATE no action;
