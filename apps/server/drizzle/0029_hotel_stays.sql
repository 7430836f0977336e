CREATE TABLE "hotel_stays" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"realm_id" integer NOT NULL,
	"room_number" text NOT NULL,
	"room_key" text NOT NULL,
	"last_name" text NOT NULL,
	"last_name_key" text NOT NULL,
	"first_name" text,
	"check_in" timestamp with time zone NOT NULL,
	"check_out" timestamp with time zone NOT NULL,
	"voucher_id" bigint,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_stays_dates_check" CHECK ("hotel_stays"."check_out" > "hotel_stays"."check_in")
);
--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stays_same_stay_idx" ON "hotel_stays" USING btree ("realm_id","room_key","last_name_key","check_in");--> statement-breakpoint
CREATE INDEX "hotel_stays_realm_room_idx" ON "hotel_stays" USING btree ("realm_id","room_key","check_out");--> statement-breakpoint
CREATE INDEX "hotel_stays_partner_idx" ON "hotel_stays" USING btree ("partner_id","check_in","id");