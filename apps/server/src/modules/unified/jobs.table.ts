import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@portal/shared/unified/unified-writes';
import { at, createdAt, id, ownerRef, queueColumns } from '../../db/columns';
import { consumers } from '../consumers/consumers.table';
import { connections } from '../integrations/connections.table';

/**
 * A write the vendor carries out later (an MDM command): recorded before the 202 answers it, then worked by the jobs
 * worker (lib/queue-worker.ts) that sends the vendor's requests, keeps the vendor's reference (`step`), polls until the
 * vendor is done and records the end with its `job.completed` event in one transaction. Survives a restart.
 */
export const unifiedJobs = pgTable(
  'unified_jobs',
  {
    id: id(),
    accountId: uuid('account_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    consumerId: ownerRef('consumer_id', () => consumers.id),
    connectionId: ownerRef('connection_id', () => connections.id),
    serviceId: text('service_id').notNull(),
    unifiedApi: text('unified_api').notNull(),
    model: text('model').notNull(),
    /** The write's name: an action (`lock`) or an operation. */
    write: text('write').notNull(),
    remoteId: text('remote_id').notNull(),
    input: jsonb('input').notNull(),
    /** What the vendor answered to the write (its command's reference), once sent: never sent twice. */
    step: jsonb('step').$type<Record<string, string>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    reason: text('reason'),
    ...queueColumns(JOB_STATES),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (table) => [
    index('unified_jobs_due_idx').on(table.status, table.nextAttemptAt),
    index('unified_jobs_consumer_idx').on(table.consumerId),
  ],
);
