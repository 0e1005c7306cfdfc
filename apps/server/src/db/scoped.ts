import { type Placeholder, type SQL, and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The team a scoped request resolved (the teams module's `TeamScope` is one). */
export interface TeamBound {
  accountId: string;
}

/**
 * The condition every query of a team's rows is built from: the rows of the
 * scope's team, and the conditions given. One helper, so no query of team
 * data can leave the team out (lobe-chat's `buildWorkspaceWhere`).
 */
export function whereTeam(
  table: { accountId: PgColumn },
  scope: TeamBound,
  ...conditions: Array<SQL | undefined>
): SQL {
  return and(eq(table.accountId, scope.accountId), ...conditions) as SQL;
}

/** The application a scoped request resolved (the applications module's `ApplicationScope` is one). */
export interface ApplicationBound {
  /** The id, or a placeholder of a prepared statement. */
  applicationId: string | Placeholder;
}

/** As `whereTeam`, for rows an application owns: the rows of the scope's application, and the conditions given. */
export function whereApplication(
  table: { applicationId: PgColumn },
  scope: ApplicationBound,
  ...conditions: Array<SQL | undefined>
): SQL {
  return and(eq(table.applicationId, scope.applicationId), ...conditions) as SQL;
}
