import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { getConnector } from '../connectors/catalog/catalog';
import type { Db } from '../db/client';
import type { Platform } from '../lib/module';
import type { Services } from '../modules';
import type { Person, TestApp } from './test-app';

type Ctx = Pick<
  Platform & Services,
  'teams' | 'applications' | 'credentials' | 'accessTokens' | 'integrations' | 'connections'
>;

/**
 * Applications and keys of a team made through the services as its Owner (`ownerId`),
 * for tests whose subject is something else (the route table's samples).
 */
export function applicationHelpers(services: () => Ctx, team: { id: string }, ownerId: () => string) {
  const teamApplications = async () =>
    (await services().applications.listForUser(ownerId())).filter((application) => application.account === team.id);
  const scopeOf = (applicationId: string) => services().applications.requireApplication(ownerId(), applicationId, null);

  async function application(): Promise<string> {
    const existing = (await teamApplications())[0];
    if (existing) return existing.id;
    const { teams, applications } = services();
    return (await applications.create(await teams.requireTeam(ownerId(), team.id, null), `Sample ${Date.now()}`)).id;
  }

  async function roomForApplication(): Promise<void> {
    for (const existing of await teamApplications())
      await services().applications.remove(await scopeOf(existing.id), team.id);
  }

  async function newCredential(): Promise<string> {
    return (await services().credentials.create(await scopeOf(await application()))).id;
  }

  return {
    application,
    roomForApplication,
    async newApplication() {
      await roomForApplication();
      return application();
    },
    newCredential,
    async newApiKey() {
      const applicationId = await application();
      const id = await newCredential();
      return { applicationId, apiKey: (await services().credentials.reveal(await scopeOf(applicationId), id)).apiKey };
    },
    async applicationToken() {
      return (await services().accessTokens.issue({ applicationId: await application(), accountId: team.id }))
        .accessToken;
    },
    async enabledIntegration(serviceId: string) {
      const applicationId = await application();
      await services().integrations.update(await scopeOf(applicationId), serviceId, {
        accountId: team.id,
        serviceId,
        application: applicationId,
        isEnabled: true,
      });
      return applicationId;
    },
    async oauthReady(serviceId: string) {
      const applicationId = await application();
      const owner = { applicationId, accountId: team.id, consumerId: null };
      await services().connections.save(owner, getConnector(serviceId)!, {
        settings: { clientId: 'sample-client', clientSecret: 'sample-secret' },
      });
      return applicationId;
    },
    async newRemap(serviceId: string, type: string) {
      const applicationId = await application();
      const answer = await services().integrations.putRemap(await scopeOf(applicationId), serviceId, team.id, {
        type,
        from: `field${Date.now()}`,
        to: 'description',
      });
      return answer.remapInstructions.at(-1)!.id;
    },
  };
}

/** A new application of `account` (the person's own team unless given), made through the API. */
export async function newApplication(
  person: Person,
  account = person.teamId,
  name = `App ${randomUUID().slice(0, 8)}`,
): Promise<string> {
  return (await person.api.call(applicationsEndpoints.create, { body: { name, account } })).data.id;
}

/** Every row of every table of the public schema as text: what a dump of the database would hold. */
export async function allTablesText(db: Db): Promise<string> {
  const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const texts: string[] = [];
  for (const { table_name: name } of tables) {
    const rows = rowsOf(await db.execute(sql`select t::text as row from ${sql.identifier(String(name))} t`));
    texts.push(...rows.map((row) => String(row.row)));
  }
  return texts.join('\n');
}

/** A member of `owner`'s team with `role`, signed up and added directly. */
export async function memberOf(
  t: TestApp,
  owner: Person,
  role: 'TEAM_ADMIN' | 'TEAM_DEVELOPER' | 'TEAM_USER',
): Promise<Person> {
  const member = await t.signUp();
  await t.services.teams.addMember(owner.teamId, member.id, role);
  return member;
}
