import { describe, expect, it } from 'vitest';
import { ROLES } from '../accounts/accounts.constants';
import { ACTIONS, PERMISSIONS, actionsOf, can } from './permissions';
import { renderPermissionsDoc } from './permissions-doc';

const OWNER_AND_ADMIN_ACTIONS = [
  'createApplication',
  'deleteApplication',
  'inviteMember',
  'resendInvitation',
  'changeMemberRole',
  'suspendMember',
  'deleteMember',
  'resetConnection',
  'openConnectionSettings',
  'consumerSettings',
  'deleteConsumer',
  // Issue 27: applying test's settings to live.
  'promoteEnvironment',
  // Issue 28: the application's Connect settings.
  'manageConnect',
] as const;
const OWNER_ONLY_ACTIONS = ['renameTeam', 'switchPlan'] as const;
const NOT_VIEWER_ACTIONS = [
  'addCredential',
  'deleteCredential',
  'createConsumer',
  'createWebhook',
  'readWebhookSecret',
  // Issue 28: a consumer's connect links.
  'sendConnectLink',
] as const;

describe('permissions', () => {
  it('names every action of the spec', () => {
    expect([...ACTIONS].sort()).toEqual(
      [...OWNER_AND_ADMIN_ACTIONS, ...OWNER_ONLY_ACTIONS, ...NOT_VIEWER_ACTIONS, 'leaveTeam'].sort(),
    );
  });

  it.each(OWNER_AND_ADMIN_ACTIONS)('%s: Owner and Admin only', (action) => {
    expect(ROLES.filter((role) => can(role, action))).toEqual(['ADMIN', 'TEAM_ADMIN']);
  });

  it.each(OWNER_ONLY_ACTIONS)('%s: the Owner only', (action) => {
    expect(ROLES.filter((role) => can(role, action))).toEqual(['ADMIN']);
  });

  it.each(NOT_VIEWER_ACTIONS)('%s: everyone but a Viewer', (action) => {
    expect(ROLES.filter((role) => can(role, action))).toEqual(['ADMIN', 'TEAM_ADMIN', 'TEAM_DEVELOPER']);
  });

  it('leaveTeam: everyone but the Owner', () => {
    expect(ROLES.filter((role) => can(role, 'leaveTeam'))).toEqual(['TEAM_ADMIN', 'TEAM_DEVELOPER', 'TEAM_USER']);
  });

  it('gives the Owner everything but leaving, and the Viewer only leaving', () => {
    expect(actionsOf('ADMIN')).toEqual(ACTIONS.filter((action) => action !== 'leaveTeam'));
    expect(actionsOf('TEAM_USER')).toEqual(['leaveTeam']);
    expect(actionsOf('TEAM_DEVELOPER')).toEqual(
      ACTIONS.filter((action) => action === 'leaveTeam' || (NOT_VIEWER_ACTIONS as readonly string[]).includes(action)),
    );
    expect(actionsOf('TEAM_ADMIN')).toEqual(
      ACTIONS.filter((action) => !(OWNER_ONLY_ACTIONS as readonly string[]).includes(action)),
    );
  });

  it('refuses every action without a role', () => {
    for (const action of ACTIONS) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('documents each action with its roles and source', () => {
    const doc = renderPermissionsDoc();
    for (const action of ACTIONS) {
      const line = doc.split('\n').find((row) => row.startsWith(`| \`${action}\``));
      expect(line).toBeDefined();
      const cells = line!
        .split('|')
        .slice(2, 6)
        .map((cell) => cell.trim());
      expect(cells).toEqual(ROLES.map((role) => (can(role, action) ? 'yes' : '—')));
      expect(line).toContain(PERMISSIONS[action].source);
    }
    expect(doc).toContain(
      '| Action | Owner (`ADMIN`) | Admin (`TEAM_ADMIN`) | Developer (`TEAM_DEVELOPER`) | Viewer (`TEAM_USER`) | Spec |',
    );
  });
});
