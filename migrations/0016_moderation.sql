CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK (action in ('LOCATION_APPROVED', 'LOCATION_REJECTED', 'CHANGE_REQUEST_APPROVED', 'CHANGE_REQUEST_REJECTED', 'LOCATION_SUSPENDED', 'LOCATION_UNSUSPENDED', 'USER_SUSPENDED', 'USER_UNSUSPENDED')),
	CONSTRAINT "audit_log_subject_type_check" CHECK (subject_type in ('LOCATION', 'USER')),
	CONSTRAINT "audit_log_reason_check" CHECK ("audit_log"."reason" is null or length("audit_log"."reason") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "location_change_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
-- A suspended location leaves every public list: `is_public` gains `suspended_at is null`. PostgreSQL
-- before 17 cannot change a generated column's expression, so the column is dropped and added again (after
-- suspended_at exists), which drops every index that reads it; they are dropped first by name, so nothing
-- depends on the old column, and built again below exactly as migrations 0001 and 0013 made them.
DROP INDEX IF EXISTS "locations_public_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "locations_public_city_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "locations_public_capacity_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "locations_public_price_idx";--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "is_public";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "is_public" boolean GENERATED ALWAYS AS (approval_status = 'APPROVED' and deleted_at is null and suspended_at is null and (subscription_status = 'ACTIVE' or subscription_type = 'FREE_FOREVER')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "locations_public_city_idx" ON "locations" USING btree ("city_normalized","seq") WHERE is_public;--> statement-breakpoint
CREATE INDEX "locations_public_capacity_idx" ON "locations" USING btree ("total_capacity") WHERE is_public;--> statement-breakpoint
CREATE INDEX "locations_public_price_idx" ON "locations" USING btree ("min_price_cents") WHERE is_public;--> statement-breakpoint
-- Not in the drizzle schema (drizzle cannot declare INCLUDE columns): see 0004 and 0013.
CREATE INDEX "locations_public_search_idx" ON "locations" (seq)
  INCLUDE (id, min_price_cents, total_capacity, opening_weekdays, event_types, tag_ids, activity_type_ids, name_normalized)
  WHERE is_public;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "locations_pending_idx" ON "locations" USING btree ("created_at") WHERE approval_status = 'PENDING' and deleted_at is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('NEW_QUOTE_REQUEST', 'QUOTE_REQUEST_UPDATED', 'NEW_LOCATION', 'SUBSCRIPTION_PAYMENT_FAILED', 'SUBSCRIPTION_ENDED', 'LOCATION_APPROVED', 'LOCATION_REJECTED', 'CHANGE_REQUEST_APPROVED', 'CHANGE_REQUEST_REJECTED', 'LOCATION_SUSPENDED'));--> statement-breakpoint
-- The audit log is append-only for everyone, the app's own database role included: that role owns the
-- table, so REVOKE would not bind it, while a trigger does. It stops a bug, a mistaken script or an
-- injected statement from rewriting history; someone able to drop the trigger (the owner, a superuser)
-- is outside what the database alone can prevent, and that is left to backups and access control.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
