CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"author_id" uuid,
	"guests" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"discount" jsonb,
	"discount_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"vat_rate" numeric(4, 2) NOT NULL,
	"vat_mode" text NOT NULL,
	"taxable_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit" jsonb,
	"deposit_cents" integer NOT NULL,
	"valid_until" date NOT NULL,
	"conditions" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_vat_mode_check" CHECK (vat_mode in ('INCLUDED', 'EXCLUDED')),
	CONSTRAINT "quotes_amounts_check" CHECK ("quotes"."total_cents" >= 0 and "quotes"."deposit_cents" >= 0 and "quotes"."deposit_cents" <= "quotes"."total_cents"
        and "quotes"."discount_cents" >= 0 and "quotes"."discount_cents" <= "quotes"."subtotal_cents"
        and "quotes"."taxable_cents" + "quotes"."vat_cents" = "quotes"."total_cents"),
	CONSTRAINT "quotes_conditions_check" CHECK (coalesce(length("quotes"."conditions"), 0) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_status_check";--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_text_check";--> statement-breakpoint
ALTER TABLE "ambient_unavailabilities" ADD COLUMN "quote_request_id" uuid;--> statement-breakpoint
ALTER TABLE "service_unavailabilities" ADD COLUMN "quote_request_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_request_version_key" ON "quotes" USING btree ("quote_request_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_idempotency_key" ON "quotes" USING btree ("quote_request_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "ambient_unavailabilities" ADD CONSTRAINT "ambient_unavailabilities_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_unavailabilities" ADD CONSTRAINT "service_unavailabilities_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('NEW_QUOTE_REQUEST', 'QUOTE_REQUEST_UPDATED', 'QUOTE_REQUEST_CANCELLED', 'QUOTE_SENT', 'QUOTE_ANSWERED', 'NEW_LOCATION', 'SUBSCRIPTION_PAYMENT_FAILED', 'SUBSCRIPTION_ENDED', 'LOCATION_APPROVED', 'LOCATION_REJECTED', 'CHANGE_REQUEST_APPROVED', 'CHANGE_REQUEST_REJECTED', 'LOCATION_SUSPENDED', 'REVIEW_INVITE', 'NEW_REVIEW', 'DATA_EXPORT_READY'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_check" CHECK (status in ('PENDING', 'QUOTED', 'CONFIRMED', 'REJECTED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_text_check" CHECK (coalesce(length("quote_requests"."note"), 0) <= 400 and coalesce(length("quote_requests"."allergens"), 0) <= 400
        and coalesce(length("quote_requests"."decline_reason"), 0) <= 1000);