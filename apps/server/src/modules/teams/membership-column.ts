import { type Placeholder, type SQL, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '@portal/shared/accounts/accounts.constants';
import { type Action, can } from '@portal/shared/permissions/permissions';
import { type TeamScope, permissionDenied, teamNotFound } from './team-scope';
import { memberships } from './teams.table';

/** A membership as `membershipColumn` reads it. */
export interface MembershipRef {
  id: string;
  role: Role;
  isSuspended: boolean;
}

/**
 * The caller's membership in the team another table's row belongs to (`accountId`, that
 * table's column), as one column of that table's select: a module checks the caller in the
 * same query that reads its own row (an application), instead of a second round trip.
 */
export function membershipColumn(userId: string | Placeholder, accountId: AnyPgColumn): SQL<MembershipRef | null> {
  // Spelled out with their tables: drizzle leaves a single-table select's columns unqualified, which would
  // turn the correlation into `account_id = account_id`.
  const m = (column: AnyPgColumn) => qualified(column);
  return sql<MembershipRef | null>`(select json_build_object('id', ${m(memberships.id)}, 'role', ${m(memberships.role)}, 'isSuspended', ${m(memberships.isSuspended)})
    from ${memberships} where ${m(memberships.accountId)} = ${qualified(accountId)} and ${m(memberships.userId)} = ${userId})`;
}

const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The rule of `teams.requireTeam` on a membership read that way: 404 unless active, then 403 unless the role allows
 * `action`.
 */
export function scopeOfMembership(
  userId: string,
  accountId: string,
  membership: MembershipRef | null,
  action: Action | null,
): TeamScope {
  if (!membership || membership.isSuspended) throw teamNotFound();
  if (action && !can(membership.role, action)) throw permissionDenied();
  return { accountId, userId, membershipId: membership.id, role: membership.role };
}
