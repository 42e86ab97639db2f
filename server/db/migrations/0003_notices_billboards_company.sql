ALTER TABLE "billboards" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "billboards" ADD CONSTRAINT "billboards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billboards_company_idx" ON "billboards" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notices_company_idx" ON "notices" USING btree ("company_id","created_at" DESC NULLS LAST);