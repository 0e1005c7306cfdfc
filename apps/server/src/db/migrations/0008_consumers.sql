CREATE TABLE "consumer_calls" (
	"consumer_id" uuid NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "consumer_calls_consumer_id_month_kind_pk" PRIMARY KEY("consumer_id","month","kind")
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_by_lastname" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumer_calls" ADD CONSTRAINT "consumer_calls_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumers_application_created_idx" ON "consumers" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "consumers_account_idx" ON "consumers" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;