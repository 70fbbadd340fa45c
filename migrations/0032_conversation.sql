CREATE TABLE "conversation_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"uploader_id" uuid,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_attachments_kind_check" CHECK (kind in ('IMAGE', 'PDF'))
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"author_id" uuid,
	"author_side" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_id" uuid,
	"idempotency_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_side_check" CHECK (author_side in ('HOST', 'GUEST')),
	CONSTRAINT "conversation_messages_body_check" CHECK (length("conversation_messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "message_reports_reason_check" CHECK (length("message_reports"."reason") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_attachment_id_conversation_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."conversation_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_attachments_request_idx" ON "conversation_attachments" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_request_idx" ON "conversation_messages" USING btree ("quote_request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_idempotency_key" ON "conversation_messages" USING btree ("quote_request_id","author_side","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_attachment_key" ON "conversation_messages" USING btree ("attachment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_reporter_key" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at") WHERE resolved_at is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('NEW_QUOTE_REQUEST', 'QUOTE_REQUEST_UPDATED', 'QUOTE_REQUEST_CANCELLED', 'QUOTE_SENT', 'QUOTE_ANSWERED', 'NEW_LOCATION', 'SUBSCRIPTION_PAYMENT_FAILED', 'SUBSCRIPTION_ENDED', 'LOCATION_APPROVED', 'LOCATION_REJECTED', 'CHANGE_REQUEST_APPROVED', 'CHANGE_REQUEST_REJECTED', 'LOCATION_SUSPENDED', 'REVIEW_INVITE', 'NEW_REVIEW', 'DATA_EXPORT_READY', 'MESSAGE_RECEIVED'));