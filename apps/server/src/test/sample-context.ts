import type { TestClient } from './api-client';
import { applicationHelpers } from './applications';
import { connectHelpers } from './connect';
import { consumerHelpers } from './consumers';
import { directoryHelpers } from './directory';
import type { SampleContext } from './endpoint-samples';
import { uniqueEmail } from './factories';
import { requestLogHelpers } from './request-logs';
import type { Person, TestApp } from './test-app';
import { webhookHelpers } from './webhooks';

/**
 * The context the endpoint samples run in: a team whose Owner signs up in `ready()`, with the
 * helpers that make the targets a sample acts on. Used by the route-table and id-field sweeps.
 */
export function sampleContextOf(t: TestApp) {
  const team = { id: '' };
  let owner: Person | undefined;
  const ownerOf = () => {
    if (!owner) throw new Error('call ready() in a beforeAll first');
    return owner;
  };
  const context: SampleContext = {
    team,
    async newMember() {
      const target = await t.signUp();
      return (await t.services.teams.addMember(team.id, target.id, 'TEAM_DEVELOPER')).id;
    },
    async newInvitation() {
      const scope = await t.services.teams.requireTeam(ownerOf().id, team.id, null);
      return (await t.services.members.invite(scope, { name: 'Sample', email: uniqueEmail('sample'), role: 'user' }))
        .id;
    },
    ...applicationHelpers(
      () => t.services,
      team,
      () => ownerOf().id,
    ),
    ...consumerHelpers(
      () => t.services,
      team,
      () => ownerOf().id,
      () => context.application(),
    ),
    ...connectHelpers(
      () => t.services,
      team,
      () => ownerOf().id,
      () => context.application(),
      () => context.newConsumer(),
    ),
    ...webhookHelpers(
      () => t.services,
      () => ownerOf().id,
      () => context.application(),
    ),
    ...directoryHelpers(
      () => t.services,
      team,
      () => ownerOf().id,
      () => context.application(),
    ),
    ...requestLogHelpers(
      () => t.services,
      () => t.flush(),
      team,
      () => context.application(),
    ),
  };
  return {
    context,
    owner: ownerOf,
    /** Signs the team's Owner up. */
    async ready(): Promise<{ owner: Person; api: TestClient }> {
      owner = await t.signUp();
      team.id = owner.teamId;
      return { owner, api: owner.api };
    },
  };
}
