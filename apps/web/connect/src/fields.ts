import type { ConnectService } from '@portal/shared/connect/connect.schemas';

/** How a setting is entered. `metadata`: an XML document (SAML IdP metadata), uploaded or pasted. */
export type FieldKind = 'text' | 'secret' | 'number' | 'boolean' | 'choice' | 'metadata';

/** One input of a service's form, read from its `settingsSchema` (JSON Schema). */
export interface FormField {
  name: string;
  kind: FieldKind;
  /** The vendor's name of the setting, and its help text. */
  title: string;
  description: string | null;
  required: boolean;
  /** The schema's `pattern` (a tenant part of a host name…), checked before sending. */
  pattern: string | null;
  url: boolean;
  choices: string[];
  defaultValue: string | boolean | null;
}

export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;

interface PropertySchema {
  type?: string;
  title?: string;
  description?: string;
  writeOnly?: boolean;
  readOnly?: boolean;
  contentMediaType?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
}

function kindOf(property: PropertySchema, secret: boolean): FieldKind {
  if (property.contentMediaType !== undefined) return 'metadata';
  if (Array.isArray(property.enum)) return 'choice';
  if (property.type === 'boolean') return 'boolean';
  if (property.type === 'number' || property.type === 'integer') return 'number';
  return secret ? 'secret' : 'text';
}

/**
 * The fields the end user fills, in the schema's order. Left out: what the server fills (`readOnly`, e.g. the SSO
 * URL read from SAML metadata); for an OAuth service, everything: its settings are the developer's own OAuth app
 * (client id and secret), and the authorization call carries no settings. (Files services are not offered.)
 */
export function formFields(service: Pick<ConnectService, 'settingsSchema' | 'secretSettings' | 'authKind'>) {
  if (service.authKind === 'oauth2AuthorizationCode' || service.authKind === 'files' || service.authKind === 'none')
    return [];
  const schema = service.settingsSchema as { properties?: Record<string, PropertySchema>; required?: string[] };
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]): FormField[] => {
    if (property.readOnly === true) return [];
    const secret = property.writeOnly === true || service.secretSettings.includes(name);
    const fallback = property.default;
    return [
      {
        name,
        kind: kindOf(property, secret),
        title: property.title ?? name,
        description: property.description ?? null,
        required: required.has(name),
        pattern: property.pattern ?? null,
        url: property.format === 'uri',
        choices: Array.isArray(property.enum) ? property.enum.map(String) : [],
        defaultValue:
          typeof fallback === 'string' || typeof fallback === 'boolean'
            ? fallback
            : typeof fallback === 'number'
              ? String(fallback)
              : null,
      },
    ];
  });
}

/** The form's first values: the sandbox's (test sessions; public values, never a stored secret), else defaults. */
export function initialValues(fields: FormField[], sandbox: Record<string, unknown> | null): FieldValues {
  return Object.fromEntries(
    fields.map((field) => {
      const prefill = sandbox?.[field.name];
      if (field.kind === 'boolean')
        return [field.name, typeof prefill === 'boolean' ? prefill : field.defaultValue === true];
      if (typeof prefill === 'string' || typeof prefill === 'number') return [field.name, String(prefill)];
      return [field.name, typeof field.defaultValue === 'string' ? field.defaultValue : (field.choices[0] ?? '')];
    }),
  );
}

export type FieldProblem = 'required' | 'invalid';

/**
 * A schema pattern, read without case: the server's own check of a tenant name ignores case, which the JSON Schema
 * it derives from cannot say. A pattern this browser cannot read is left to the server.
 */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'i').test(text);
  } catch {
    return true;
  }
}

/** What is wrong with the values before they are sent: a required field left empty, a pattern or number not met. */
export function fieldProblems(fields: FormField[], values: FieldValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text === '') {
      if (field.required) problems[field.name] = 'required';
      continue;
    }
    if (field.pattern !== null && !matches(field.pattern, text)) problems[field.name] = 'invalid';
    if (field.kind === 'number' && !Number.isFinite(Number(text))) problems[field.name] = 'invalid';
  }
  return problems;
}

/** What Connect sends: text trimmed, empty optional fields left out, numbers as numbers, booleans as they are. */
export function settingsToSend(fields: FormField[], values: FieldValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field): [string, unknown][] => {
      const value = values[field.name];
      if (typeof value === 'boolean') return [[field.name, value]];
      const text = (value ?? '').trim();
      if (text === '') return [];
      return [[field.name, field.kind === 'number' ? Number(text) : text]];
    }),
  );
}
