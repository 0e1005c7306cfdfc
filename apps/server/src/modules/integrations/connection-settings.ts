import type { Connector, ConnectorSettings } from '../../connectors/catalog/connector-types';
import { parseIdpMetadata, SamlMetadataError } from '../../connectors/saml/idp-metadata';
import { AppError } from '../../lib/app-error';
import { settingsErrors } from './connection-states';

/** What a reset or a switch between sandbox and live removes: tokens and the last check. */
export const CLEARED = {
  tokensSealed: null,
  tokenExpiresAt: null,
  invalidReason: null,
  checkedAt: null,
  authorizedAt: null,
} as const;

export const settingsPurpose = (id: string) => `connection:${id}:settings`;
export const tokensPurpose = (id: string) => `connection:${id}:tokens`;

/** SAML: the uploaded metadata parsed and validated, its SSO URL and entity id kept; a 400 names what is wrong. */
export function withIdentityProvider(connector: Connector, settings: ConnectorSettings): ConnectorSettings {
  if (connector.authKind !== 'samlMetadata' || typeof settings.idpMetadata !== 'string') return settings;
  try {
    const metadata = parseIdpMetadata(settings.idpMetadata);
    return { ...settings, ssoUrl: metadata.ssoUrl, ipEntityId: metadata.ipEntityId };
  } catch (error) {
    if (!(error instanceof SamlMetadataError)) throw error;
    throw new AppError(
      400,
      'INVALID_METADATA',
      error.message,
      settingsErrors([{ path: 'idpMetadata', message: error.message }]),
    );
  }
}

/** Settings the server fills itself (read-only in the schema) are never taken from a request. */
export function writableOf(connector: Connector, settings: ConnectorSettings): ConnectorSettings {
  const properties = (connector.settingsSchema.properties ?? {}) as Record<string, { readOnly?: boolean }>;
  return Object.fromEntries(Object.entries(settings).filter(([name]) => properties[name]?.readOnly !== true));
}
