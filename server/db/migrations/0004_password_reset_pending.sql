ALTER TABLE "accounts" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "pending_password_expires_at" timestamp with time zone;