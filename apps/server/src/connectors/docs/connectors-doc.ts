import { existsSync } from 'node:fs';
import { UNIFIED_API_PATHS } from '@portal/shared/connectors/connectors.constants';
import { findUnifiedModel } from '@portal/shared/unified/unified-apis';
import { isDirectoryConnector } from '../scim/scim-adapter';
import { getAdapter } from '../adapters/registry';
import { getFileAdapter } from '../files/file-adapters';
import { getFileLayout } from '../files/file-layouts';
import { listConnectors } from '../catalog/catalog';
import type { Connector, ConnectorAuth } from '../catalog/connector-types';
import { connectorEnvName } from '../http/vendor-urls';
import { supportedWrites } from '../adapters/run-write';
import { getSimulator } from '../simulators/registry';

const AUTH_LABELS: Record<ConnectorAuth['kind'], string> = {
  apiKey: 'API key',
  basic: 'HTTP Basic',
  oauth2AuthorizationCode: 'OAuth 2.0 authorization code (PKCE)',
  oauth2ClientCredentials: 'OAuth 2.0 client credentials',
  oauth2SamlBearer: 'OAuth 2.0 SAML bearer assertion',
  oidc: 'OpenID Connect',
  samlMetadata: 'SAML 2.0 IdP metadata',
  files: 'Files (FTP)',
  none: 'None',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const yes = (value: boolean) => (value ? 'yes' : '—');

function authDetail(connector: Connector): string {
  const auth = connector.auth;
  switch (auth.kind) {
    case 'apiKey':
      return `${auth.in === 'header' ? `header \`${auth.name}: ${auth.value}\`` : `query parameter \`${auth.name}\``}`;
    case 'basic':
      return `user \`${auth.username}\`, password \`${auth.password}\``;
    case 'oauth2AuthorizationCode':
    case 'oauth2ClientCredentials':
      return auth.scopes.length > 0 ? `scopes ${auth.scopes.map((scope) => `\`${scope}\``).join(', ')}` : 'no scopes';
    default:
      return '';
  }
}

function settingsTable(connector: Connector): string[] {
  const schema = connector.settingsSchema as {
    properties?: Record<
      string,
      { title?: string; description?: string; writeOnly?: boolean; default?: unknown; enum?: unknown[] }
    >;
    required?: string[];
  };
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) return ['No settings.'];
  return [
    '| setting | title | required | secret | description |',
    '|---|---|---|---|---|',
    ...entries.map(([name, property]) => {
      const extra = [
        property.enum ? `one of ${property.enum.map((value) => `\`${String(value)}\``).join(', ')}` : '',
        property.default !== undefined ? `default \`${String(property.default)}\`` : '',
      ]
        .filter(Boolean)
        .join('; ');
      return `| \`${name}\` | ${cell(property.title ?? name)} | ${yes((schema.required ?? []).includes(name))} | ${yes(property.writeOnly === true)} | ${cell([property.description ?? '', extra].filter(Boolean).join(' — '))} |`;
    }),
  ];
}

/**
 * How a connector answers the unified API: its vendor's API (a directory's also from SCIM pushes), the files it
 * delivers, SSO sign-in (docs/sso.md) or not yet.
 */
function answersBy(connector: Connector): string {
  if (getFileAdapter(connector.serviceId)) return 'files';
  if (isDirectoryConnector(connector.serviceId)) return 'API, or SCIM pushes';
  if (getAdapter(connector.serviceId)) return 'API';
  return connector.unifiedApi === 'SSO' ? 'SSO sign-in' : 'not yet';
}

