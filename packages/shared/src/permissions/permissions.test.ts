import { describe, expect, it } from 'vitest';
import { ROLES } from '../accounts/accounts.constants';
import { ACTIONS, PERMISSIONS, actionsOf, can } from './permissions';
import { renderPermissionsDoc } from './permissions-doc';

const OWNER_AND_ADMIN_ACTIONS = [
  'createApplication',
  'inviteMember',
  'changeMemberRole',
  'suspendMember',
  'deleteMember',
  'resetConnection',
  'openConnectionSettings',
  'consumerSettings',
  'deleteConsumer',
] as const;

describe('permissions', () => {
  it('names every action of the spec', () => {
    expect([...ACTIONS].sort()).toEqual(
      [...OWNER_AND_ADMIN_ACTIONS, 'switchPlan', 'addCredential', 'createConsumer', 'createWebhook'].sort(),
    );
  });

  it.each(OWNER_AND_ADMIN_ACTIONS)('%s: Owner and Admin only', (action) => {
    expect(ROLES.filter((role) => can(role, action))).toEqual(['ADMIN', 'TEAM_ADMIN']);
  });

  it('switchPlan: the Owner only', () => {
    expect(ROLES.filter((role) => can(role, 'switchPlan'))).toEqual(['ADMIN']);
  });

  it.each(['addCredential', 'createConsumer', 'createWebhook'] as const)('%s: everyone but a Viewer', (action) => {
    expect(ROLES.filter((role) => can(role, action))).toEqual(['ADMIN', 'TEAM_ADMIN', 'TEAM_DEVELOPER']);
  });

  it('gives the Owner everything and the Viewer nothing of this table', () => {
    expect(actionsOf('ADMIN')).toEqual(ACTIONS);
    expect(actionsOf('TEAM_USER')).toEqual([]);
    expect(actionsOf('TEAM_DEVELOPER')).toEqual(['addCredential', 'createConsumer', 'createWebhook']);
    expect(actionsOf('TEAM_ADMIN')).toEqual(ACTIONS.filter((action) => action !== 'switchPlan'));
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
      const cells = line!.split('|').slice(2, 6).map((cell) => cell.trim());
      expect(cells).toEqual(ROLES.map((role) => (can(role, action) ? 'yes' : '—')));
      expect(line).toContain(PERMISSIONS[action].source);
    }
    expect(doc).toContain('| Action | Owner (`ADMIN`) | Admin (`TEAM_ADMIN`) | Developer (`TEAM_DEVELOPER`) | Viewer (`TEAM_USER`) | Spec |');
  });
});
