import type { Connector, ConnectorSettings } from '../catalog/connector-types';
import { ConnectorError } from '../http/connector-error';
import type { ConnectorContext } from '../http/connector-context';
import { VendorClient } from '../http/vendor-client';
import { parseIdpMetadata, SamlMetadataError } from '../saml/idp-metadata';
import { discoverOidcProvider } from './oidc-discovery';

/**
 * The outcome of checking a connection's credentials, in the connection states of 001 §3: `callable` (the vendor
 * accepted them), `invalid` with the reason (the vendor refused them, or could not be reached: 'Could not reach
 * {vendor}'), or `unverified` when there is nothing to call (files, undocumented APIs, OAuth before Authorize).
 */
export type CredentialCheckResult =
  { state: 'callable' } | { state: 'invalid'; reason: string; code: string } | { state: 'unverified'; reason: string };

const invalid = (error: unknown): CredentialCheckResult => {
  if (error instanceof ConnectorError) return { state: 'invalid', reason: error.message, code: error.code };
  if (error instanceof SamlMetadataError) return { state: 'invalid', reason: error.message, code: 'INVALID_METADATA' };
  throw error;
};

async function callCheck(connector: Connector, settings: ConnectorSettings, ctx: ConnectorContext): Promise<void> {
  const check = connector.credentialCheck;
  const client = new VendorClient(connector, settings, ctx);
  if (check && 'path' in check) {
    await client.request({ method: check.method, path: check.path, query: check.query, json: check.body });
  }
}

/**
 * Checks a connection's credentials with the cheapest authenticated vendor call the connector declares: API keys
 * and basic credentials by that call, client credentials by obtaining a token (then the call, if any), OIDC by
 * the issuer's discovery document, SAML by parsing the metadata, authorization code by the stored token.
 */
export async function checkCredentials(
  connector: Connector,
  settings: ConnectorSettings,
  ctx: ConnectorContext = {},
): Promise<CredentialCheckResult> {
  const check = connector.credentialCheck;
  try {
    switch (connector.auth.kind) {
      case 'apiKey':
      case 'basic':
        if (!check || !('path' in check))
          return {
            state: 'unverified',
            reason: check?.unavailable ?? 'No call is documented to check these credentials',
          };
        await callCheck(connector, settings, ctx);
        return { state: 'callable' };
      case 'oauth2ClientCredentials':
      case 'oauth2SamlBearer':
        // The first call obtains the token; without a declared call, obtaining it is the check.
        if (check && 'path' in check) await callCheck(connector, settings, ctx);
        else await new VendorClient(connector, settings, ctx).token();
        return { state: 'callable' };
      case 'oauth2AuthorizationCode': {
        if (!ctx.tokenStore || !ctx.connectionKey || !(await ctx.tokenStore.get(ctx.connectionKey))) {
          return { state: 'unverified', reason: `Authorize ${connector.name} to connect` };
        }
        if (check && 'path' in check) await callCheck(connector, settings, ctx);
        return { state: 'callable' };
      }
      case 'oidc':
        await discoverOidcProvider(String(settings.issuer ?? ''), {
          vendorName: connector.name,
          fetch: ctx.fetch,
          timeoutMs: ctx.timeoutMs,
        });
        return { state: 'callable' };
      case 'samlMetadata':
        parseIdpMetadata(String(settings.idpMetadata ?? ''));
        return { state: 'callable' };
      default:
        return {
          state: 'unverified',
          reason: check && 'unavailable' in check ? check.unavailable : `${connector.name} has no credentials to check`,
        };
    }
  } catch (error) {
    return invalid(error);
  }
}
