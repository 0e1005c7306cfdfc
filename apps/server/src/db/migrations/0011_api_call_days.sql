-- Calls are counted per day (the requests chart); existing monthly counts become their month's first day.
-- Reordered by hand: the column exists and is filled before the new key needs it. The team's foreign key goes
-- (metering.table.ts: counts written in batches never fail on a team deleted meanwhile).
ALTER TABLE "api_call_counts" DROP CONSTRAINT "api_call_counts_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "api_call_counts" ADD COLUMN "day" date;--> statement-breakpoint
UPDATE "api_call_counts" SET "day" = "month";--> statement-breakpoint
ALTER TABLE "api_call_counts" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_call_counts" DROP CONSTRAINT "api_call_counts_application_id_month_pk";--> statement-breakpoint
ALTER TABLE "api_call_counts" ADD CONSTRAINT "api_call_counts_application_id_day_pk" PRIMARY KEY("application_id","day");
