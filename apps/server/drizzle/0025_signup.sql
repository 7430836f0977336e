CREATE TABLE "sign_up_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"subscription_plan_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_token_hash" text NOT NULL,
	"review_expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"sme_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_applications_review_token_hash_unique" UNIQUE("review_token_hash")
);
--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_sme_id_smes_id_fk" FOREIGN KEY ("sme_id") REFERENCES "public"."smes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_up_applications_pending_email" ON "sign_up_applications" USING btree (lower("email")) WHERE "sign_up_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sign_up_applications_partner_idx" ON "sign_up_applications" USING btree ("partner_id","status");