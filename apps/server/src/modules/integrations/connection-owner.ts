import type { Connector } from '../../connectors/catalog/connector-types';
import { getConnector } from '../../connectors/catalog/catalog';
import { AppError, notFound } from '../../lib/app-error';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';

/**
 * Who a connection belongs to: an application itself (`consumerId` null) or one of its consumers. Every connection
 * call runs for one owner; portal calls for the application's own, token calls for the token's holder.
 */
export interface ConnectionOwner {
  applicationId: string;
  accountId: string;
  consumerId: string | null;
}

declare module '../../plugins/endpoints' {
  interface Scopes {
    ownerToken: ConnectionOwner;
  }
}

/** The application's own connections. */
export const applicationOwner = (scope: { applicationId: string; accountId: string }): ConnectionOwner => ({
  applicationId: scope.applicationId,
  accountId: scope.accountId,
  consumerId: null,
});

/** The connector of a service id, or 404 'Connector not found'. */
export function connectorOf(serviceId: string): Connector {
  const connector = getConnector(serviceId);
  if (!connector) throw new AppError(404, 'CONNECTOR_NOT_FOUND', M.connectorNotFound);
  return connector;
}

/** The connector of a connection path: the service must belong to the unified API the path names. */
export function connectorIn(unifiedApi: string, serviceId: string): Connector {
  const connector = connectorOf(serviceId);
  if (connector.unifiedApi !== unifiedApi) throw notFound(M.unifiedApiMismatch);
  return connector;
}

/**
 * The key of a SAML service provider: stable for an owner and service before a connection exists and after a reset,
 * so the identity provider's set-up keeps working. `a.<application>.<service>` or `c.<consumer>.<service>`.
 */
export const spKeyOf = (owner: ConnectionOwner, serviceId: string) =>
  owner.consumerId ? `c.${owner.consumerId}.${serviceId}` : `a.${owner.applicationId}.${serviceId}`;

/** Where the portal serves SAML service-provider metadata (outside /api: identity providers fetch it as XML). */
export const SAML_BASE_PATH = '/connections/saml';
/** Where vendors send the browser back after an OAuth authorization, and where a token holder's link starts one. */
export const OAUTH_CALLBACK_PATH = '/connections/oauth/callback';
export const OAUTH_START_PATH = '/connections/oauth/start';
