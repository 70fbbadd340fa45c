CREATE TABLE "platform_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"location_id" uuid NOT NULL,
	"change_request_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "platform_tasks_kind_check" CHECK (kind in ('REVIEW_NEW_LOCATION', 'REVIEW_CHANGE_REQUEST', 'CANCEL_SUBSCRIPTION'))
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "creation_key" text;--> statement-breakpoint
ALTER TABLE "location_change_requests" ADD COLUMN "previous" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_tasks" ADD CONSTRAINT "platform_tasks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_tasks" ADD CONSTRAINT "platform_tasks_change_request_id_location_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."location_change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_tasks_open_idx" ON "platform_tasks" USING btree ("kind","created_at") WHERE done_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_owner_creation_key" ON "locations" USING btree ("owner_id","creation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "location_change_requests_one_pending" ON "location_change_requests" USING btree ("location_id") WHERE status = 'PENDING';