CREATE TABLE "partner_setting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"changed_by_user_id" integer,
	"changed_by_name" text NOT NULL,
	"changed_by_email" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fields" text[] NOT NULL,
	"changes" jsonb NOT NULL,
	"speed_change" jsonb
);
--> statement-breakpoint
ALTER TABLE "partner_setting_changes" ADD CONSTRAINT "partner_setting_changes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_setting_changes_partner_idx" ON "partner_setting_changes" USING btree ("partner_id","changed_at","id");