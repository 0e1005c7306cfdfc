import type { User } from '@portal/shared/users/users.schemas';
import { describe, expect, it } from 'vitest';
import { lacks, pickCurrent, resolveWorkspace } from './workspace';

const USER: User = {
  id: 'u1',
  email: 'ada@example.com',
  profile: { name: 'Ada', lastname: 'Lovelace', company: null },
  settings: { hasBillingEvent: false, hasConnectionEvent: false, hasErrorEvent: false, hasSecurityEvent: false },
  guides: { completedDashboard: false, completedCreateApplication: false, completedConsumer: false },
  isVerified: true,
  meta: { applicationId: null, step: 'none', accountId: 't2', environment: 'live' },
  suspendedFrom: null,
};
const OWN = { id: 't1', name: "Ada's team", role: 'ADMIN' as const };
const ENGINES = { id: 't2', name: 'Engines', role: 'TEAM_USER' as const };

describe('pickCurrent', () => {
  it('takes the first preferred id found, else the first item, else none', () => {
    expect(pickCurrent([OWN, ENGINES], [undefined, 't2', 't1'])).toBe(ENGINES);
    expect(pickCurrent([OWN, ENGINES], ['gone', null])).toBe(OWN);
    expect(pickCurrent([], ['t1'])).toBeNull();
  });
});

describe('resolveWorkspace', () => {
  it("works in the team of users/meta accountId, with the user's role there", () => {
    const workspace = resolveWorkspace({ user: USER, teams: [OWN, ENGINES] });
    expect(workspace.team).toBe(ENGINES);
    // A Viewer may not invite, but may do what every role may.
    expect(workspace.can('inviteMember')).toBe(false);
    expect(
      resolveWorkspace({ user: { ...USER, meta: { ...USER.meta, accountId: 't1' } }, teams: [OWN, ENGINES] }).can(
        'inviteMember',
      ),
    ).toBe(true);
    expect(workspace.application).toBeNull();
  });

  it('a user without teams has no team, may do nothing a team allows, and lacks what a team screen needs', () => {
    const workspace = resolveWorkspace({ user: USER, teams: [] });
    expect(workspace.team).toBeNull();
    expect(workspace.can('createWebhook')).toBe(false);
    expect(lacks(workspace, 'team')).toBe(true);
    expect(lacks(resolveWorkspace({ user: USER, teams: [OWN] }), 'team')).toBe(false);
  });
});

describe('the current application (000 §3)', () => {
  const app = (id: string, account: string) => ({ id, name: id, account, createdAt: '2026-01-01T00:00:00.000Z' });
  const applications = [app('a1', 't2'), app('a2', 't2'), app('a3', 't2'), app('x1', 't1')];
  const user = { ...USER, meta: { ...USER.meta, applicationId: 'a2' } };

  it("is chosen among the current team's applications: the requested id, the current id, users/meta applicationId, the first", () => {
    const resolve = (choice: { requested?: string; current?: string }, who = user) =>
      resolveWorkspace({ user: who, teams: [OWN, ENGINES], applications }, choice).application?.id;
    expect(resolveWorkspace({ user, teams: [OWN, ENGINES], applications }).applications.map((a) => a.id)).toEqual([
      'a1',
      'a2',
      'a3',
    ]);
    expect(resolve({ requested: 'a3', current: 'a1' })).toBe('a3');
    expect(resolve({ current: 'a1' })).toBe('a1');
    expect(resolve({})).toBe('a2');
    // Ids of another team's application, or of one that is gone, are passed over.
    expect(
      resolve({ requested: 'x1', current: 'gone' }, { ...user, meta: { ...user.meta, applicationId: 'x1' } }),
    ).toBe('a1');
  });

  it('switching team switches to that team’s applications', () => {
    const workspace = resolveWorkspace({
      user: { ...user, meta: { ...user.meta, accountId: 't1' } },
      teams: [OWN, ENGINES],
      applications,
    });
    expect(workspace.applications.map((a) => a.id)).toEqual(['x1']);
    expect(workspace.application?.id).toBe('x1');
    expect(lacks(workspace, 'application')).toBe(false);
    expect(lacks(resolveWorkspace({ user, teams: [OWN, ENGINES] }), 'application')).toBe(true);
  });
});
