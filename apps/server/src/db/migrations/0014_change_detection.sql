CREATE TABLE "sync_entities" (
	"connection_id" uuid NOT NULL,
	"model" text NOT NULL,
	"entity_id" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "sync_entities_connection_id_model_entity_id_pk" PRIMARY KEY("connection_id","model","entity_id")
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"connection_id" uuid NOT NULL,
	"model" text NOT NULL,
	"synced_at" timestamp with time zone,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "sync_runs_connection_id_model_pk" PRIMARY KEY("connection_id","model")
);
--> statement-breakpoint
ALTER TABLE "sync_entities" ADD CONSTRAINT "sync_entities_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;