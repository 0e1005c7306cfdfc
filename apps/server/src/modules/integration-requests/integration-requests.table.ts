import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../users/users.table';

/** Requests for a new integration (000 §2), kept for the operator (who is also mailed each one). */
export const integrationRequests = pgTable(
  'integration_requests',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    serviceName: text('service_name').notNull(),
    website: text('website'),
    category: text('category').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('integration_requests_created_idx').on(table.createdAt)],
);
