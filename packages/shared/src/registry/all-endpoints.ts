import { accountsEndpoints } from '../accounts/accounts.endpoints';
import { applicationsEndpoints } from '../applications/applications.endpoints';
import { statsEndpoints } from '../stats/stats.endpoints';
import { authEndpoints } from '../auth/auth.endpoints';
import { billingEndpoints } from '../billing/billing.endpoints';
import { eventsEndpoints } from '../events/events.endpoints';
import { environmentsEndpoints } from '../environments/environments.endpoints';
import { explorerEndpoints } from '../explorer/explorer.endpoints';
import { integrationRequestsEndpoints } from '../integration-requests/integration-requests.endpoints';
import { credentialsEndpoints } from '../credentials/credentials.endpoints';
import { consumersEndpoints } from '../consumers/consumers.endpoints';
import { connectEndpoints, connectPageEndpoints } from '../connect/connect.endpoints';
import {
  connectionsEndpoints,
  connectorsEndpoints,
  integrationsEndpoints,
  unifyApiEndpoints,
} from '../integrations/integrations.endpoints';
import { directoryEndpoints, scimEndpoints } from '../directory/directory.endpoints';
import { mailEndpoints } from '../mail/mail.endpoints';
import { membersEndpoints } from '../members/members.endpoints';
import { plansEndpoints } from '../plans/plans.endpoints';
import { requestLogsEndpoints } from '../request-logs/request-logs.endpoints';
import { ssoSignInsEndpoints } from '../sso-sign-ins/sso-sign-ins.endpoints';
import { syncEndpoints } from '../sync/sync.endpoints';
import { systemEndpoints } from '../system/system.endpoints';
import { tokensEndpoints } from '../tokens/tokens.endpoints';
import { usersEndpoints } from '../users/users.endpoints';
import { webhooksEndpoints } from '../webhooks/webhooks.endpoints';
import type { Endpoint } from '../common/endpoint';

/** Every endpoint of the portal API, by domain: what docs/api.md and the route-table test walk. */
export const ALL_ENDPOINT_GROUPS = {
  system: systemEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  accounts: accountsEndpoints,
  members: membersEndpoints,
  mail: mailEndpoints,
  plans: plansEndpoints,
  billing: billingEndpoints,
  applications: applicationsEndpoints,
  stats: statsEndpoints,
  credentials: credentialsEndpoints,
  tokens: tokensEndpoints,
  consumers: consumersEndpoints,
  connectors: connectorsEndpoints,
  unifyApi: unifyApiEndpoints,
  integrations: integrationsEndpoints,
  connections: connectionsEndpoints,
  requestLogs: requestLogsEndpoints,
  events: eventsEndpoints,
  webhooks: webhooksEndpoints,
  environments: environmentsEndpoints,
  sync: syncEndpoints,
  explorer: explorerEndpoints,
  integrationRequests: integrationRequestsEndpoints,
  connect: connectEndpoints,
  connectPage: connectPageEndpoints,
  ssoSignIns: ssoSignInsEndpoints,
  directory: directoryEndpoints,
  scim: scimEndpoints,
} as const;

export const ALL_ENDPOINTS: Endpoint[] = Object.values(ALL_ENDPOINT_GROUPS).flatMap(
  (group) => Object.values(group) as Endpoint[],
);
