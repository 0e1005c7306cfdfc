CREATE TABLE "connection_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"connection_id" uuid NOT NULL,
	"user_id" uuid,
	"binding_hash" text,
	"code_verifier_sealed" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_authorizations_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "connection_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"consumer_id" uuid,
	"service_id" text NOT NULL,
	"unified_api" text NOT NULL,
	"state" text DEFAULT 'added' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings_sealed" text,
	"tokens_sealed" text,
	"token_expires_at" timestamp with time zone,
	"refresh_lease_until" timestamp with time zone,
	"invalid_reason" text,
	"checked_at" timestamp with time zone,
	"authorized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ftp_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ftp_accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "integration_remaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration_id" uuid NOT NULL,
	"model" text NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"unified_api" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"scope" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_authorizations" ADD CONSTRAINT "connection_authorizations_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_authorizations" ADD CONSTRAINT "connection_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_files" ADD CONSTRAINT "connection_files_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftp_accounts" ADD CONSTRAINT "ftp_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftp_accounts" ADD CONSTRAINT "ftp_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_remaps" ADD CONSTRAINT "integration_remaps_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_authorizations_expires_idx" ON "connection_authorizations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "connection_files_connection_idx" ON "connection_files" USING btree ("connection_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_application_service_unique" ON "connections" USING btree ("application_id","service_id") WHERE "connections"."consumer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_consumer_service_unique" ON "connections" USING btree ("consumer_id","service_id") WHERE "connections"."consumer_id" is not null;--> statement-breakpoint
CREATE INDEX "connections_token_expiry_idx" ON "connections" USING btree ("token_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ftp_accounts_application_service_unique" ON "ftp_accounts" USING btree ("application_id","service_id");--> statement-breakpoint
CREATE INDEX "integration_remaps_integration_idx" ON "integration_remaps" USING btree ("integration_id","model","position");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_application_service_unique" ON "integrations" USING btree ("application_id","service_id");--> statement-breakpoint
CREATE INDEX "integrations_account_enabled_idx" ON "integrations" USING btree ("account_id","is_enabled");