DROP INDEX "notifications_feed_idx";--> statement-breakpoint
CREATE INDEX "notifications_feed_idx" ON "notifications" USING btree ("user_id","role","created_at","seq");