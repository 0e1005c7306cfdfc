DROP INDEX "applications_account_name_unique";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "environment" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "live_application_id" uuid;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "prefix" text DEFAULT 'sk_' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_call_counts" ADD COLUMN "environment" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "meta_environment" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_live_application_id_applications_id_fk" FOREIGN KEY ("live_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_live_application_unique" ON "applications" USING btree ("live_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_account_name_unique" ON "applications" USING btree ("account_id",lower("name")) WHERE "applications"."live_application_id" is null;