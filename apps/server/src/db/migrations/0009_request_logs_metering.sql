-- request_logs is partitioned by day of created_at (written by hand: drizzle-kit cannot declare partitioning).
-- Its partitions are created by the server (modules/request-logs/request-log-partitions.ts), not by migrations.
CREATE TABLE "api_call_counts" (
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"month" date NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "api_call_counts_application_id_month_pk" PRIMARY KEY("application_id","month")
);
--> statement-breakpoint
CREATE TABLE "api_call_quotas" (
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"leased" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "api_call_quotas_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
CREATE TABLE "request_logs" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"consumer_id" uuid,
	"service_id" text,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"status" integer NOT NULL,
	"latency_ms" integer NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"sub_requests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "request_logs_created_at_id_pk" PRIMARY KEY("created_at","id")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
ALTER TABLE "api_call_counts" ADD CONSTRAINT "api_call_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_call_quotas" ADD CONSTRAINT "api_call_quotas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_call_counts_account_idx" ON "api_call_counts" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "request_logs_application_idx" ON "request_logs" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "request_logs_consumer_idx" ON "request_logs" USING btree ("consumer_id","created_at","id");