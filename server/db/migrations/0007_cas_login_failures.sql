CREATE TABLE "cas_login_failures" (
	"lt_hash" text PRIMARY KEY NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cas_login_failures_expires_idx" ON "cas_login_failures" USING btree ("expires_at");