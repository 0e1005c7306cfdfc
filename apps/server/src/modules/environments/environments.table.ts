import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PromotionChange } from '@portal/shared/environments/environments.schemas';
import { createdAt, id, ownerRef } from '../../db/columns';
import { ownedByApplication } from '../applications/applications.table';
import { accounts } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * A promotion of an application's test settings to live (issue 27): who applied which changes of the diff, when.
 * `application_id` is the live application; the changes are kept as shown (readable, never secrets).
 */
export const environmentPromotions = pgTable(
  'environment_promotions',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The promoter's name and email then, so the record reads the same once they change or leave. */
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    changes: jsonb('changes').$type<PromotionChange[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('environment_promotions_application_idx').on(table.applicationId, table.createdAt)],
);

export type PromotionRow = typeof environmentPromotions.$inferSelect;
