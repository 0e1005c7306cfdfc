CREATE TABLE "idempotency_keys" (
	"consumer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" text,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_consumer_id_key_pk" PRIMARY KEY("consumer_id","key")
);
--> statement-breakpoint
CREATE TABLE "unified_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"unified_api" text NOT NULL,
	"model" text NOT NULL,
	"write" text NOT NULL,
	"remote_id" text NOT NULL,
	"input" jsonb NOT NULL,
	"step" jsonb,
	"result" jsonb,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unified_jobs" ADD CONSTRAINT "unified_jobs_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unified_jobs" ADD CONSTRAINT "unified_jobs_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "unified_jobs_due_idx" ON "unified_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "unified_jobs_consumer_idx" ON "unified_jobs" USING btree ("consumer_id");