CREATE TABLE "auth_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose_check" CHECK (purpose in ('REGISTER', 'FORGOT')),
	CONSTRAINT "one_time_codes_attempts_check" CHECK ("one_time_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"platform" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'GUEST' NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sessions_role_check" CHECK (role in ('HOST', 'GUEST'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"full_name" text,
	"city" text,
	"birth_date" date,
	"phone_number" text,
	"avatar_url" text,
	"completed_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"privacy_accepted_at" timestamp with time zone,
	"marketing_consent_at" timestamp with time zone,
	"profiling_consent_at" timestamp with time zone,
	"notify_quote_requests" boolean DEFAULT true NOT NULL,
	"notify_quote_accepted" boolean DEFAULT true NOT NULL,
	"notify_new_locations" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"google_id" text,
	"facebook_id" text,
	"apple_id" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_type" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_types_location_type_check" CHECK (location_type in ('HORECA', 'PUBLIC', 'PRIVATE'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_normalized" text NOT NULL,
	"province" text NOT NULL,
	"province_code" text NOT NULL,
	"region" text NOT NULL,
	"caps" text[] NOT NULL,
	"population" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_link_check" CHECK ("partners"."link" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "service_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "location_activity_types" (
	"location_id" uuid NOT NULL,
	"activity_type_id" integer NOT NULL,
	CONSTRAINT "location_activity_types_location_id_activity_type_id_pk" PRIMARY KEY("location_id","activity_type_id")
);
--> statement-breakpoint
CREATE TABLE "location_contact_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_contact_clicks_type_check" CHECK (type in ('PHONE_NUMBER', 'WHATSAPP'))
);
--> statement-breakpoint
CREATE TABLE "location_event_types" (
	"location_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	CONSTRAINT "location_event_types_location_id_event_type_pk" PRIMARY KEY("location_id","event_type"),
	CONSTRAINT "location_event_types_check" CHECK (event_type in ('HOLIDAY', 'CHILDREN_BIRTHDAY', 'ADULT_BIRTHDAY', 'EIGHTEEN_PARTY', 'BAPTISM', 'COMMUNION', 'PROMISES_OR_ANNIVERSARY', 'WEDDING', 'BACHELOR_PARTY', 'BABY_SHOWER', 'GRADUATION', 'CORPORATE_PARTY'))
);
--> statement-breakpoint
CREATE TABLE "location_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_opening_days" (
	"location_id" uuid NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "location_opening_days_location_id_day_pk" PRIMARY KEY("location_id","day"),
	CONSTRAINT "location_opening_days_check" CHECK (day in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'))
);
--> statement-breakpoint
CREATE TABLE "location_tags" (
	"location_id" uuid NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "location_tags_location_id_tag_id_pk" PRIMARY KEY("location_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "location_time_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "location_time_ranges_order_check" CHECK ("location_time_ranges"."end_time" > "location_time_ranges"."start_time")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "locations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_normalized" text NOT NULL,
	"description" text,
	"note" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"city_normalized" text NOT NULL,
	"city_id" integer,
	"province" text NOT NULL,
	"cap" text NOT NULL,
	"logo_url" text,
	"location_type" text NOT NULL,
	"ambient_type" text DEFAULT 'CLOSE' NOT NULL,
	"ambient_capacity" integer DEFAULT 1 NOT NULL,
	"vat_number" text,
	"tax_code" text,
	"pec" text,
	"sdi_code" text,
	"phone_number" text NOT NULL,
	"whatsapp" text,
	"link" text,
	"visible_contacts" boolean DEFAULT false NOT NULL,
	"timing_mode" text DEFAULT 'TIME_RANGE' NOT NULL,
	"approval_status" text DEFAULT 'PENDING' NOT NULL,
	"subscription_type" text DEFAULT 'STANDARD' NOT NULL,
	"subscription_status" text DEFAULT 'INACTIVE' NOT NULL,
	"early_adopter_end_date" date,
	"highlighted" boolean DEFAULT false NOT NULL,
	"min_price_cents" integer,
	"total_capacity" integer DEFAULT 0 NOT NULL,
	"quote_counter" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"whatsapp_clicks" integer DEFAULT 0 NOT NULL,
	"is_public" boolean GENERATED ALWAYS AS (approval_status = 'APPROVED' and deleted_at is null and (subscription_status = 'ACTIVE' or subscription_type = 'FREE_FOREVER')) STORED NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_location_type_check" CHECK (location_type in ('HORECA', 'PUBLIC', 'PRIVATE')),
	CONSTRAINT "locations_ambient_type_check" CHECK (ambient_type in ('CLOSE', 'OPEN', 'BOTH')),
	CONSTRAINT "locations_timing_mode_check" CHECK (timing_mode in ('FULL_DAY', 'ON_REQUEST', 'TIME_RANGE')),
	CONSTRAINT "locations_approval_status_check" CHECK (approval_status in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "locations_subscription_type_check" CHECK (subscription_type in ('FREE_FOREVER', 'REDUCED_PRICE', 'STANDARD')),
	CONSTRAINT "locations_subscription_status_check" CHECK (subscription_status in ('ACTIVE', 'INACTIVE', 'CANCELED', 'PAST_DUE', 'UNPAID')),
	CONSTRAINT "locations_capacity_check" CHECK ("locations"."ambient_capacity" >= 1 and "locations"."total_capacity" >= 0),
	CONSTRAINT "locations_min_price_check" CHECK ("locations"."min_price_cents" is null or "locations"."min_price_cents" >= 0),
	CONSTRAINT "locations_counters_check" CHECK ("locations"."quote_counter" >= 0 and "locations"."phone_clicks" >= 0 and "locations"."whatsapp_clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ambient_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambient_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambient_unavailabilities" (
	"ambient_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "ambient_unavailabilities_ambient_id_date_pk" PRIMARY KEY("ambient_id","date")
);
--> statement-breakpoint
CREATE TABLE "ambients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ambient_type" text NOT NULL,
	"capacity" integer NOT NULL,
	"rent_price_cents" integer DEFAULT 0 NOT NULL,
	"rent_duration" text DEFAULT 'FULL' NOT NULL,
	"description" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambients_type_check" CHECK (ambient_type in ('CLOSE', 'OPEN', 'BOTH')),
	CONSTRAINT "ambients_rent_duration_check" CHECK (rent_duration in ('HALF', 'FULL')),
	CONSTRAINT "ambients_capacity_check" CHECK ("ambients"."capacity" >= 1),
	CONSTRAINT "ambients_price_check" CHECK ("ambients"."rent_price_cents" >= 0),
	CONSTRAINT "ambients_text_check" CHECK (coalesce(length("ambients"."description"), 0) <= 400 and coalesce(length("ambients"."note"), 0) <= 400)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" uuid,
	"author" text NOT NULL,
	"vote_tenths" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_vote_check" CHECK ("reviews"."vote_tenths" between 10 and 50)
);
--> statement-breakpoint
CREATE TABLE "service_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_unavailabilities" (
	"service_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "service_unavailabilities_service_id_date_pk" PRIMARY KEY("service_id","date")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"service_type_id" integer NOT NULL,
	"price_per_person_cents" integer NOT NULL,
	"ambient_included" boolean DEFAULT false NOT NULL,
	"description" text,
	"note" text,
	"allergens" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_check" CHECK ("services"."price_per_person_cents" >= 0),
	CONSTRAINT "services_text_check" CHECK (coalesce(length("services"."description"), 0) <= 400 and coalesce(length("services"."note"), 0) <= 400 and coalesce(length("services"."allergens"), 0) <= 400)
);
--> statement-breakpoint
CREATE TABLE "dev_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"type" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"location_id" uuid,
	"quote_request_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK (type in ('NEW_QUOTE_REQUEST', 'QUOTE_REQUEST_UPDATED', 'NEW_LOCATION')),
	CONSTRAINT "notifications_role_check" CHECK (role in ('HOST', 'GUEST'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_kind_check" CHECK (kind in ('EMAIL', 'PUSH'))
);
--> statement-breakpoint
CREATE TABLE "quote_request_ambients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"ambient_id" uuid,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"rent_duration" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "quote_request_ambients_price_check" CHECK ("quote_request_ambients"."price_cents" >= 0),
	CONSTRAINT "quote_request_ambients_duration_check" CHECK (rent_duration in ('HALF', 'FULL'))
);
--> statement-breakpoint
CREATE TABLE "quote_request_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"service_id" uuid,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"ambient_included" boolean NOT NULL,
	CONSTRAINT "quote_request_services_price_check" CHECK ("quote_request_services"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text,
	"date" date NOT NULL,
	"guests" integer NOT NULL,
	"note" text,
	"allergens" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"total_cents" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK (status in ('PENDING', 'CONFIRMED', 'REJECTED')),
	CONSTRAINT "quote_requests_guests_check" CHECK ("quote_requests"."guests" >= 1),
	CONSTRAINT "quote_requests_total_check" CHECK ("quote_requests"."total_cents" >= 0),
	CONSTRAINT "quote_requests_text_check" CHECK (coalesce(length("quote_requests"."note"), 0) <= 400 and coalesce(length("quote_requests"."allergens"), 0) <= 400)
);
--> statement-breakpoint
CREATE TABLE "location_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"requested_by" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_change_requests_status_check" CHECK (status in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "location_subscriptions" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"plan_id" text,
	"renewal_at" timestamp with time zone,
	"payment_method_brand" text,
	"payment_method_last4" text,
	"has_temporary_payment_method" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "subscription_plans_type_check" CHECK (type in ('month', 'year')),
	CONSTRAINT "subscription_plans_amount_check" CHECK ("subscription_plans"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "todo_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_preset_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"preset_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"event_type" text NOT NULL,
	CONSTRAINT "todo_presets_event_type_check" CHECK (event_type in ('HOLIDAY', 'CHILDREN_BIRTHDAY', 'ADULT_BIRTHDAY', 'EIGHTEEN_PARTY', 'BAPTISM', 'COMMUNION', 'PROMISES_OR_ANNIVERSARY', 'WEDDING', 'BACHELOR_PARTY', 'BABY_SHOWER', 'GRADUATION', 'CORPORATE_PARTY'))
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_activity_types" ADD CONSTRAINT "location_activity_types_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_activity_types" ADD CONSTRAINT "location_activity_types_activity_type_id_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_contact_clicks" ADD CONSTRAINT "location_contact_clicks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_contact_clicks" ADD CONSTRAINT "location_contact_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_event_types" ADD CONSTRAINT "location_event_types_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_images" ADD CONSTRAINT "location_images_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_opening_days" ADD CONSTRAINT "location_opening_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_time_ranges" ADD CONSTRAINT "location_time_ranges_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambient_images" ADD CONSTRAINT "ambient_images_ambient_id_ambients_id_fk" FOREIGN KEY ("ambient_id") REFERENCES "public"."ambients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambient_unavailabilities" ADD CONSTRAINT "ambient_unavailabilities_ambient_id_ambients_id_fk" FOREIGN KEY ("ambient_id") REFERENCES "public"."ambients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambients" ADD CONSTRAINT "ambients_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_images" ADD CONSTRAINT "service_images_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_unavailabilities" ADD CONSTRAINT "service_unavailabilities_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_ambients" ADD CONSTRAINT "quote_request_ambients_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_ambients" ADD CONSTRAINT "quote_request_ambients_ambient_id_ambients_id_fk" FOREIGN KEY ("ambient_id") REFERENCES "public"."ambients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_services" ADD CONSTRAINT "quote_request_services_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_services" ADD CONSTRAINT "quote_request_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_change_requests" ADD CONSTRAINT "location_change_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_change_requests" ADD CONSTRAINT "location_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_change_requests" ADD CONSTRAINT "location_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_subscriptions" ADD CONSTRAINT "location_subscriptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_subscriptions" ADD CONSTRAINT "location_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_items" ADD CONSTRAINT "todo_items_list_id_todo_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."todo_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD CONSTRAINT "todo_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_preset_items" ADD CONSTRAINT "todo_preset_items_preset_id_todo_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."todo_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_attempts_email_idx" ON "auth_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_ip_idx" ON "auth_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_token_key" ON "push_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_tokens_user_idx" ON "push_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_key" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_id_key" ON "users" USING btree ("facebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_apple_id_key" ON "users" USING btree ("apple_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_types_name_type_key" ON "activity_types" USING btree ("name","location_type");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_code_key" ON "cities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cities_name_normalized_idx" ON "cities" USING btree ("name_normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "location_activity_types_type_idx" ON "location_activity_types" USING btree ("activity_type_id","location_id");--> statement-breakpoint
CREATE INDEX "location_contact_clicks_location_idx" ON "location_contact_clicks" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "location_event_types_type_idx" ON "location_event_types" USING btree ("event_type","location_id");--> statement-breakpoint
CREATE INDEX "location_images_location_idx" ON "location_images" USING btree ("location_id","position");--> statement-breakpoint
CREATE INDEX "location_opening_days_day_idx" ON "location_opening_days" USING btree ("day","location_id");--> statement-breakpoint
CREATE INDEX "location_tags_tag_idx" ON "location_tags" USING btree ("tag_id","location_id");--> statement-breakpoint
CREATE INDEX "location_time_ranges_location_idx" ON "location_time_ranges" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_key" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_seq_key" ON "locations" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "locations_owner_idx" ON "locations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "locations_public_seq_idx" ON "locations" USING btree ("seq") WHERE is_public;--> statement-breakpoint
CREATE INDEX "locations_public_city_idx" ON "locations" USING btree ("city_normalized","seq") WHERE is_public;--> statement-breakpoint
CREATE INDEX "locations_public_capacity_idx" ON "locations" USING btree ("total_capacity") WHERE is_public;--> statement-breakpoint
CREATE INDEX "locations_public_price_idx" ON "locations" USING btree ("min_price_cents") WHERE is_public;--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ("name_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ambient_images_ambient_idx" ON "ambient_images" USING btree ("ambient_id","position");--> statement-breakpoint
CREATE INDEX "ambient_unavailabilities_date_idx" ON "ambient_unavailabilities" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "ambients_location_slug_key" ON "ambients" USING btree ("location_id","slug");--> statement-breakpoint
CREATE INDEX "favorites_location_idx" ON "favorites" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "service_images_service_idx" ON "service_images" USING btree ("service_id","position");--> statement-breakpoint
CREATE INDEX "service_unavailabilities_date_idx" ON "service_unavailabilities" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "services_location_slug_key" ON "services" USING btree ("location_id","slug");--> statement-breakpoint
CREATE INDEX "notifications_feed_idx" ON "notifications" USING btree ("user_id","role","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","role") WHERE not is_read;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "quote_request_ambients_request_idx" ON "quote_request_ambients" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "quote_request_services_request_idx" ON "quote_request_services" USING btree ("quote_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_location_number_key" ON "quote_requests" USING btree ("location_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_idempotency_key" ON "quote_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "quote_requests_location_idx" ON "quote_requests" USING btree ("location_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_user_idx" ON "quote_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "location_change_requests_location_idx" ON "location_change_requests" USING btree ("location_id","status");--> statement-breakpoint
CREATE INDEX "todo_items_list_idx" ON "todo_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "todo_lists_user_idx" ON "todo_lists" USING btree ("user_id","updated_at");