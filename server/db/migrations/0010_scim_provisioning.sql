ALTER TABLE "accounts" DROP CONSTRAINT "accounts_status_check";--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_external_id_key" ON "accounts" USING btree ("external_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_status_check" CHECK ("accounts"."status" in ('ACTIVE', 'LOCKED', 'RETIRED', 'INACTIVE'));