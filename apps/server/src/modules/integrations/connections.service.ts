import { ENVIRONMENT_MESSAGES } from '@portal/shared/common/environment';
import { and, count, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import type { Config } from '../../config';
import type { Connector, ConnectorSettings } from '../../connectors/catalog/connector-types';
import { checkCredentials } from '../../connectors/credentials/check-credentials';
import type { ConnectorContext } from '../../connectors/http/connector-context';
import { guardedFetch } from '../../connectors/http/guarded-fetch';
import { getConnector } from '../../connectors/catalog/catalog';
import { getSimulator } from '../../connectors/simulators/registry';
import { hasSandbox } from '../../connectors/catalog/connector-answer';
import { sandboxEnvironmentOf, sandboxFetchFor } from '../../connectors/simulators/sandbox-fetch';
import type { ApplicationsService } from '../applications/applications.service';
import type { EventsService } from '../events/events.service';
import type { MailService } from '../mail/mail.service';
import type { TeamsService } from '../teams/teams.service';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { connectionAnswers } from './connection-answer';
import { connectionTokenStore } from './connection-token-store';
import { createConnectionClients } from './connection-client';
import { connectionTrials, validatedSettings } from './connection-trial';
import { type HealthNotices, type ReconnectLinks, connectionEvents } from './connection-events';
import { CLEARED, settingsPurpose } from './connection-settings';
import { stateAfter } from './connection-states';
import type { ConnectionOwner } from './connection-owner';
import { type ConnectionRow, connectionAuthorizations, connections } from './connections.table';
import { unsealedSettings } from './unsealed-settings';

interface Deps {
  db: Db;
  applications: ApplicationsService;
  events: EventsService;
  teams: TeamsService;
  mail: MailService;
  config: Config;
  publicUrl: string;
  secretBox: SecretBox;
  now: () => Date;
}

/** What the owner's row of a service is found by (the application's own: no consumer). */
export function whereOwner(owner: ConnectionOwner, ...conditions: Array<SQL | undefined>): SQL {
  return and(
    eq(connections.applicationId, owner.applicationId),
    owner.consumerId ? eq(connections.consumerId, owner.consumerId) : isNull(connections.consumerId),
    ...conditions,
  ) as SQL;
}

/**
 * Connections of every owner (the application's own and, through the same code, its consumers'): settings
 * validated against the connector and checked with the vendor, sealed at rest, answered masked; OAuth tokens kept
 * sealed on the row and renewed through the connector library's token store.
 */
export function createConnectionsService({
  db,
  applications,
  events,
  teams,
  mail,
  config,
  publicUrl,
  secretBox,
  now,
}: Deps) {
  const notices: HealthNotices = { teams, mail, publicUrl };
  const lifecycle = connectionEvents(events, notices);
  const env = config.connectorEnv;
  const fetchImpl = guardedFetch({ allowedHosts: config.CONNECTOR_ALLOWED_HOSTS.split(','), env });
  const ticketKey = secretBox.deriveKey('connection authorize ticket v1');

  // The Overview's count: the application's connections, its own and its consumers', that can be called.
  applications.countStat('connections', async (applicationId) => {
    const [row] = await db
      .select({ n: count() })
      .from(connections)
      .where(and(eq(connections.applicationId, applicationId), inArray(connections.state, ['callable', 'authorized'])));
    return row?.n ?? 0;
  });

  async function find(owner: ConnectionOwner, serviceId: string, tx: DbOrTx = db): Promise<ConnectionRow | undefined> {
    const [row] = await tx
      .select()
      .from(connections)
      .where(whereOwner(owner, eq(connections.serviceId, serviceId)))
      .limit(1);
    return row;
  }

  async function byId(id: string, tx: DbOrTx = db): Promise<ConnectionRow | undefined> {
    const [row] = await tx.select().from(connections).where(eq(connections.id, id)).limit(1);
    return row;
  }

  /** The owner's row of a service, made (state `added`, no settings) when there is none. */
  async function ensure(owner: ConnectionOwner, connector: Connector): Promise<ConnectionRow> {
    const existing = await find(owner, connector.serviceId);
    if (existing) return existing;
    await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(connections)
        .values({
          accountId: owner.accountId,
          applicationId: owner.applicationId,
          consumerId: owner.consumerId,
          serviceId: connector.serviceId,
          unifiedApi: connector.unifiedApi,
          state: 'added',
          createdAt: now(),
          updatedAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      // Another request may have made it at the same moment: only the one that did records the event.
      if (added) await lifecycle.record(tx, added, 'connection.added');
    });
    return (await find(owner, connector.serviceId))!;
  }

  const settingsOf = unsealedSettings(
    (row) => JSON.parse(secretBox.decrypt(row.settingsSealed, settingsPurpose(row.id))) as ConnectorSettings,
  );

  /**
   * What vendor calls of a connection run with: its settings and, for a consumer's OAuth authorization-code
   * connection without a client of its own, the application's OAuth app (the client id and secret of the
   * integration settings), through which every consumer authorizes. Never answered: answers mask the row's own.
   */
  async function vendorSettingsOf(row: ConnectionRow): Promise<ConnectorSettings> {
    if (row.sandbox) return getSimulator(row.serviceId)?.sandboxSettings ?? {};
    const own = settingsOf(row);
    if (!row.consumerId || own.clientId || getConnector(row.serviceId)?.authKind !== 'oauth2AuthorizationCode')
      return own;
    const { clientId, clientSecret } = settingsOf(
      await find({ applicationId: row.applicationId, accountId: row.accountId, consumerId: null }, row.serviceId),
    );
    return clientId ? { ...own, clientId, clientSecret } : own;
  }

  const { writeToken, tokenStoreOf, markInvalid } = connectionTokenStore({ db, secretBox, lifecycle, byId, now });
  const { answer, serviceProviderMetadata } = connectionAnswers({
    db,
    applications,
    publicUrl,
    ticketKey,
    now,
    settingsOf,
    spSigningCertificate: config.SAML_SP_PRIVATE_KEY ? config.SAML_SP_CERTIFICATE : undefined,
  });

  /** What a vendor call of this connection runs with: the operator's overrides, the guarded fetch, the row's tokens. */
  const contextOf = (id: string): ConnectorContext => ({
    env,
    fetch: fetchImpl,
    tokenStore: tokenStoreOf(id),
    connectionKey: id,
  });

  /** What the environment a request is in does not offer: a 400 on the field that asked for it. */
  const noVendorInTest = () =>
    badRequest(ENVIRONMENT_MESSAGES.testHasNoVendor, [
      { property: 'settings', constraints: { isValid: ENVIRONMENT_MESSAGES.testHasNoVendor }, children: [] },
    ]);
  const noSandboxInLive = () =>
    badRequest(ENVIRONMENT_MESSAGES.sandboxIsTest, [
      { property: 'sandbox', constraints: { isValid: ENVIRONMENT_MESSAGES.sandboxIsTest }, children: [] },
    ]);

  /** A row's context: a sandbox connection's calls go to its simulator in-process, never to the network. */
  const contextFor = (row: ConnectionRow): ConnectorContext =>
    row.sandbox
      ? {
          ...contextOf(row.id),
          env: { ...env, ...sandboxEnvironmentOf(row.serviceId) },
          fetch: sandboxFetchFor(row.serviceId, row.id, config.SANDBOX_RECORDS),
        }
      : contextOf(row.id);

  /** Runs the connector's credential check against the vendor and records its outcome on the row. */
  async function check(connector: Connector, row: ConnectionRow): Promise<ConnectionRow> {
    const result = await checkCredentials(connector, await vendorSettingsOf(row), contextFor(row));
    const fresh = (await byId(row.id))!;
    // A file connector in sandbox has its sample file delivered already: callable at once.
    const state =
      fresh.sandbox && connector.receivesFiles
        ? 'callable'
        : stateAfter(result, fresh.tokensSealed !== null, fresh.state, connector);
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(connections)
        .set({
          state,
          invalidReason: result.state === 'invalid' ? result.reason : null,
          checkedAt: now(),
          updatedAt: now(),
        })
        .where(eq(connections.id, row.id))
        .returning();
      await lifecycle.moved(tx, fresh.state, updated!);
      return updated!;
    });
  }

  /**
   * Sandbox on: the connector's simulator with its sandbox credentials (400 for a connector without one), checked
   * against it. Live settings and tokens are dropped on the way in, so switching back asks for real settings.
   */
  async function toSandbox(
    owner: ConnectionOwner,
    connector: Connector,
    enabled: boolean | undefined,
  ): Promise<ConnectionRow> {
    // A file connector's sandbox is a generated sample file (connectors/files/file-adapter.ts), not a simulator.
    if (!hasSandbox(connector.serviceId)) {
      throw badRequest(M.noSandbox, [{ property: 'sandbox', constraints: { isValid: M.noSandbox }, children: [] }]);
    }
    const row = await ensure(owner, connector);
    const consent = getSimulator(connector.serviceId)?.sandboxAuthorization;
    await db
      .update(connections)
      .set({
        ...(row.sandbox ? {} : { ...CLEARED, settingsSealed: null }),
        sandbox: true,
        ...(enabled !== undefined ? { enabled } : {}),
        updatedAt: now(),
      })
      .where(eq(connections.id, row.id));
    // An OAuth connector's simulator stands in for the administrator's consent: its token is kept as if authorized.
    if (consent && (!row.sandbox || row.tokensSealed === null)) await writeToken(row.id, consent);
    return check(connector, (await byId(row.id))!);
  }

  return {
    /** Connect's reconnect links, put in the mail that tells a consumer's connection was refused. */
    useReconnectLinks(links: ReconnectLinks) {
      notices.reconnectLinkOf = links;
    },

    /** 400 in a test environment, whose connections never reach a vendor (an OAuth authorization, say). */
    async assertVendorAllowed(owner: ConnectionOwner): Promise<void> {
      if ((await applications.environmentOf(owner.applicationId))?.environment === 'test') throw noVendorInTest();
    },
    serviceProviderMetadata,
    find,
    byId,
    ensure,
    settingsOf,
    vendorSettingsOf,
    contextOf,
    contextFor,
    answer,
    writeToken,

    /** The rows of several owners' services at once (the integrations list), by service id. */
    async ownRows(applicationId: string): Promise<Map<string, ConnectionRow>> {
      const rows = await db
        .select()
        .from(connections)
        .where(and(eq(connections.applicationId, applicationId), isNull(connections.consumerId)));
      return new Map(rows.map((row) => [row.serviceId, row]));
    },

    /** A sandbox connection by its id (the sandbox control route's target), or undefined. */
    async sandboxRow(id: string): Promise<ConnectionRow | undefined> {
      const row = await byId(id);
      return row?.sandbox ? row : undefined;
    },

    /** The owner's rows of the services given. */
    async rowsOf(owner: ConnectionOwner, serviceIds: string[]): Promise<Map<string, ConnectionRow>> {
      if (serviceIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(connections)
        .where(whereOwner(owner, inArray(connections.serviceId, serviceIds)));
      return new Map(rows.map((row) => [row.serviceId, row]));
    },

    /**
     * Saves settings and `enabled` (001 §7: unifiedApi, serviceId, settings, enabled). Settings are merged with the
     * stored ones (a masked secret keeps its value), validated against the connector's schema, then checked with the
     * vendor: callable, invalid with the vendor's reason ('Could not reach {vendor}' when unreachable), or added.
     */
    async save(
      owner: ConnectionOwner,
      connector: Connector,
      input: { settings: ConnectorSettings; enabled?: boolean | undefined; sandbox?: boolean | undefined },
      options: { forToken?: boolean } = {},
    ): Promise<Connection> {
      let existing = await find(owner, connector.serviceId);
      // Test connections are the simulators'; live ones the vendors' (a sandbox connection made before environments
      // keeps working in live until its owner gives it real settings). docs/decisions.md, "Environments".
      if ((await applications.environmentOf(owner.applicationId))?.environment === 'test') {
        if (input.sandbox === false || Object.keys(input.settings).length > 0) throw noVendorInTest();
        return answer(owner, connector, await toSandbox(owner, connector, input.enabled), options);
      }
      if (input.sandbox && !existing?.sandbox) throw noSandboxInLive();
      if (input.sandbox ?? existing?.sandbox)
        return answer(owner, connector, await toSandbox(owner, connector, input.enabled), options);
      if (existing?.sandbox) {
        // Back to the vendor: nothing of the sandbox is kept; like a reset, the connection waits for real settings.
        await db
          .update(connections)
          .set({ ...CLEARED, sandbox: false, state: 'available', updatedAt: now() })
          .where(eq(connections.id, existing.id));
        existing = await byId(existing.id);
        if (Object.keys(input.settings).length === 0) return answer(owner, connector, existing, options);
      }
      const settingsGiven = Object.keys(input.settings).length > 0 || !existing?.settingsSealed;
      if (!settingsGiven) {
        if (input.enabled !== undefined && existing) {
          await db
            .update(connections)
            .set({ enabled: input.enabled, updatedAt: now() })
            .where(eq(connections.id, existing.id));
        }
        return answer(owner, connector, await find(owner, connector.serviceId), options);
      }
      const stored = settingsOf(existing);
      const settings = validatedSettings(connector, stored, input.settings);
      const row = await ensure(owner, connector);
      const changed = JSON.stringify(stored) !== JSON.stringify(settings);
      await db
        .update(connections)
        .set({
          settingsSealed: secretBox.encrypt(JSON.stringify(settings), settingsPurpose(row.id)),
          ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
          // A client-credentials token belongs to the credentials that bought it.
          ...(changed && connector.authKind === 'oauth2ClientCredentials'
            ? { tokensSealed: null, tokenExpiresAt: null }
            : {}),
          updatedAt: now(),
        })
        .where(eq(connections.id, row.id));
      const checked = await check(connector, (await byId(row.id))!);
      return answer(owner, connector, checked, options);
    },

    /** Checks the stored settings (and token) with the vendor again. */
    async recheck(owner: ConnectionOwner, connector: Connector): Promise<ConnectionRow | undefined> {
      const row = await find(owner, connector.serviceId);
      if (!row) return undefined;
      return check(connector, row);
    },

    /**
     * Reset (001 §2) and DELETE: credentials, tokens and started authorizations removed; the connection is available
     * again.
     */
    async reset(owner: ConnectionOwner, connector: Connector): Promise<Connection> {
      const row = await find(owner, connector.serviceId);
      if (row) {
        await db.transaction(async (tx) => {
          await tx.delete(connectionAuthorizations).where(eq(connectionAuthorizations.connectionId, row.id));
          await tx
            .update(connections)
            .set({ ...CLEARED, state: 'available', sandbox: false, settingsSealed: null, updatedAt: now() })
            .where(eq(connections.id, row.id));
          await lifecycle.record(tx, row, 'connection.reset');
        });
      }
      return answer(owner, connector, await find(owner, connector.serviceId));
    },

    markInvalid,

    /** Callable, enabled connections (change detection polls them), oldest first, a page at a time after `afterId`. */
    async callableRows(limit: number, afterId?: string): Promise<ConnectionRow[]> {
      const after = afterId ? gt(connections.id, afterId) : undefined;
      return db
        .select()
        .from(connections)
        .where(and(eq(connections.state, 'callable'), eq(connections.enabled, true), after))
        .orderBy(connections.id)
        .limit(limit);
    },

    /** The vendor client of a stored connection (the unified API's way in) and the invalid mark of a refusal. */
    ...createConnectionClients({ vendorSettingsOf, contextFor, markInvalid }),
    ...connectionTrials({ find, settingsOf, env, fetch: fetchImpl, sandboxRecords: config.SANDBOX_RECORDS }),
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
