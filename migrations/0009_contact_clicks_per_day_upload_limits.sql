CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stored" boolean DEFAULT false NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_contact_clicks" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "location_contact_clicks" ADD COLUMN "day" date;--> statement-breakpoint
-- Clicks recorded before visitors were told apart each stay their own visitor (edited by hand: drizzle-kit
-- would add NOT NULL columns without values for the existing rows).
UPDATE "location_contact_clicks" SET "visitor_key" = 'legacy:' || "id"::text, "day" = ("created_at" AT TIME ZONE 'Europe/Rome')::date;--> statement-breakpoint
ALTER TABLE "location_contact_clicks" ALTER COLUMN "visitor_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "location_contact_clicks" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_user_idx" ON "media_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "location_contact_clicks_visitor_day_key" ON "location_contact_clicks" USING btree ("location_id","type","day","visitor_key");