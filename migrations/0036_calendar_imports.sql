CREATE TABLE "calendar_import_days" (
	"import_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "calendar_import_days_import_id_date_pk" PRIMARY KEY("import_id","date")
);
--> statement-breakpoint
CREATE TABLE "calendar_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"ambient_id" uuid,
	"service_id" uuid,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_imports_one_item" CHECK ((ambient_id is null) <> (service_id is null)),
	CONSTRAINT "calendar_imports_error" CHECK (last_error is null or last_error in ('UNREACHABLE', 'TIMEOUT', 'HTTP_STATUS', 'TOO_LARGE', 'FORBIDDEN_ADDRESS', 'TOO_MANY_REDIRECTS', 'INVALID_CALENDAR'))
);
--> statement-breakpoint
ALTER TABLE "calendar_import_days" ADD CONSTRAINT "calendar_import_days_import_id_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_ambient_id_ambients_id_fk" FOREIGN KEY ("ambient_id") REFERENCES "public"."ambients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_import_days_date_idx" ON "calendar_import_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "calendar_imports_location_idx" ON "calendar_imports" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "calendar_imports_next_sync_idx" ON "calendar_imports" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_imports_ambient_url_key" ON "calendar_imports" USING btree ("ambient_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_imports_service_url_key" ON "calendar_imports" USING btree ("service_id","url");