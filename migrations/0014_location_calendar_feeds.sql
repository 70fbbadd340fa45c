CREATE TABLE "location_calendar_feeds" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_calendar_feeds_token_key" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "location_calendar_feeds" ADD CONSTRAINT "location_calendar_feeds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;