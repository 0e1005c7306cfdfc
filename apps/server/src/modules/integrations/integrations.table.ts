import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IntegrationScope } from '@portal/shared/integrations/integrations.schemas';
import { createdAt, id, ownerRef, updatedAt } from '../../db/columns';
import { ownedByApplication } from '../applications/applications.table';
import { accounts } from '../teams/teams.table';

/**
 * A connector in an application (001 §3 Integration). A row exists once the integration was touched (enabled,
 * scoped, remapped); without one a connector is a disabled integration with the default scope. `account_id` is the
 * application's team, kept here so the plan's limits count a team's integrations without another module's table.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    serviceId: text('service_id').notNull(),
    unifiedApi: text('unified_api').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** Models and operations exposed; null: every model and operation the adapter serves. */
    scope: jsonb('scope').$type<IntegrationScope>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('integrations_application_service_unique').on(table.applicationId, table.serviceId),
    index('integrations_account_enabled_idx').on(table.accountId, table.isEnabled),
  ],
);

/** Field mappings of an integration (001 §3 `remapInstructions`), applied per model in `position` order. */
export const integrationRemaps = pgTable(
  'integration_remaps',
  {
    id: id(),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('integration_remaps_integration_idx').on(table.integrationId, table.model, table.position)],
);

export type IntegrationRow = typeof integrations.$inferSelect;
export type RemapRow = typeof integrationRemaps.$inferSelect;
