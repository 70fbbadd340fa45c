CREATE TABLE "deposit_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"provider_account_id" text NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"last_error" text,
	"refund_due_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "deposit_payments_status_check" CHECK (status in ('OPEN', 'PAID', 'EXPIRED')),
	CONSTRAINT "deposit_payments_amount_check" CHECK ("deposit_payments"."amount_cents" > 0),
	CONSTRAINT "deposit_payments_refund_check" CHECK ("deposit_payments"."refunded_cents" >= 0 and "deposit_payments"."refund_due_cents" >= 0 and "deposit_payments"."refund_due_cents" <= "deposit_payments"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "platform_tasks" DROP CONSTRAINT "platform_tasks_kind_check";--> statement-breakpoint
ALTER TABLE "deposit_payments" ADD CONSTRAINT "deposit_payments_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_payments" ADD CONSTRAINT "deposit_payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_payments_one_open" ON "deposit_payments" USING btree ("quote_request_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "deposit_payments_request_idx" ON "deposit_payments" USING btree ("quote_request_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_payments_intent_idx" ON "deposit_payments" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "platform_tasks" ADD CONSTRAINT "platform_tasks_kind_check" CHECK (kind in ('REVIEW_NEW_LOCATION', 'REVIEW_CHANGE_REQUEST', 'CANCEL_SUBSCRIPTION', 'ANNOUNCE_NEW_LOCATION', 'SYNC_BILLING_CUSTOMER', 'REFUND_DEPOSIT'));