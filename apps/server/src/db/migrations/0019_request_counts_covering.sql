-- The Dashboard's chart reads an application's quarter hours (8,640 for 90 days) from this index alone, an index-only
-- scan, instead of the primary key and then the table's pages: about 4 ms instead of 17 ms at 10 M logs. A custom
-- migration: drizzle's index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "request_counts_chart_idx" ON "request_counts" USING btree ("application_id", "bucket") INCLUDE ("requests");
