import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { SSO_SIGNED_IN } from '@portal/shared/events/event-types';
import {
  SSO_CODE_TTL_MS,
  SSO_MESSAGES as M,
  SSO_REQUEST_TTL_MS,
  type SsoProfile,
} from '@portal/shared/unified/sso-sign-in';
import { SSO_SIGN_INS_SHOWN } from '@portal/shared/sso-sign-ins/sso-sign-ins.endpoints';
import type { Config } from '../../config';
import { samlAuthorizeUrl } from '../../connectors/sso/saml-sign-in';
import { newPendingOidc, oidcAuthorizeUrl } from '../../connectors/sso/oidc-sign-in';
import { normalisedProfile, type SsoIdentity } from '../../connectors/sso/sso-profile';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, fieldError, notFound } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { ConnectSettingsService } from '../connect/connect-settings.service';
import type { ConsumersService } from '../consumers/consumers.service';
import type { EventsService } from '../events/events.service';
import type { ConnectionsService } from '../integrations/connections.service';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { RequestLogsService } from '../request-logs/request-logs.service';
import type { UnifiedCaller } from '../unified/unified-callers.service';
import { authorizeFailure, signInConnections, type SignInConnection } from './sso-connection';
import { ssoAssertions, ssoCodes, ssoRequests, ssoSignIns, type SsoRequestRow } from './sso-sign-in.table';

interface Deps {
  db: Db;
  applications: ApplicationsService;
  connections: ConnectionsService;
  consumers: ConsumersService;
  connectSettings: ConnectSettingsService;
  integrations: IntegrationsService;
  events: EventsService;
  requestLogs: RequestLogsService;
  secretBox: SecretBox;
  config: Config;
  publicUrl: string;
  now: () => Date;
}

/** How long the portal keeps who signed in (its "last sign-ins"). */
export const SSO_SIGN_INS_KEPT_DAYS = 90;
const CODE_PURPOSE = 'sso sign-in code';
const VERIFIER_PURPOSE = 'sso pkce verifier';
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** Where a finished or refused sign-in sends the browser: the developer's URI with its `state` and our answer. */
export function returnUrl(redirectUri: string, clientState: string | null, answer: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  if (clientState !== null) url.searchParams.set('state', clientState);
  return url.toString();
}

/**
 * Signing a consumer's users in through the consumer's identity provider (issue 30, docs/sso.md): the pending
 * request of `GET {url}/sso/authorize`, the one-time code of a finished sign-in and its exchange, the
 * `sso.signed_in` event and the consumer's request log of each outcome.
 */
