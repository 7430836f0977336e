CREATE TABLE "queue_counters" (
	"realm_id" integer NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "queue_counters_realm_id_day_pk" PRIMARY KEY("realm_id","day")
);
--> statement-breakpoint
CREATE TABLE "queue_displays" (
	"realm_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"token" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_displays_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "queue_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"realm_id" integer NOT NULL,
	"router_id" integer,
	"day" date NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"device" text NOT NULL,
	"phone" text,
	"sms_status" text,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"called_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "queue_tickets_state_check" CHECK ("queue_tickets"."state" in ('waiting', 'called', 'served', 'no_show', 'abandoned')),
	CONSTRAINT "queue_tickets_sms_status_check" CHECK ("queue_tickets"."sms_status" in ('sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "queue_counters" ADD CONSTRAINT "queue_counters_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_displays" ADD CONSTRAINT "queue_displays_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_displays" ADD CONSTRAINT "queue_displays_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_router_id_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."routers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_realm_day_number_idx" ON "queue_tickets" USING btree ("realm_id","day","number");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_open_device_idx" ON "queue_tickets" USING btree ("realm_id","device") WHERE "queue_tickets"."state" in ('waiting', 'called');--> statement-breakpoint
CREATE INDEX "queue_tickets_partner_taken_idx" ON "queue_tickets" USING btree ("partner_id","taken_at");