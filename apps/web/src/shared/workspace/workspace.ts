import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { Application } from '@portal/shared/applications/applications.schemas';
import type { Environment } from '@portal/shared/common/environment';
import { can, type Action } from '@portal/shared/permissions/permissions';
import type { User } from '@portal/shared/users/users.schemas';
import { createContext, useContext } from 'react';

/**
 * Where the signed-in user works: resolved once by the protected layout (WorkspaceGate)
 * and read by every screen with `useWorkspace()`, so no screen loads or passes it.
 */
export interface Workspace {
  user: User;
  /** The team the user works in; null for a user without any team. */
  team: Account | null;
  /** Every team of the user, with their role in each. */
  teams: Account[];
  /** The applications of the current team, oldest first. */
  applications: Application[];
  /** The application the user works in: null while the team has none. */
  application: Application | null;
  /** Whether the user's role in the current team allows `action` (the permissions table). */
  can(action: Action): boolean;
  /** Makes an application current at once and saves it in users/meta (with its team, when that changes). */
  chooseApplication(application: Application): Promise<void>;
  /**
   * The environment the user works in (users/meta, kept per user): every screen about an environment's resources
   * (keys, consumers, connections, logs, webhooks, stats) shows and changes that environment's.
   */
  environment: Environment;
  /** Makes an environment current at once (users/me patched) and saves it in users/meta; back if refused. */
  chooseEnvironment(environment: Environment): Promise<void>;
}

/** What the workspace is resolved from. */
export interface WorkspaceSources {
  user: User;
  teams: Account[];
  /** The applications of all the user's teams. */
  applications?: Application[];
}

/** The application ids that come before users/meta (000 §3): one the URL asks for, and the one just chosen. */
export interface ApplicationChoice {
  requested?: string | null;
  current?: string | null;
  choose?: (application: Application) => Promise<void>;
  chooseEnvironment?: (environment: Environment) => Promise<void>;
}

/** A part of the workspace a screen cannot do without; its route declares it and the layout shows the empty state. */
export type WorkspaceNeed = 'team' | 'application';

/**
 * The current item of a list: the first preferred id found in it, else its first item.
 * The team: users/meta accountId, then the first team (000 §3). The application will
 * follow the same rule: the requested id, the current one, users/meta applicationId, the first.
 */
export function pickCurrent<T extends { id: string }>(
  items: readonly T[],
  preferred: readonly (string | null | undefined)[],
): T | null {
  for (const id of preferred) {
    const found = id ? items.find((item) => item.id === id) : undefined;
    if (found) return found;
  }
  return items[0] ?? null;
}

/**
 * The team (users/meta accountId, then the first) and, among that team's applications,
 * the current one: the requested id, the current id, users/meta applicationId, the first (000 §3).
 */
export function resolveWorkspace(
  { user, teams, applications = [] }: WorkspaceSources,
  choice: ApplicationChoice = {},
): Workspace {
  const team = pickCurrent(teams, [user.meta.accountId]);
  const own = applications.filter((application) => application.account === team?.id);
  const application = pickCurrent(own, [choice.requested, choice.current, user.meta.applicationId]);
  return {
    user,
    team,
    teams,
    applications: own,
    application,
    can: (action) => can(team?.role, action),
    chooseApplication: choice.choose ?? (async () => undefined),
    // Live when users/meta names none (an answer from before environments): today's screens stay on live.
    environment: user.meta.environment ?? 'live',
    chooseEnvironment: choice.chooseEnvironment ?? (async () => undefined),
  };
}

/** Whether the workspace lacks something a screen needs. */
export function lacks(workspace: Workspace, need: WorkspaceNeed): boolean {
  return need === 'team' ? workspace.team === null : workspace.application === null;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

/**
 * The workspace of the signed-in user. With a need, its part is there for sure: the
 * layout renders a screen whose route needs a team only when there is one.
 */
export function useWorkspace(): Workspace;
export function useWorkspace(need: 'team'): Workspace & { team: Account };
export function useWorkspace(need: 'application'): Workspace & { team: Account; application: Application };
export function useWorkspace(need?: WorkspaceNeed): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace: render inside WorkspaceGate (the protected layout does)');
  if (need && lacks(workspace, need))
    throw new Error(`useWorkspace: no ${need}; declare it in the route's handle (needs)`);
  return workspace;
}
