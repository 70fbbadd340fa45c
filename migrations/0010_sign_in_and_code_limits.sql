CREATE TABLE "code_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ghost_code_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_disputed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "code_attempts_subject_idx" ON "code_attempts" USING btree ("subject_hash","created_at");--> statement-breakpoint
CREATE INDEX "code_attempts_ip_idx" ON "code_attempts" USING btree ("ip","created_at");