import { UNIFIED_APIS, UNIFIED_API_PATHS, type UnifiedApi } from '../connectors/connectors.constants';
import { unifiedApiDescription } from '../unified/unified-apis';

/** A connection's lifecycle (issue 13): added, authorized (OAuth), became callable, became invalid, reset. */
export const CONNECTION_EVENT_TYPES = [
  'connection.added',
  'connection.authorized',
  'connection.callable',
  'connection.invalid',
  'connection.reset',
] as const;
export type ConnectionEventType = (typeof CONNECTION_EVENT_TYPES)[number];

/** A user of a consumer's identity provider signed in through `GET {url}/sso/authorize` (issue 30, docs/sso.md). */
export const SSO_SIGNED_IN = 'sso.signed_in';

/** The end of a write the vendor carried out later (an MDM action): succeeded or failed, the job in the body. */
export const JOB_COMPLETED = 'job.completed';

/** What change detection (and a write) says of an entity. */
export const ENTITY_CHANGES = ['created', 'updated', 'deleted'] as const;
export type EntityChange = (typeof ENTITY_CHANGES)[number];

/** A model's name in event types: lower case, words joined by `_` ('Hardware asset' → `hardware_asset`). */
export const entityTypeOf = (modelName: string) => modelName.trim().toLowerCase().replace(/\s+/g, '_');

/** `{unifiedApi}.{model}.{change}`, e.g. `hris.employee.updated`. */
export const entityEventType = (api: UnifiedApi, modelName: string, change: EntityChange) =>
  `${UNIFIED_API_PATHS[api]}.${entityTypeOf(modelName)}.${change}`;

/**
 * The event types a webhook on `unifiedApi` can subscribe to: every model's created, updated and deleted,
 * `job.completed` where a write answers with a job, then the connection events. An unknown API has none.
 */
export function eventTypesOf(unifiedApi: string): string[] {
  if (!(UNIFIED_APIS as readonly string[]).includes(unifiedApi)) return [];
  const api = unifiedApi as UnifiedApi;
  const models = unifiedApiDescription(api).models.flatMap((model) =>
    ENTITY_CHANGES.map((change) => entityEventType(api, model.name, change)),
  );
  const jobs = unifiedApiDescription(api).models.some((model) => model.endpoints.some((endpoint) => endpoint.job))
    ? [JOB_COMPLETED]
    : [];
  return [...models, ...(api === 'SSO' ? [SSO_SIGNED_IN] : []), ...jobs, ...CONNECTION_EVENT_TYPES];
}
