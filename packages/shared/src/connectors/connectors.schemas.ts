import { z } from 'zod';
import { CONNECTOR_AUTH_KINDS, CONNECTOR_AUTH_TYPES, UNIFIED_APIS } from './connectors.constants';

/** A connector as the catalog answers it (001 §3 Connector, plus what the integration screens need). */
export const connectorSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  description: z.string(),
  docUrl: z.string(),
  unifiedApi: z.enum(UNIFIED_APIS),
  authType: z.enum(CONNECTOR_AUTH_TYPES),
  authKind: z.enum(CONNECTOR_AUTH_KINDS),
  /** JSON Schema of the connection settings; secret properties carry `writeOnly: true`. */
  settingsSchema: z.record(z.string(), z.unknown()),
  /** Names of the settings that are secrets (masked in every answer). */
  secretSettings: z.array(z.string()),
  receivesFiles: z.boolean(),
  notes: z.array(z.string()),
  /** `data:image/svg+xml;base64,…`: a monogram, no network needed. */
  logo: z.string(),
  hasAdapter: z.boolean(),
  /** Test connects it without vendor credentials: a simulator, or for a file connector a generated sample file. */
  hasSimulator: z.boolean(),
  /** A directory connector (users and groups): its connections can take SCIM pushes (docs/scim.md). */
  takesScim: z.boolean(),
});
export type ConnectorAnswer = z.infer<typeof connectorSchema>;
