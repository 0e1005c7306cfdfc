import { CONNECT_MESSAGES as C } from '@portal/shared/connect/connect.constants';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import { mergeSettings, validateSettings } from '../../connectors/catalog/connector-settings';
import type { Connector, ConnectorSettings } from '../../connectors/catalog/connector-types';
import { type CredentialCheckResult, checkCredentials } from '../../connectors/credentials/check-credentials';
import { getSimulator } from '../../connectors/simulators/registry';
import { sandboxEnvironmentOf, sandboxFetchFor } from '../../connectors/simulators/sandbox-fetch';
import { badRequest, fieldError } from '../../lib/app-error';
import { fetchIdpMetadata, MetadataUrlError } from '../../connectors/saml/fetch-idp-metadata';
import { withIdentityProvider, writableOf } from './connection-settings';
import { settingsErrors } from './connection-states';
import type { ConnectionOwner } from './connection-owner';
import type { ConnectionRow } from './connections.table';

interface Deps {
  find: (owner: ConnectionOwner, serviceId: string) => Promise<ConnectionRow | undefined>;
  settingsOf: (row: ConnectionRow | undefined) => ConnectorSettings;
  env: Record<string, string>;
  fetch: typeof fetch;
  sandboxRecords: number | undefined;
}

/**
 * Settings as they will be kept: the given ones merged with the stored ones (a masked secret keeps its value) and
 * validated against the connector, else a 400 on the fields. The portal's Save and the Connect page's check share it.
 */
export function validatedSettings(
  connector: Connector,
  stored: ConnectorSettings,
  given: ConnectorSettings,
): ConnectorSettings {
  const merged = withIdentityProvider(connector, mergeSettings(connector, stored, writableOf(connector, given)));
  const validation = validateSettings(connector, merged);
  if (!validation.success) throw badRequest(M.settingsInvalid, settingsErrors(validation.issues));
  return validation.settings;
}

/**
 * A check of settings before anything is kept (the hosted Connect page's "live check before saving"): with the
 * vendor, or in a test environment with the connector's simulator, whose sandbox settings fill what is not given.
 */
export function connectionTrials({ find, settingsOf, env, fetch, sandboxRecords }: Deps) {
  return {
    async trySettings(
      owner: ConnectionOwner,
      connector: Connector,
      given: ConnectorSettings,
      inSandbox: boolean,
    ): Promise<CredentialCheckResult> {
      if (inSandbox) {
        const simulator = getSimulator(connector.serviceId);
        if (!simulator) throw badRequest(M.noSandbox);
        const settings = validatedSettings(connector, simulator.sandboxSettings, given);
        return checkCredentials(connector, settings, {
          env: { ...env, ...sandboxEnvironmentOf(connector.serviceId) },
          fetch: sandboxFetchFor(
            connector.serviceId,
            `trial-${owner.consumerId ?? owner.applicationId}`,
            sandboxRecords,
          ),
        });
      }
      const settings = validatedSettings(connector, settingsOf(await find(owner, connector.serviceId)), given);
      return checkCredentials(connector, settings, { env, fetch });
    },

    /**
     * A SAML connector's settings with the identity provider's metadata read from its published address (the Connect
     * page's "metadata URL"); an address that gives none is a 400 on the metadata field, in words the end user can use.
     */
    async withMetadataFrom(connector: Connector, url: string, given: ConnectorSettings): Promise<ConnectorSettings> {
      // Every SAML connector keeps its metadata in `idpMetadata` (catalog/settings-fields.ts, samlSettings).
      const field = 'idpMetadata';
      if (connector.authKind !== 'samlMetadata')
        throw badRequest(C.notSaml, fieldError(['metadataUrl'], 'isValid', C.notSaml));
      try {
        return { ...given, [field]: await fetchIdpMetadata(url, fetch) };
      } catch (error) {
        if (!(error instanceof MetadataUrlError)) throw error;
        throw badRequest(M.settingsInvalid, fieldError(['settings', field], 'isValid', error.message));
      }
    },
  };
}
