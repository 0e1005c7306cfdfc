import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';

/** A field of a connector's settings form, read from its `settingsSchema` (JSON Schema). */
export interface SettingsField {
  name: string;
  title: string;
  description?: string;
  secret: boolean;
  required: boolean;
  /** Filled by the server (read from uploaded metadata): shown, never sent. */
  readOnly: boolean;
  /** Uploaded as a file (SAML IdP metadata). */
  file: boolean;
  defaultValue?: string;
}

interface PropertySchema {
  title?: string;
  description?: string;
  writeOnly?: boolean;
  readOnly?: boolean;
  contentMediaType?: string;
  default?: unknown;
}

/** The fields of the settings form in the schema's order. */
export function settingsFields(connector: ConnectorAnswer): SettingsField[] {
  const schema = connector.settingsSchema as { properties?: Record<string, PropertySchema>; required?: string[] };
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    title: property.title ?? name,
    ...(property.description ? { description: property.description } : {}),
    secret: property.writeOnly === true || connector.secretSettings.includes(name),
    required: required.has(name),
    readOnly: property.readOnly === true,
    file: property.contentMediaType !== undefined,
    ...(typeof property.default === 'string' ? { defaultValue: property.default } : {}),
  }));
}

/** The fields a person types in (not files, not the ones the server fills). */
export const typedFields = (fields: SettingsField[]) => fields.filter((field) => !field.readOnly && !field.file);

/**
 * The form's starting values: the saved settings (secrets masked as the server answers them), else the schema's
 * defaults.
 */
export function initialSettings(fields: SettingsField[], saved: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    typedFields(fields).map((field) => {
      const value = saved[field.name];
      return [field.name, typeof value === 'string' ? value : (field.defaultValue ?? '')];
    }),
  );
}

/** What a save sends: typed values, empty optional ones left out. */
export function settingsToSend(
  fields: SettingsField[],
  values: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    typedFields(fields).flatMap((field) => {
      const value = values[field.name]?.trim() ?? '';
      return value === '' ? [] : [[field.name, value]];
    }),
  );
}

/** Connectors that a person authorizes on the vendor's page (Authorize / Re-Authorize). */
export const authorizesOnVendorPage = (connector: ConnectorAnswer) => connector.authKind === 'oauth2AuthorizationCode';
