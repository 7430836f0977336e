-- Citus (decision 083): adverts, media categories and files, menus, hotel stays and queue tickets keyed
-- (id, partner_id); advert views add the partner to their key; their unique keys and foreign keys pair it.

ALTER TABLE "advert_views" DROP CONSTRAINT "advert_views_advert_id_adverts_id_fk";--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_category_id_media_categories_id_fk";--> statement-breakpoint
DROP INDEX "hotel_stays_same_stay_idx";--> statement-breakpoint
DROP INDEX "media_categories_realm_name_idx";--> statement-breakpoint
DROP INDEX "food_drink_menus_realm_type_idx";--> statement-breakpoint
DROP INDEX "queue_tickets_realm_day_number_idx";--> statement-breakpoint
DROP INDEX "queue_tickets_open_device_idx";--> statement-breakpoint
ALTER TABLE "advert_views" DROP CONSTRAINT "advert_views_id_viewed_at_pk";--> statement-breakpoint
ALTER TABLE "adverts" DROP CONSTRAINT "adverts_pkey";--> statement-breakpoint
ALTER TABLE "hotel_stays" DROP CONSTRAINT "hotel_stays_pkey";--> statement-breakpoint
ALTER TABLE "media_categories" DROP CONSTRAINT "media_categories_pkey";--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_pkey";--> statement-breakpoint
ALTER TABLE "food_drink_menus" DROP CONSTRAINT "food_drink_menus_pkey";--> statement-breakpoint
ALTER TABLE "queue_tickets" DROP CONSTRAINT "queue_tickets_pkey";--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_id_viewed_at_partner_id_pk" PRIMARY KEY("id","viewed_at","partner_id");--> statement-breakpoint
ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "food_drink_menus" ADD CONSTRAINT "food_drink_menus_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_id_partner_id_pk" PRIMARY KEY("id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stays_same_stay_idx" ON "hotel_stays" USING btree ("realm_id","room_key","last_name_key","check_in","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_categories_realm_name_idx" ON "media_categories" USING btree ("realm_id",lower("name"),"partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_drink_menus_realm_type_idx" ON "food_drink_menus" USING btree ("realm_id","menu_type","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_realm_day_number_idx" ON "queue_tickets" USING btree ("realm_id","day","number","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_open_device_idx" ON "queue_tickets" USING btree ("realm_id","device","partner_id") WHERE "queue_tickets"."state" in ('waiting', 'called');--> statement-breakpoint
ALTER TABLE "advert_views" ADD CONSTRAINT "advert_views_advert_id_fk" FOREIGN KEY ("advert_id","partner_id") REFERENCES "public"."adverts"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_category_id_fk" FOREIGN KEY ("category_id","partner_id") REFERENCES "public"."media_categories"("id","partner_id") ON DELETE cascade ON UPDATE no action;
