import type { Environment } from '@portal/shared/common/environment';

/**
 * The cache tags of the web app, declared once: the tag types RTK Query knows, and one function per cache entry
 * that the domain files (shared/api/<domain>.ts) provide and invalidate. A screen never names a tag: a change
 * invalidates the same entries from every screen that makes it (an integration enabled on the Integrations screen
 * or in the setup wizard alike refreshes the plan usage).
 */
/** The tag types, exactly the spec's list (000 §9). */
export const TAG_TYPES = [
  'Auth',
  'Account',
  'Application',
  'Billing',
  'Connection',
  'Connector',
  'ConnectorFTP',
  'Consumer',
  'Credential',
  'Integration',
  'Members',
  'Payment',
  'Plans',
  'Subscription',
  'ApplicationRequest',
  'ConsumerRequest',
  'ConsumerEvents',
  'UnifyApi',
  'User',
  'UserMeta',
  'UserProfile',
  'UserSettings',
  'Webhook',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** users/me, which the workspace reads (the current team and application, the onboarding step, the tours). */
export const USER_TAG = 'User' as const;
export const PROFILE_TAG = 'UserProfile' as const;
export const SETTINGS_TAG = 'UserSettings' as const;
/** The second factor's status lives under 'Auth': it belongs to how the user signs in. */
export const MFA_TAG = { type: 'Auth' as const, id: 'MFA' };

/** The user's teams (the list), and one team. */
export const TEAMS_TAG = { type: 'Account' as const, id: 'LIST' };
export const teamTag = (account: string) => ({ type: 'Account' as const, id: account });
/** Every team entry (a plan switch renames nothing but changes what the team list shows of it). */
export const ANY_TEAM_TAG = 'Account' as const;
/** Every team's member list (joining a team). */
export const ANY_MEMBERS_TAG = 'Members' as const;
export const membersTag = (account: string) => ({ type: 'Members' as const, id: account });

/**
 * A team's plan, limits and usage (plans' usage and billing's subscription): what counts applications, integrations,
 * consumers.
 */
export const usageTag = (account: string) => ({ type: 'Subscription' as const, id: account });
/** Every team's usage: for a change that names its application but not its team (a consumer, a connection's switch). */
export const ANY_USAGE_TAG = 'Subscription' as const;
export const paymentsTag = (account: string) => ({ type: 'Payment' as const, id: account });

/** The applications of all the user's teams. */
export const APPLICATIONS_TAG = { type: 'Application' as const, id: 'LIST' };

/**
 * What an environment's cache entries are keyed by: the application (its live id, as answers name it) and the
 * environment, so switching between test and live never shows or refreshes the other environment's entries.
 */
export interface InEnvironment {
  environment: Environment;
}
const scoped = (application: string, environment: Environment) => `${application}@${environment}`;

/** One application's stats and chart in one environment. */
export const applicationTag = (application: string, environment: Environment) => ({
  type: 'Application' as const,
  id: scoped(application, environment),
});
/** Every application's keys (an application deleted takes its keys along). */
export const ANY_CREDENTIALS_TAG = 'Credential' as const;
export const credentialsTag = (application: string, environment: Environment) => ({
  type: 'Credential' as const,
  id: scoped(application, environment),
});
export const consumersTag = (application: string, environment: Environment) => ({
  type: 'Consumer' as const,
  id: scoped(application, environment),
});
/** The application's integrations (the list), and one of them, in one environment. */
export const integrationsTag = (application: string, environment: Environment) => ({
  type: 'Integration' as const,
  id: scoped(application, environment),
});
export const integrationTag = (application: string, environment: Environment, serviceId: string) => ({
  type: 'Integration' as const,
  id: `${scoped(application, environment)}/${serviceId}`,
});
export const ftpTag = (application: string, environment: Environment, serviceId: string) => ({
  type: 'ConnectorFTP' as const,
  id: `${scoped(application, environment)}/${serviceId}`,
});
export const CONNECTORS_TAG = { type: 'Connector' as const, id: 'LIST' };
export const UNIFIED_APIS_TAG = { type: 'UnifyApi' as const, id: 'LIST' };
/** A consumer's connections, read with its token (a consumer lives in one environment: its id says which). */
export const consumerConnectionsTag = (consumer: string) => ({
  type: 'Connection' as const,
  id: `consumer:${consumer}`,
});
export const webhooksTag = (application: string, environment: Environment) => ({
  type: 'Webhook' as const,
  id: scoped(application, environment),
});
/** The application's request logs (and the calls its chart counts), a consumer's, and the events. */
export const applicationRequestsTag = (application: string, environment: Environment) => ({
  type: 'ApplicationRequest' as const,
  id: scoped(application, environment),
});
export const consumerRequestsTag = (consumer: string) => ({ type: 'ConsumerRequest' as const, id: consumer });
export const eventsTag = (application: string, environment: Environment) => ({
  type: 'ConsumerEvents' as const,
  id: scoped(application, environment),
});
/** An application's promotion from test to live: the diff and the record of promotions. */
export const promotionTag = (application: string) => ({ type: 'Application' as const, id: `promotion:${application}` });

/** An application's Connect settings (branding, allowed origins, default services: the same in test and live). */
export const connectSettingsTag = (application: string) => ({
  type: 'Application' as const,
  id: `connect:${application}`,
});
/** A directory connection's SCIM settings (base URL, since when a token exists). */
export const scimSettingsTag = (connection: string) => ({ type: 'Connection' as const, id: `scim:${connection}` });
/** A consumer's connect links and sessions (a consumer lives in one environment: its id says which). */
export const connectLinksTag = (consumer: string) => ({ type: 'Consumer' as const, id: `connect-links:${consumer}` });

/**
 * The entries of the applications' `environment` that a switch to it reads again: they may be older than a change
 * made elsewhere (another tab, a program) while the user worked in the other environment. A consumer's entries and an
 * integration's are reached through their application's (they provide those too); connections by type.
 */
export const environmentTags = (applications: readonly string[], environment: Environment) => [
  ...applications.flatMap((application) => [
    applicationTag(application, environment),
    credentialsTag(application, environment),
    consumersTag(application, environment),
    integrationsTag(application, environment),
    webhooksTag(application, environment),
    applicationRequestsTag(application, environment),
    eventsTag(application, environment),
  ]),
  'Connection' as const,
  'ConsumerRequest' as const,
];
