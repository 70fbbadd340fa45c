CREATE TABLE "ghost_code_requests" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ghost_code_requests_requested_at_idx" ON "ghost_code_requests" USING btree ("requested_at");