ALTER TABLE "quotes" ADD COLUMN "middle_refund_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_payments" ADD COLUMN "refund_rule" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_middle_refund_percent_check" CHECK ("quotes"."middle_refund_percent" between 0 and 100);