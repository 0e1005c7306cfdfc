import { ENVIRONMENTS } from '@portal/shared/common/environment';
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ONBOARDING_STEPS } from '@portal/shared/users/users.schemas';
import { createdAt, id, oneOf, updatedAt } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** argon2id hash; null for people who only ever signed in through a social provider. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    isVerified: boolean('is_verified').notNull().default(false),
    isVelory: boolean('is_velory').notNull().default(false),
    hasBillingEvent: boolean('has_billing_event').notNull().default(false),
    hasConnectionEvent: boolean('has_connection_event').notNull().default(false),
    hasErrorEvent: boolean('has_error_event').notNull().default(false),
    hasSecurityEvent: boolean('has_security_event').notNull().default(false),
    completedDashboard: boolean('completed_dashboard').notNull().default(false),
    completedCreateApplication: boolean('completed_create_application').notNull().default(false),
    completedConsumer: boolean('completed_consumer').notNull().default(false),
    metaApplicationId: uuid('meta_application_id'),
    metaStep: oneOf('meta_step', ONBOARDING_STEPS).notNull().default('none'),
    /** The current team; the teams module keeps it pointing at a team the user belongs to. */
    metaAccountId: uuid('meta_account_id'),
    /** The environment the user works in (the portal's switch): kept per user, test or live. */
    metaEnvironment: oneOf('meta_environment', ENVIRONMENTS).notNull().default('live'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
