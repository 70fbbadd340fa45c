ALTER TABLE "locations" ADD COLUMN "cover_image_url" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "event_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "activity_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "opening_weekdays" smallint DEFAULT 0 NOT NULL;