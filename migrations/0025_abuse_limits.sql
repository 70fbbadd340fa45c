CREATE TABLE "proof_of_work_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "proof_of_work_uses_expires_at_idx" ON "proof_of_work_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_ip_idx" ON "registration_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_created_at_idx" ON "registration_attempts" USING btree ("created_at");