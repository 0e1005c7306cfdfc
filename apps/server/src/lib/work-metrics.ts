import { Counter, Histogram, Registry } from 'prom-client';

/**
 * Metrics of work done outside a request (webhook attempts), counted where it happens and served by /metrics
 * beside the request metrics (plugins/metrics.ts). One registry per process: every app a process runs adds to it.
 */
export const workMetrics = new Registry();

export const webhookAttemptsTotal = new Counter({
  name: 'webhook_attempts_total',
  help: 'Webhook delivery attempts, by outcome: delivered (2xx), retry (timeout, network error, 429 or 5xx), refused (any other status)',
  labelNames: ['outcome'],
  registers: [workMetrics],
});

export const webhookAttemptAge = new Histogram({
  name: 'webhook_attempt_queue_age_seconds',
  help: 'Time from an event’s delivery being queued to each attempt to send it',
  buckets: [0.05, 0.1, 0.5, 1, 5, 30, 60, 300, 3600, 21600, 86400],
  registers: [workMetrics],
});

export const batchRowsDropped = new Counter({
  name: 'portal_batch_rows_dropped_total',
  help: 'Rows of a batched write the database refused on their own merit (lib/split-batch.ts), dropped so the rest are written; by writer and reason (constraint, bad_value, cardinality, too_large)',
  labelNames: ['writer', 'reason'],
  registers: [workMetrics],
});
