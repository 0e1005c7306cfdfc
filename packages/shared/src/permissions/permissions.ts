import type { Role } from '../accounts/accounts.constants';

/**
 * Who may do what in a team: the one table the server enforces and the web
 * mirrors (disabled buttons with this tooltip, hidden tabs). Later features
 * add their actions here. docs/permissions.md is rendered from this table
 * (`npm run docs:permissions`) and a test keeps the two equal.
 */
export const PERMISSION_DENIED_MESSAGE = "You don't have permission";

const OWNER_AND_ADMIN = ['ADMIN', 'TEAM_ADMIN'] as const satisfies readonly Role[];
const OWNER_ONLY = ['ADMIN'] as const satisfies readonly Role[];
/** Everyone but a Viewer (001 §6: a Viewer cannot add credentials, create consumers or create webhooks). */
const NOT_VIEWER = ['ADMIN', 'TEAM_ADMIN', 'TEAM_DEVELOPER'] as const satisfies readonly Role[];
/** Everyone but the Owner (a team keeps its Owner). */
const NOT_OWNER = ['TEAM_ADMIN', 'TEAM_DEVELOPER', 'TEAM_USER'] as const satisfies readonly Role[];

export interface Permission {
  /** The roles allowed to take the action. */
  roles: readonly Role[];
  /** What the action is, as a sentence for the docs. */
  description: string;
  /** Where the spec says so. */
  source: string;
}

export const PERMISSIONS = {
  createApplication: {
    roles: OWNER_AND_ADMIN,
    description: 'Create an application in the team',
    source: '000 §5 (Application), §6',
  },
  deleteApplication: {
    roles: OWNER_AND_ADMIN,
    description: 'Delete an application, with everything it holds',
    source: '001 §2 (Overview: the delete menu, like creating)',
  },
  inviteMember: {
    roles: OWNER_AND_ADMIN,
    description: 'Invite a member (or replace a pending invitation)',
    source: '000 §6; 001 §6',
  },
  resendInvitation: {
    roles: OWNER_AND_ADMIN,
    description: 'Send a pending invitation again (with a new code; the old one stops working)',
    source: '(ours: as inviting, issue 7)',
  },
  leaveTeam: {
    roles: NOT_OWNER,
    description: 'Leave the team (the Owner cannot)',
    source: '(ours: issue 7)',
  },
  renameTeam: {
    roles: OWNER_ONLY,
    description: 'Rename the team',
    source: '(ours: issue 7)',
  },
  changeMemberRole: {
    roles: OWNER_AND_ADMIN,
    description: 'Change the role of a member to Admin, Developer or Viewer (never their own, never the Owner)',
    source: '000 §6; 001 §6',
  },
  suspendMember: {
    roles: OWNER_AND_ADMIN,
    description: 'Suspend or unsuspend a member (never themselves, never the Owner)',
    source: '000 §6; 001 §6',
  },
  deleteMember: {
    roles: OWNER_AND_ADMIN,
    description: 'Remove a member or a pending invitation (never themselves, never the Owner)',
    source: '000 §6; 001 §6',
  },
  resetConnection: {
    roles: OWNER_AND_ADMIN,
    description: 'Reset a connection in the Added tab of Integrations',
    source: '001 §2 (Integrations), §6',
  },
  openConnectionSettings: {
    roles: OWNER_AND_ADMIN,
    description: 'Open the settings of a connection, or connect it',
    source: '001 §6',
  },
  consumerSettings: {
    roles: OWNER_AND_ADMIN,
    description: 'See the Settings tab of a consumer',
    source: '001 §2 (Consumers), §6',
  },
  deleteConsumer: {
    roles: OWNER_AND_ADMIN,
    description: 'Delete a consumer',
    source: '001 §2 (Consumers), §6',
  },
  switchPlan: {
    roles: OWNER_ONLY,
    description:
      'Switch the plan of the team (the Switch plan button), subscribe through Stripe Checkout, request an annual plan or open the billing portal',
    source: '000 §6; 001 §2 (Account settings), §6',
  },
  addCredential: {
    roles: NOT_VIEWER,
    description: 'Add an API key (credential)',
    source: '000 §6; 001 §6',
  },
  deleteCredential: {
    roles: NOT_VIEWER,
    description: 'Delete an API key (credential)',
    source: '(ours: as adding one, 001 §6)',
  },
  createConsumer: {
    roles: NOT_VIEWER,
    description: 'Create a consumer',
    source: '000 §6; 001 §6',
  },
  createWebhook: {
    roles: NOT_VIEWER,
    description: 'Create, change, delete or test a webhook, or send a delivery again',
    source: '000 §6; 001 §6',
  },
  readWebhookSecret: {
    roles: NOT_VIEWER,
    description: "Read the application's webhook signing secret (those who may create webhooks)",
    source: '(ours: 001 §3 Application webhookSecret, §6)',
  },
  promoteEnvironment: {
    roles: OWNER_AND_ADMIN,
    description:
      'Promote test settings to live: apply integrations, scopes, field mappings and webhook subscriptions of test',
    source: '(ours: issue 27)',
  },
  manageConnect: {
    roles: OWNER_AND_ADMIN,
    description:
      "Change the application's Connect settings: branding, allowed origins and the services offered by default",
    source: '(ours: issue 28)',
  },
  sendConnectLink: {
    roles: NOT_VIEWER,
    description: "Send or revoke a consumer's connect link, or a reconnect link",
    source: '(ours: issue 28)',
  },
} as const satisfies Record<string, Permission>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** Whether a member with `role` may take `action`; no role (not a member, still loading) may take none. */
export function can(role: Role | null | undefined, action: Action): boolean {
  if (!role) return false;
  return (PERMISSIONS[action].roles as readonly Role[]).includes(role);
}

/** Every action a role may take, in the table's order. */
export function actionsOf(role: Role): Action[] {
  return ACTIONS.filter((action) => can(role, action));
}
