CREATE TABLE "request_counts" (
	"application_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"requests" bigint NOT NULL,
	CONSTRAINT "request_counts_application_id_bucket_pk" PRIMARY KEY("application_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "request_stats" (
	"application_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"consumer_id" uuid,
	"service_id" text,
	"status_class" smallint NOT NULL,
	"requests" bigint NOT NULL,
	CONSTRAINT "request_stats_key" UNIQUE NULLS NOT DISTINCT("application_id","bucket","consumer_id","service_id","status_class")
);
--> statement-breakpoint
CREATE INDEX "request_stats_consumer_idx" ON "request_stats" USING btree ("consumer_id","bucket");