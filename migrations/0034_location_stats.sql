CREATE TABLE "location_daily_views" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_daily_views_location_id_day_pk" PRIMARY KEY("location_id","day"),
	CONSTRAINT "location_daily_views_views_check" CHECK ("location_daily_views"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "location_view_visitors" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_key" text NOT NULL,
	CONSTRAINT "location_view_visitors_location_id_day_visitor_key_pk" PRIMARY KEY("location_id","day","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "location_daily_views" ADD CONSTRAINT "location_daily_views_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_view_visitors" ADD CONSTRAINT "location_view_visitors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_view_visitors_day_idx" ON "location_view_visitors" USING btree ("day");