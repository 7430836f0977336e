CREATE TABLE "media_storage_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sme_id" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_storage_reservations" ADD CONSTRAINT "media_storage_reservations_sme_id_smes_id_fk" FOREIGN KEY ("sme_id") REFERENCES "public"."smes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_storage_reservations_sme_idx" ON "media_storage_reservations" USING btree ("sme_id","expires_at");