function section(connector: Connector): string[] {
  const adapter = getAdapter(connector.serviceId);
  const check = connector.credentialCheck;
  const lines = [
    `### ${connector.name} (\`${connector.serviceId}\`)`,
    '',
    connector.description,
    '',
    `- Answers: ${answersBy(connector)}`,
    `- Unified API: ${connector.unifiedApi}; auth type \`${connector.authType}\`: ${AUTH_LABELS[connector.authKind]}${authDetail(connector) ? `, ${authDetail(connector)}` : ''}`,
    `- Documentation: ${connector.docUrl}`,
  ];
  if (connector.urls) {
    const hosts = Object.entries(connector.urls).map(([name, url]) => `${name} \`${url}\``);
    lines.push(`- Hosts: ${hosts.join(', ')}; override with \`${connectorEnvName(connector.serviceId, 'BASE_URL')}\``);
  }
  if (connector.headers)
    lines.push(
      `- Headers on every call: ${Object.entries(connector.headers)
        .map(([name, value]) => `\`${name}: ${value}\``)
        .join(', ')}`,
    );
  if (check)
    lines.push(
      `- Credential check: ${'path' in check ? `\`${check.method} ${check.path}${check.query ? `?${new URLSearchParams(check.query).toString()}` : ''}\`` : check.unavailable}`,
    );
  if (adapter) {
    // Reads as the unified model declares them; writes only those the adapter offers (others answer 501).
    const endpoints = Object.keys(adapter.models).flatMap((key) =>
      (findUnifiedModel(adapter.unifiedApi, key)?.endpoints ?? []).filter(
        (endpoint) =>
          endpoint.operation === 'list' ||
          endpoint.operation === 'get' ||
          supportedWrites(adapter, key).includes(endpoint.action ?? endpoint.operation),
      ),
    );
    lines.push(
      `- Adapter: ${endpoints.map((endpoint) => `\`${endpoint.method} ${endpoint.path}\``).join(', ')} (from ${adapter.docs.join('; ')})`,
    );
  }
  if (getSimulator(connector.serviceId))
    lines.push(`- Simulator: yes (sandbox at \`/sandbox/${connector.serviceId}\`)`);
  // What an adapter assumed where the vendor's documentation is not public or leaves a point open.
  if (existsSync(new URL(`../${connector.serviceId}/README.md`, import.meta.url)))
    lines.push(
      `- Assumptions: [connectors/${connector.serviceId}/README.md](../apps/server/src/connectors/${connector.serviceId}/README.md)`,
    );
  if (connector.receivesFiles) lines.push('- Receives files: yes (FTP)');
  const layout = getFileLayout(connector.serviceId);
  if (layout) {
    const record = layout.model === 'products' ? 'product' : 'hardware asset';
    const file = `connectors/${connector.serviceId}/file-layout.ts`;
    lines.push(
      `- Files: ${layout.formats.join(', ')}, one ${record} per row, keyed by \`${layout.idField}\`; ` +
        `columns in [${file}](../apps/server/src/${file}) (assumed: the vendor publishes no file specification)`,
    );
  }
  for (const note of connector.notes) lines.push(`- Note: ${note}`);
  return [...lines, '', ...settingsTable(connector), ''];
}

/** docs/connectors.md, generated from the catalog (`npm run docs:connectors`). */
export function renderConnectorsDoc(): string {
  const connectors = listConnectors();
  return [
    '# Connectors',
    '',
    '<!-- Generated from apps/server/src/connectors by `npm run docs:connectors`; do not edit by hand. -->',
    '',
    `${connectors.length} connectors, one folder each under \`apps/server/src/connectors/<serviceId>/\`. Every vendor host can be`,
    'overridden with `CONNECTOR_<SERVICEID>_BASE_URL` (scheme, host and port; the documented path stays). Unified endpoints',
    `live under the data plane's prefix: ${Object.values(UNIFIED_API_PATHS)
      .map((path) => `\`/${path}\``)
      .join(', ')}. A directory connector's connection (users and groups) is polled through its vendor's API, or, once`,
    'it has a SCIM token, answers what the identity provider pushes to `{publicUrl}/scim/v2/{connectionId}` (docs/scim.md).',
    '',
    '| service id | name | unified API | answers by | auth type | auth | adapter | simulator | receives files |',
    '|---|---|---|---|---|---|---|---|---|',
    ...connectors.map(
      (connector) =>
        `| \`${connector.serviceId}\` | ${connector.name} | ${connector.unifiedApi} | ${answersBy(connector)} | ${connector.authType} | ${AUTH_LABELS[connector.authKind]} | ${yes(!!getAdapter(connector.serviceId))} | ${yes(!!getSimulator(connector.serviceId))} | ${yes(connector.receivesFiles)} |`,
    ),
    '',
    '## Each connector',
    '',
    ...connectors.flatMap(section),
  ].join('\n');
}
