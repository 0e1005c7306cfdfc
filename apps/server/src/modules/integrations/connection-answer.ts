import { X509Certificate } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { RECENT_FILES } from '@portal/shared/integrations/integrations.constants';
import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import { maskSettings } from '../../connectors/catalog/connector-settings';
import type { Connector, ConnectorSettings } from '../../connectors/catalog/connector-types';
import { getConnector } from '../../connectors/catalog/catalog';
import { parseIdpMetadata } from '../../connectors/saml/idp-metadata';
import { serviceProviderFor, serviceProviderMetadataXml } from '../../connectors/saml/sp-metadata';
import type { Db } from '../../db/client';
import type { ApplicationsService } from '../applications/applications.service';
import { signTicket } from './authorize-ticket';
import { type ConnectionOwner, OAUTH_START_PATH, SAML_BASE_PATH, spKeyOf } from './connection-owner';
import { type ConnectionRow, connectionFiles, connections } from './connections.table';

/** When the first of the IdP metadata's signing certificates expires (ISO), or null without valid metadata. */
function certificateExpiryOf(idpMetadata: unknown): string | null {
  if (typeof idpMetadata !== 'string') return null;
  try {
    const expiries = parseIdpMetadata(idpMetadata).signingCertificates.map(
      (base64) => new Date(new X509Certificate(Buffer.from(base64, 'base64')).validTo),
    );
    return new Date(Math.min(...expiries.map((date) => date.getTime()))).toISOString();
  } catch {
    return null;
  }
}

interface Deps {
  db: Db;
  applications: ApplicationsService;
  publicUrl: string;
  ticketKey: Buffer;
  now: () => Date;
  settingsOf: (row: ConnectionRow | undefined) => ConnectorSettings;
  /** The certificate (PEM) our SAML AuthnRequests are signed with, when the operator set one (SAML_SP_CERTIFICATE). */
  spSigningCertificate?: string | undefined;
}

/** How a connection is shown: secrets masked, our SAML service provider, `authorizeUrl` for token holders. */
export function connectionAnswers(deps: Deps) {
  const { db, applications, publicUrl, ticketKey, now, settingsOf } = deps;
  async function recentFiles(id: string) {
    const rows = await db
      .select()
      .from(connectionFiles)
      .where(eq(connectionFiles.connectionId, id))
      .orderBy(desc(connectionFiles.receivedAt))
      .limit(RECENT_FILES);
    // Newest first: the first applied file is the data, older applied ones were replaced by it.
    let current = false;
    const importOf = (file: (typeof rows)[number]) => {
      if (file.refusedReason !== null) return 'refused' as const;
      if (file.status === 'failed') return 'failed' as const;
      if (file.appliedAt === null) return file.status === 'pending' ? ('pending' as const) : ('superseded' as const);
      if (current) return 'superseded' as const;
      current = true;
      return 'applied' as const;
    };
    return rows.map((file) => ({
      name: file.name,
      size: file.size,
      receivedAt: file.receivedAt.toISOString(),
      import: importOf(file),
      records: file.records,
      refusal: file.refusedReason === null ? null : { line: file.refusedLine, reason: file.refusedReason },
    }));
  }

  return {
    /** A connection as answered: secrets masked, our SAML service provider, `authorizeUrl` for token holders. */
    async answer(
      owner: ConnectionOwner,
      connector: Connector,
      row: ConnectionRow | undefined,
      options: { forToken?: boolean } = {},
    ): Promise<Connection> {
      const sp =
        connector.authKind === 'samlMetadata'
          ? serviceProviderFor(publicUrl, spKeyOf(owner, connector.serviceId), SAML_BASE_PATH)
          : undefined;
      const authorizeUrl =
        options.forToken && connector.authKind === 'oauth2AuthorizationCode'
          ? `${publicUrl}${OAUTH_START_PATH}?ticket=${signTicket(ticketKey, owner, connector.serviceId, now())}`
          : null;
      return {
        id: row?.id ?? null,
        serviceId: connector.serviceId,
        unifiedApi: connector.unifiedApi,
        applicationId: owner.applicationId,
        consumerId: owner.consumerId,
        state: row?.state ?? 'available',
        enabled: row?.enabled ?? true,
        sandbox: row?.sandbox ?? false,
        authorizeUrl,
        settings: maskSettings(connector, settingsOf(row)),
        metadata: sp
          ? {
              acsUrl: sp.acsUrl,
              spEntityId: sp.spEntityId,
              metadataUrl: sp.metadataUrl,
              idpCertificateExpiresAt: certificateExpiryOf(settingsOf(row).idpMetadata),
            }
          : {},
        invalidReason: row?.invalidReason ?? null,
        failingSince: row?.failingSince?.toISOString() ?? null,
        checkedAt: row?.checkedAt?.toISOString() ?? null,
        authorizedAt: row?.authorizedAt?.toISOString() ?? null,
        files: row && connector.receivesFiles ? await recentFiles(row.id) : [],
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    /**
     * The SP metadata XML of a SAML connection by its key (`a.<application>.<service>` or `c.<consumer>.<service>`), or
     * null: the connector must use SAML, and the application exist, or the consumer have a connection of the service.
     */
    async serviceProviderMetadata(key: string): Promise<{ serviceId: string; xml: string } | null> {
      const match = /^(a|c)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9-]+)$/.exec(key);
      const connector = match ? getConnector(match[3]!) : undefined;
      if (!match || connector?.authKind !== 'samlMetadata') return null;
      const known =
        match[1] === 'a'
          ? !!(await applications.find(match[2]!))
          : (
              await db
                .select({ id: connections.id })
                .from(connections)
                .where(and(eq(connections.consumerId, match[2]!), eq(connections.serviceId, connector.serviceId)))
                .limit(1)
            ).length > 0;
      if (!known) return null;
      return {
        serviceId: connector.serviceId,
        xml: serviceProviderMetadataXml(serviceProviderFor(publicUrl, key, SAML_BASE_PATH), {
          signingCertificate: deps.spSigningCertificate,
        }),
      };
    },
  };
}
