ALTER TABLE "request_logs" ADD COLUMN "platform_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The scheduled syncs logged before the column: their URL ends with " (scheduled sync)" (sync.service.ts).
UPDATE "request_logs" SET "platform_call" = true WHERE "request"->>'url' LIKE '% (scheduled sync)';--> statement-breakpoint
CREATE INDEX "request_logs_syncs_idx" ON "request_logs" USING btree ("application_id","created_at") WHERE platform_call;
