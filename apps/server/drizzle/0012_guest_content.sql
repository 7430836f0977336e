CREATE TABLE "advert_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"advert_id" integer NOT NULL,
	"router_id" integer NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"realm_id" integer NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"ad_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"file_key" text,
	"width" integer,
	"height" integer,
	"youtube_url" text,
	"start_date" date,
	"end_date" date,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverts_ad_type_check" CHECK ("adverts"."ad_type" in ('Image', 'Video', 'Link')),
	CONSTRAINT "adverts_dates_check" CHECK (("adverts"."start_date" is null) = ("adverts"."end_date" is null)),
	CONSTRAINT "adverts_dates_order_check" CHECK ("adverts"."end_date" > "adverts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "guest_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"router_id" integer,
	"viewer_id" text NOT NULL,
	"age" smallint,
	"country" text,
	"phone" text,
	"address" text,
	"gender" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"router_id" integer,
	"viewer_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_rating_check" CHECK ("ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"response_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"rows" text[] DEFAULT '{}'::text[] NOT NULL,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_questions_answer_type_check" CHECK ("survey_questions"."answer_type" in ('short_answer', 'paragraph', 'multiple_choice', 'checkboxes', 'dropdown', 'multiple_choice_grid'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"router_id" integer,
	"viewer_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"realm_id" integer NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD CONSTRAINT "guest_profiles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD CONSTRAINT "guest_profiles_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_views_partner_idx" ON "advert_views" USING btree ("partner_id","viewed_at");--> statement-breakpoint
CREATE INDEX "advert_views_router_idx" ON "advert_views" USING btree ("router_id","viewed_at");--> statement-breakpoint
CREATE INDEX "advert_views_advert_idx" ON "advert_views" USING btree ("advert_id");--> statement-breakpoint
CREATE INDEX "adverts_partner_idx" ON "adverts" USING btree ("partner_id","created","id");--> statement-breakpoint
CREATE INDEX "adverts_realm_idx" ON "adverts" USING btree ("realm_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_profiles_viewer_idx" ON "guest_profiles" USING btree ("partner_id","viewer_id");--> statement-breakpoint
CREATE INDEX "ratings_partner_idx" ON "ratings" USING btree ("partner_id","created");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_response_question_idx" ON "survey_answers" USING btree ("response_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_viewer_idx" ON "survey_responses" USING btree ("survey_id","viewer_id");--> statement-breakpoint
CREATE INDEX "surveys_partner_idx" ON "surveys" USING btree ("partner_id","created","id");--> statement-breakpoint
CREATE INDEX "surveys_realm_idx" ON "surveys" USING btree ("realm_id","active");