export function createSsoSignInService(deps: Deps) {
  const { db, consumers, connectSettings, integrations, events, requestLogs, secretBox, now } = deps;
  const pieces = signInConnections(deps);

  /** Logs an outcome of a sign-in as the consumer's request (never a vendor call of the team's statistics). */
  function log(
    connection: Pick<SignInConnection, 'owner' | 'connector'>,
    path: string,
    status: number,
    body: Record<string, unknown>,
  ) {
    requestLogs.record({
      accountId: connection.owner.accountId,
      applicationId: connection.owner.applicationId,
      consumerId: connection.owner.consumerId,
      serviceId: connection.connector.serviceId,
      kind: 'connection',
      createdAt: now(),
      request: { method: path.endsWith('/acs') ? 'POST' : 'GET', url: path, query: {}, headers: {}, body: null },
      response: { status, latencyMs: 0, headers: {}, body },
      subRequests: [],
      // A sign-in is shown among the consumer's requests but is no unified API call: never counted in the plan.
      refused: true,
    });
  }

  return {
    log,
    pieces,

    /** Starts a sign-in: checks the consumer, the redirect URI and the connection, stores the pending request. */
    async authorize(
      caller: UnifiedCaller,
      query: { consumerId: string; serviceId: string; redirectUri: string; state?: string | undefined },
    ): Promise<{ url: string; expiresAt: string }> {
      const consumer = await consumers.findByRef({ applicationId: caller.applicationId }, query.consumerId);
      if (!consumer) throw notFound(M.consumerNotFound);
      const registered = (await connectSettings.of(caller.liveApplicationId)).ssoRedirectUris;
      if (!registered.includes(query.redirectUri))
        throw badRequest(
          M.redirectUriNotRegistered,
          fieldError(['redirectUri'], 'isRegistered', M.redirectUriNotRegistered),
        );
      if (!(await integrations.enabledServices(caller.applicationId)).includes(query.serviceId))
        throw new AppError(424, 'NEEDS_CONFIGURATION', M.noConnection);
      const owner = { accountId: caller.accountId, applicationId: caller.applicationId, consumerId: consumer.id };
      const connection = await pieces.find(owner, query.serviceId);
      if (!connection) throw new AppError(424, 'NEEDS_CONFIGURATION', M.noConnection);
      const expiresAt = new Date(now().getTime() + SSO_REQUEST_TTL_MS);
      let url: string;
      let row: Omit<typeof ssoRequests.$inferInsert, 'expiresAt'>;
      const common = {
        accountId: owner.accountId,
        applicationId: owner.applicationId,
        consumerId: consumer.id,
        connectionId: connection.row.id,
        serviceId: query.serviceId,
        protocol: connection.protocol,
        redirectUri: query.redirectUri,
        clientState: query.state ?? null,
      };
      try {
        if (connection.protocol === 'saml') {
          const requestKey = `_${randomBytes(20).toString('hex')}`;
          url = await samlAuthorizeUrl(pieces.samlSetup(connection), requestKey, requestKey);
          row = { ...common, requestKey };
        } else {
          const provider =
            connection.protocol === 'oidc' ? await pieces.oidcProvider(connection) : pieces.gitHubProvider(connection);
          const pending = newPendingOidc();
          url = await oidcAuthorizeUrl(provider.authorizationEndpoint, pieces.client(connection), pending, {
            nonce: connection.protocol === 'oidc',
          });
          row = {
            ...common,
            requestKey: pending.state,
            nonce: pending.nonce,
            verifierSealed: secretBox.encrypt(pending.codeVerifier, VERIFIER_PURPOSE),
          };
        }
      } catch (error) {
        throw authorizeFailure(error);
      }
      await db.insert(ssoRequests).values({ ...row, expiresAt, createdAt: now() });
      return { url, expiresAt: expiresAt.toISOString() };
    },

    /** Takes a pending request (single use): deleted as it is read; none when unknown, taken or expired. */
    async takePending(
      requestKey: string,
      where: { protocol: 'saml' | 'redirect'; connectionId?: string },
      tx: DbOrTx = db,
    ): Promise<(SsoRequestRow & { codeVerifier: string | null }) | null> {
      const [row] = await tx
        .delete(ssoRequests)
        .where(
          and(
            eq(ssoRequests.requestKey, requestKey),
            gt(ssoRequests.expiresAt, now()),
            where.connectionId ? eq(ssoRequests.connectionId, where.connectionId) : undefined,
          ),
        )
        .returning();
      if (!row || (where.protocol === 'saml') !== (row.protocol === 'saml')) return null;
      return {
        ...row,
        codeVerifier: row.verifierSealed ? secretBox.decrypt(row.verifierSealed, VERIFIER_PURPOSE) : null,
      };
    },

    /** Whether a SAML request of this connection is pending (node-saml's InResponseTo check). */
    async isPendingSaml(connectionId: string, requestKey: string): Promise<boolean> {
      const [row] = await db
        .select({ key: ssoRequests.requestKey })
        .from(ssoRequests)
        .where(
          and(
            eq(ssoRequests.requestKey, requestKey),
            eq(ssoRequests.connectionId, connectionId),
            eq(ssoRequests.protocol, 'saml'),
            gt(ssoRequests.expiresAt, now()),
          ),
        )
        .limit(1);
      return !!row;
    },

    /** Records an assertion ID; false when the connection has taken it before (a replay). */
    async useAssertion(tx: DbOrTx, connectionId: string, assertionId: string, until: Date | null): Promise<boolean> {
      const expiresAt = until && until > now() ? until : new Date(now().getTime() + SSO_REQUEST_TTL_MS);
      const inserted = await tx
        .insert(ssoAssertions)
        .values({ connectionId, assertionId, expiresAt })
        .onConflictDoNothing()
        .returning({ id: ssoAssertions.assertionId });
      return inserted.length === 1;
    },

    /** The registered redirect URIs of the consumer's application (IdP-initiated sign-ins go to one of them). */
    async redirectUrisOf(applicationId: string): Promise<string[]> {
      const environment = await deps.applications.environmentOf(applicationId);
      return environment ? (await connectSettings.of(environment.liveApplicationId)).ssoRedirectUris : [];
    },

    /**
     * A signed-in user: the normalised profile sealed under a one-time code, the sign-in kept for the portal and the
     * `sso.signed_in` event (webhooks), all in `tx`. Answers the code.
     */
    async finish(tx: DbOrTx, connection: SignInConnection, identity: SsoIdentity): Promise<string> {
      const { owner, row, connector } = connection;
      const profile = normalisedProfile(identity, {
        connectionId: row.id,
        consumerId: owner.consumerId!,
        serviceId: connector.serviceId,
      });
      const code = randomBytes(32).toString('base64url');
      await tx.insert(ssoCodes).values({
        codeHash: hashOf(code),
        applicationId: owner.applicationId,
        profileSealed: secretBox.encrypt(JSON.stringify(profile), CODE_PURPOSE),
        expiresAt: new Date(now().getTime() + SSO_CODE_TTL_MS),
        createdAt: now(),
      });
      await tx.insert(ssoSignIns).values({
        applicationId: owner.applicationId,
        consumerId: owner.consumerId!,
        connectionId: row.id,
        idpId: profile.idpId,
        email: profile.email,
        createdAt: now(),
      });
      const { raw: _raw, ...entity } = profile;
      await events.record(tx, {
        accountId: owner.accountId,
        applicationId: owner.applicationId,
        consumerId: owner.consumerId,
        serviceId: connector.serviceId,
        unifiedApi: 'SSO',
        eventType: SSO_SIGNED_IN,
        entityType: 'sso_profile',
        entityId: profile.id,
        entity,
      });
      return code;
    },

    /** `POST {url}/sso/token`: the profile of a code, once, within SSO_CODE_TTL_MS, for the application it was for. */
    async token(caller: UnifiedCaller, code: string): Promise<SsoProfile> {
      const [row] = await db
        .delete(ssoCodes)
        .where(
          and(
            eq(ssoCodes.codeHash, hashOf(code)),
            eq(ssoCodes.applicationId, caller.applicationId),
            gt(ssoCodes.expiresAt, now()),
          ),
        )
        .returning();
      if (!row) throw badRequest(M.codeInvalid, fieldError(['code'], 'isValid', M.codeInvalid));
      return JSON.parse(secretBox.decrypt(row.profileSealed, CODE_PURPOSE)) as SsoProfile;
    },

    /** The last sign-ins through a consumer's connection, newest first (the portal's connection view). */
    async lastSignIns(scope: ApplicationScope, consumerId: string, serviceId: string) {
      if (!(await consumers.exists(consumerId, scope.applicationId))) throw notFound(M.consumerNotFound);
      const owner = { accountId: scope.accountId, applicationId: scope.applicationId, consumerId };
      const row = (await deps.connections.rowsOf(owner, [serviceId])).get(serviceId);
      if (!row) return [];
      const rows = await db
        .select()
        .from(ssoSignIns)
        .where(eq(ssoSignIns.connectionId, row.id))
        .orderBy(desc(ssoSignIns.createdAt))
        .limit(SSO_SIGN_INS_SHOWN);
      return rows.map((row) => ({ idpId: row.idpId, email: row.email, signedInAt: row.createdAt.toISOString() }));
    },

    /** The clean-up: expired requests, codes and assertion IDs, and sign-ins older than SSO_SIGN_INS_KEPT_DAYS. */
    async purgeExpired(): Promise<number> {
      const at = now();
      const old = new Date(at.getTime() - SSO_SIGN_INS_KEPT_DAYS * 24 * 60 * 60_000);
      const counts = await Promise.all([
        db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, at)).returning({ k: ssoRequests.requestKey }),
        db.delete(ssoCodes).where(lt(ssoCodes.expiresAt, at)).returning({ k: ssoCodes.id }),
        db.delete(ssoAssertions).where(lt(ssoAssertions.expiresAt, at)).returning({ k: ssoAssertions.assertionId }),
        db.delete(ssoSignIns).where(lt(ssoSignIns.createdAt, old)).returning({ k: ssoSignIns.id }),
      ]);
      return counts.reduce((sum, rows) => sum + rows.length, 0);
    },
  };
}

export type SsoSignInService = ReturnType<typeof createSsoSignInService>;
