CREATE TABLE "notice_acknowledgements" (
	"post_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"company_id" integer,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_acknowledgements_pk" PRIMARY KEY("post_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "display_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billboards" ADD COLUMN "display_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "popup_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "popup_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "must_acknowledge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "notice_acknowledgements" ADD CONSTRAINT "notice_acknowledgements_post_id_notices_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."notices"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_acknowledgements" ADD CONSTRAINT "notice_acknowledgements_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_acknowledgements_account_idx" ON "notice_acknowledgements" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","created_at");