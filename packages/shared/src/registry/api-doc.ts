import { ROLE_DISPLAY_NAMES, ROLES } from '../accounts/accounts.constants';
import type { Endpoint, EndpointAuth } from '../common/endpoint';
import { can } from '../permissions/permissions';
import { UNIFIED_ENDPOINTS } from '../unified/unified.endpoints';
import { ALL_ENDPOINT_GROUPS } from './all-endpoints';

/** The heading the generated part of docs/api.md starts at; what stands above it is written by hand. */
const ENDPOINTS_HEADING = '## Endpoints';

/** Who may call an endpoint, in words. */
function whoMay(auth: EndpointAuth): string {
  switch (auth.kind) {
    case 'public':
      return 'anyone';
    case 'local':
      return 'this machine only (development)';
    case 'session':
      return 'signed in';
    case 'team':
    case 'application': {
      const whose = auth.kind === 'team' ? 'the team' : "the application's team";
      if (!auth.action) return `a member of ${whose}`;
      const roles = ROLES.filter((role) => can(role, auth.action!)).map((role) => ROLE_DISPLAY_NAMES[role]);
      return `${roles.join(', ')} of ${whose} (\`${auth.action}\`)`;
    }
    case 'applicationToken':
      return 'an application access token';
    case 'consumerToken':
      return 'a consumer access token';
    case 'ownerToken':
      return 'an application or consumer access token';
    case 'unifiedToken':
      return {
        application: 'an application access token, or an API key',
        consumer: 'a consumer access token, or an API key with `x-consumer-id`',
        any: 'an application or consumer access token',
      }[auth.holder];
    case 'connectToken':
      return "a connect session's token (the hosted page)";
    case 'scimToken':
      return "the directory connection's SCIM token (the identity provider)";
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const TABLE_HEAD = '| Endpoint | Who may call it | What it does |';
/**
 * Passthrough is registered apart from the contract (any method, any vendor path); /unified/openapi.json documents it.
 */
const PASSTHROUGH_ROWS = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map(
  (method) =>
    `| \`${method} /unified/passthrough/{serviceId}/{path}\` | an application or consumer access token | Forwards the ${method} with its query and body to the vendor's path with the connection's credentials; answers the vendor's status, content type and body |`,
);

function row(endpoint: Endpoint): string {
  const path = `${endpoint.prefix ?? '/api'}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
  const status = endpoint.status && endpoint.status !== 200 ? ` → ${endpoint.status}` : '';
  return `| \`${endpoint.method} ${path}\`${status} | ${whoMay(endpoint.auth)} | ${cell(endpoint.summary)} |`;
}

/**
 * docs/api.md: the hand-written contract above "## Endpoints" (kept from
 * `current`), then every endpoint of the contract by domain, as the server
 * registers them (`npm run docs:api`; a test keeps the file equal).
 */
export function renderApiDoc(current: string): string {
  const at = current.indexOf(ENDPOINTS_HEADING);
  const head = (at === -1 ? current : current.slice(0, at)).trimEnd();
  const sections = Object.entries(ALL_ENDPOINT_GROUPS).flatMap(([domain, group]) => {
    const endpoints = (Object.values(group) as Endpoint[]).filter((endpoint) => !endpoint.hidden);
    if (endpoints.length === 0) return [];
    return ['', `### ${domain}`, '', TABLE_HEAD, '|---|---|---|', ...endpoints.map(row)];
  });
  // The data plane (/unified): its endpoints, which /api/docs lists too, and passthrough from /unified/openapi.json.
  const dataPlane = [
    '',
    '### unified (the data plane, `/unified`)',
    '',
    TABLE_HEAD,
    '|---|---|---|',
    ...UNIFIED_ENDPOINTS.map(row),
    ...PASSTHROUGH_ROWS,
  ];
  return [
    head,
    '',
    ENDPOINTS_HEADING,
    '',
    '<!-- Generated from the endpoint contracts (packages/shared/src/*/*.endpoints.ts) by `npm run docs:api`. Edit the text above this heading by hand; a test keeps the rest equal to the contracts. -->',
    ...sections,
    ...dataPlane,
    '',
  ].join('\n');
}
