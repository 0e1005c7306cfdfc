ALTER TABLE "credentials" ADD COLUMN "created_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "created_by_lastname" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Keys made before this migration take their creator's name as it is now.
UPDATE "credentials" SET "created_by_name" = "users"."name", "created_by_lastname" = "users"."lastname" FROM "users" WHERE "users"."id" = "credentials"."created_by";