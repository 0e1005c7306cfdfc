import { AUTH_TYPE_OF_KIND } from '@portal/shared/connectors/connectors.constants';
import { z } from 'zod';
import type { Connector, ConnectorDefinition } from './connector-types';
import { monogramLogo } from './logo';

const SERVICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Settings JSON Schema of a zod object; the input side, so defaults and optional fields read as a form needs. */
export function settingsJsonSchema(settings: z.ZodObject): Record<string, unknown> {
  return z.toJSONSchema(settings, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** Names of the properties a settings JSON Schema marks `writeOnly`. */
export function secretPropertiesOf(schema: Record<string, unknown>): string[] {
  const properties = (schema.properties ?? {}) as Record<string, { writeOnly?: boolean }>;
  return Object.entries(properties)
    .filter(([, property]) => property.writeOnly === true)
    .map(([name]) => name);
}

/** Turns a connector's declaration into its catalog entry; checks what a typo would break. */
export function defineConnector(definition: ConnectorDefinition): Connector {
  if (!SERVICE_ID.test(definition.serviceId))
    throw new Error(`serviceId must be a lower-case slug: ${definition.serviceId}`);
  const settingsSchema = settingsJsonSchema(definition.settings);
  const known = new Set(Object.keys(definition.settings.shape));
  const templates = [
    ...Object.values(definition.urls ?? {}),
    ...Object.values(definition.headers ?? {}),
    ...(definition.auth.kind === 'apiKey' ? [definition.auth.value] : []),
    ...(definition.auth.kind === 'basic' ? [definition.auth.username, definition.auth.password] : []),
  ];
  const derived = new Set(
    Object.keys(definition.urlParams?.(Object.fromEntries([...known].map((key) => [key, 'x']))) ?? {}),
  );
  for (const template of templates) {
    for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
      if (!known.has(name!) && !derived.has(name!)) {
        throw new Error(`${definition.serviceId}: template placeholder {${name}} is not a setting`);
      }
    }
  }
  return {
    ...definition,
    id: definition.serviceId,
    authKind: definition.auth.kind,
    authType: AUTH_TYPE_OF_KIND[definition.auth.kind],
    settingsSchema,
    secretSettings: secretPropertiesOf(settingsSchema),
    receivesFiles: definition.receivesFiles ?? false,
    notes: definition.notes ?? [],
    logo: monogramLogo(definition.name, definition.brandColour),
  };
}

/** Note for connectors whose API keys belong to a person (001 §2). */
export const PERSONAL_API_KEY_NOTE =
  'Uses a personal API key: calls act with the rights of the person who created the key, so use an account that may read everyone’s data.';
