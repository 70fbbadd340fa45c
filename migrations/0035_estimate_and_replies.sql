ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "price_profile" jsonb DEFAULT '{"ambients":[],"services":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_content" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_content" is null) = ("reviews"."replied_at" is null) and coalesce(length("reviews"."reply_content"), 0) <= 1000);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('NEW_QUOTE_REQUEST', 'QUOTE_REQUEST_UPDATED', 'QUOTE_REQUEST_CANCELLED', 'QUOTE_SENT', 'QUOTE_ANSWERED', 'NEW_LOCATION', 'SUBSCRIPTION_PAYMENT_FAILED', 'SUBSCRIPTION_ENDED', 'LOCATION_APPROVED', 'LOCATION_REJECTED', 'CHANGE_REQUEST_APPROVED', 'CHANGE_REQUEST_REJECTED', 'LOCATION_SUSPENDED', 'REVIEW_INVITE', 'NEW_REVIEW', 'DATA_EXPORT_READY', 'MESSAGE_RECEIVED', 'REVIEW_REPLY'));--> statement-breakpoint
-- Existing locations get the profile refreshLocationAggregates (priceProfileSql) keeps from now on.
UPDATE "locations" l SET "price_profile" = jsonb_build_object(
  'ambients', coalesce((select jsonb_agg(jsonb_build_object('capacity', capacity, 'rentPriceCents', rent_price_cents)
    order by rent_price_cents, capacity) from ambients where location_id = l.id), '[]'::jsonb),
  'services', coalesce((select jsonb_agg(jsonb_build_object('pricePerPersonCents', p, 'ambientIncluded', i))
    from (select ambient_included i, min(price_per_person_cents) p from services
          where location_id = l.id group by ambient_included) s), '[]'::jsonb));
