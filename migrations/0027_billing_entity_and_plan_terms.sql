ALTER TABLE "platform_tasks" DROP CONSTRAINT "platform_tasks_kind_check";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "legal_city_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "legal_city" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "legal_province" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "legal_cap" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "tax_rate_id" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "tax_percentage" double precision;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "tax_inclusive" boolean;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "early_adopter_coupon_id" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "early_adopter_percent_off" double precision;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "early_adopter_amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "early_adopter_duration" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "early_adopter_duration_months" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_legal_city_id_cities_id_fk" FOREIGN KEY ("legal_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_tax_check" CHECK (("subscription_plans"."tax_rate_id" is null) = ("subscription_plans"."tax_percentage" is null) and ("subscription_plans"."tax_rate_id" is null) = ("subscription_plans"."tax_inclusive" is null));--> statement-breakpoint
ALTER TABLE "platform_tasks" ADD CONSTRAINT "platform_tasks_kind_check" CHECK (kind in ('REVIEW_NEW_LOCATION', 'REVIEW_CHANGE_REQUEST', 'CANCEL_SUBSCRIPTION', 'ANNOUNCE_NEW_LOCATION', 'SYNC_BILLING_CUSTOMER'));