ALTER TABLE "users" ALTER COLUMN "notify_new_locations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "notify_new_locations" DROP NOT NULL;--> statement-breakpoint
-- Every account had the old default (on), and an explicit 'on' cannot be told from it: all become
-- 'not chosen', which keeps guests as they were and stops competitors' announcements to hosts, who never
-- had the switch in their own settings. An explicit 'off' stays.
UPDATE "users" SET "notify_new_locations" = NULL WHERE "notify_new_locations" = true;
