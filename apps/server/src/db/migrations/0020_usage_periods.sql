-- API calls are counted per team period (docs/decisions.md, "Periods"): Stripe's current period while the team's
-- subscription is bound to Stripe, else the calendar month (UTC), both named by their start.
CREATE TABLE "api_call_periods" (
	"account_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "api_call_periods_account_id_period_start_pk" PRIMARY KEY("account_id","period_start")
);
--> statement-breakpoint
-- A month's quota becomes the quota of the period starting on its first day at 00:00 UTC: a team mid-month keeps it.
ALTER TABLE "api_call_quotas" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
UPDATE "api_call_quotas" SET "period_start" = ("month"::timestamp AT TIME ZONE 'UTC');--> statement-breakpoint
ALTER TABLE "api_call_quotas" ALTER COLUMN "period_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_call_quotas" DROP CONSTRAINT "api_call_quotas_account_id_month_pk";--> statement-breakpoint
ALTER TABLE "api_call_quotas" DROP COLUMN "month";--> statement-breakpoint
ALTER TABLE "api_call_quotas" ADD CONSTRAINT "api_call_quotas_account_id_period_start_pk" PRIMARY KEY("account_id","period_start");--> statement-breakpoint
-- A team bound to Stripe starts its current period with its calls of this month from the period's first day (its
-- quota starts from them too, at its first lease): no call of an earlier month, whose overage was reported with it.
INSERT INTO "api_call_periods" ("account_id", "period_start", "calls")
SELECT s."account_id", s."period_start", SUM(c."calls")
FROM "subscriptions" s
JOIN "api_call_counts" c ON c."account_id" = s."account_id"
	AND c."day" >= GREATEST((s."period_start" AT TIME ZONE 'UTC')::date, date_trunc('month', now() AT TIME ZONE 'UTC')::date)
WHERE s."stripe_subscription_id" IS NOT NULL AND s."state" <> 'canceled' AND s."period_start" IS NOT NULL AND s."period_end" IS NOT NULL
GROUP BY s."account_id", s."period_start";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reported_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reported_plan_id" text;--> statement-breakpoint
-- What was reported this month counts as reported in the current Stripe period, so no call is billed twice.
UPDATE "subscriptions" SET "reported_period_start" = "period_start", "reported_plan_id" = "plan_id"
WHERE "reported_month" = to_char(date_trunc('month', now() AT TIME ZONE 'UTC'), 'YYYY-MM-DD')
	AND "stripe_subscription_id" IS NOT NULL AND "state" <> 'canceled' AND "period_start" IS NOT NULL AND "period_end" IS NOT NULL;--> statement-breakpoint
UPDATE "subscriptions" SET "reported_overage" = 0 WHERE "reported_period_start" IS NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "reported_month";
