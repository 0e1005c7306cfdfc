DROP INDEX "ftp_accounts_application_service_unique";--> statement-breakpoint
ALTER TABLE "ftp_accounts" ADD COLUMN "consumer_id" uuid;--> statement-breakpoint
ALTER TABLE "ftp_accounts" ADD CONSTRAINT "ftp_accounts_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ftp_accounts_consumer_service_unique" ON "ftp_accounts" USING btree ("consumer_id","service_id") WHERE "ftp_accounts"."consumer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ftp_accounts_application_service_unique" ON "ftp_accounts" USING btree ("application_id","service_id") WHERE "ftp_accounts"."consumer_id" is null;