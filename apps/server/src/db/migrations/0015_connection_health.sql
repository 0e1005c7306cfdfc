CREATE TABLE "connection_call_hours" (
	"owner_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "connection_call_hours_owner_id_service_id_hour_pk" PRIMARY KEY("owner_id","service_id","hour")
);
--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "failing_since" timestamp with time zone;