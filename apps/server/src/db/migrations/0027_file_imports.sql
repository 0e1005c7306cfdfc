CREATE TABLE "file_records" (
	"connection_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"entity_id" text NOT NULL,
	"line" integer NOT NULL,
	"hash" text NOT NULL,
	"record" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "file_records_file_id_entity_id_pk" PRIMARY KEY("file_id","entity_id")
);
--> statement-breakpoint
ALTER TABLE "connection_files" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_files" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_files" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_files" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "connection_files" ADD COLUMN "records" integer;--> statement-breakpoint
ALTER TABLE "connection_files" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connection_files" ADD COLUMN "refused_line" integer;--> statement-breakpoint
ALTER TABLE "connection_files" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "file_records" ADD CONSTRAINT "file_records_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_records" ADD CONSTRAINT "file_records_file_id_connection_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."connection_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_records_file_line_idx" ON "file_records" USING btree ("file_id","line");