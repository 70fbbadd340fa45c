ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_status_check";--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('NEW_QUOTE_REQUEST', 'QUOTE_REQUEST_UPDATED', 'QUOTE_REQUEST_CANCELLED', 'NEW_LOCATION', 'SUBSCRIPTION_PAYMENT_FAILED', 'SUBSCRIPTION_ENDED', 'LOCATION_APPROVED', 'LOCATION_REJECTED', 'CHANGE_REQUEST_APPROVED', 'CHANGE_REQUEST_REJECTED', 'LOCATION_SUSPENDED', 'REVIEW_INVITE', 'NEW_REVIEW', 'DATA_EXPORT_READY'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_cancelled_by_check" CHECK (cancelled_by in ('HOST', 'GUEST', 'PLATFORM'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_cancellation_check" CHECK (("quote_requests"."status" = 'CANCELLED') = ("quote_requests"."cancelled_by" is not null and "quote_requests"."cancelled_at" is not null)
        and coalesce(length("quote_requests"."cancellation_reason"), 0) <= 1000);--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_check" CHECK (status in ('PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED'));