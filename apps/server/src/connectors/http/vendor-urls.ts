import type { Connector, ConnectorSettings, ConnectorUrls } from '../catalog/connector-types';
import { ConnectorError } from './connector-error';

export type Environment = Record<string, string | undefined>;

/** `CONNECTOR_<SERVICEID>_BASE_URL`: upper case, every non-alphanumeric as `_` (`azure-saml` → `AZURE_SAML`). */
export function connectorEnvName(serviceId: string, suffix: string): string {
  return `CONNECTOR_${serviceId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_${suffix}`;
}

/** Values for URL and header templates: the settings that are text, plus the connector's derived values. */
export function templateValues(connector: Connector, settings: ConnectorSettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      values[name] = String(value);
  }
  return { ...values, ...(connector.urlParams?.(settings) ?? {}) };
}

/** Fills `{name}` placeholders; a missing value means the connection is not configured yet. */
export function fillTemplate(
  connector: Connector,
  template: string,
  values: Record<string, string>,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new ConnectorError('NEEDS_CONFIGURATION', `${connector.name} needs the setting ${name}`);
    }
    return encode(value);
  });
}

/** A host part must not smuggle in another host: only what a DNS label or a URL path segment may hold. */
const encodeUrlPart = (value: string) =>
  /^https?:\/\//i.test(value) ? value.replace(/\/+$/, '') : encodeURIComponent(value);

/**
 * The URL of one of the vendor's hosts for a connection. With `CONNECTOR_<SERVICEID>_BASE_URL` set, its scheme,
 * host and port (and path prefix, if it has one, e.g. a sandbox mount `/sandbox/bamboohr`) replace those of the
 * filled template: a tenant part of the host (a ServiceNow instance, a Kandji subdomain) goes, a tenant part of
 * the path (BambooHR's company domain) stays, and so does the vendor's documented path.
 */
export function vendorUrl(
  connector: Connector,
  which: keyof ConnectorUrls,
  settings: ConnectorSettings,
  env: Environment = process.env,
): string {
  const template = connector.urls?.[which];
  if (!template) throw new ConnectorError('UNSUPPORTED_OPERATION', `${connector.name} has no ${which} URL`);
  const filled = new URL(fillTemplate(connector, template, templateValues(connector, settings), encodeUrlPart));
  const override = env[connectorEnvName(connector.serviceId, 'BASE_URL')];
  if (!override) return stripTrailingSlash(filled.toString());
  const base = new URL(override);
  const path = `${base.pathname.replace(/\/+$/, '')}${filled.pathname === '/' ? '' : filled.pathname}`;
  return stripTrailingSlash(`${base.origin}${path}${filled.search}`);
}

const stripTrailingSlash = (url: string) =>
  url.endsWith('/') && new URL(url).pathname === '/' ? url.slice(0, -1) : url;

export type QueryValue = string | number | boolean | undefined | null | Array<string | number>;

/**
 * A base URL plus a path and query; repeated parameters for arrays (Jamf's `section=A&section=B`). The URL built (as
 * the URL parser reads it: `\` as `/`, tabs dropped, dot segments resolved) must stay on the base's origin and below
 * its path, or the call is refused (INVALID_VENDOR_PATH): no path can take the connection's credentials elsewhere.
 */
export function joinUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`);
  const root = new URL(base);
  const rootPath = root.pathname.replace(/\/+$/, '');
  if (url.origin !== root.origin || (url.pathname !== rootPath && !url.pathname.startsWith(`${rootPath}/`))) {
    throw new ConnectorError('INVALID_VENDOR_PATH', "The vendor path must stay below the connection's base URL");
  }
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  return url.toString();
}
